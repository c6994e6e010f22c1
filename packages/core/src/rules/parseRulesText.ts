import type { RuleSection, RulesDocument } from './RulesText'
import { ruleIdsIn } from './ruleIdsIn'

/** A heading anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
function slug(title: string): string {
  return title.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').trim().replace(/\s/g, '-')
}

function section(level: number, title: string, lines: readonly string[], anchors: Map<string, number>): RuleSection {
  const base = level === 1 ? 'top' : slug(title) || 'section'
  const seen = anchors.get(base) ?? 0
  anchors.set(base, seen + 1)
  const body = lines.join('\n').trim()
  return { anchor: seen === 0 ? base : `${base}-${seen}`, level, title, body, ruleIds: [...new Set(ruleIdsIn(`${title}\n${body}`))] }
}

/**
 * Splits a rules summary (Markdown) into its sections: the `#` title, the text before the first
 * `##` heading as an introduction (level 1, anchor `top`, when not empty), then one section per
 * `##` or `###` heading (a `##` section's body stops at its first `###`). Headings inside fenced
 * code blocks are text. Each section lists the rule ids it cites (`ruleIdsIn`).
 *
 * @example parseRulesText('# HM\n\n## 6. ZOC\n\nHM-ZOC-4 forbids...').sections[0].anchor // '6-zoc'
 */
export function parseRulesText(markdown: string): RulesDocument {
  const anchors = new Map<string, number>()
  const sections: RuleSection[] = []
  let title = ''
  let current: { level: number; title: string; lines: string[] } = { level: 1, title: '', lines: [] }
  let fenced = false
  for (const line of markdown.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const h = fenced ? null : /^(#{1,3})\s+(.*?)\s*#*\s*$/.exec(line)
    if (h && h[1] === '#' && title === '' && current.level === 1) {
      title = h[2]!
      current.title = title
      continue
    }
    if (h && h[1] !== '#') {
      if (current.level > 1 || current.lines.join('').trim() !== '') sections.push(section(current.level, current.title, current.lines, anchors))
      current = { level: h[1]!.length, title: h[2]!, lines: [] }
      continue
    }
    current.lines.push(line)
  }
  if (current.level > 1 || current.lines.join('').trim() !== '') sections.push(section(current.level, current.title, current.lines, anchors))
  return { title, sections }
}

/**
 * The section to open for a rule id: the one that cites it most often, the first of them on a
 * tie (the section where the rule is stated rather than one that recalls it), or `undefined`.
 */
export function findRuleSection(doc: RulesDocument, ruleId: string): RuleSection | undefined {
  let best: RuleSection | undefined
  let bestCount = 0
  for (const s of doc.sections) {
    if (!s.ruleIds.includes(ruleId)) continue
    const count = ruleIdsIn(`${s.title}\n${s.body}`).filter((id) => id === ruleId).length
    if (count > bestCount) [best, bestCount] = [s, count]
  }
  return best
}
