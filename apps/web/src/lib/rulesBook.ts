import { findRuleSection, parseRulesText, type PluginDefinition, type RuleSection, type RulesDocument, type RulesText } from '@hexes/core'

/** The rules summary of one rule set of a game: a plugin's (`manifest.rulesText`) or the core's. */
export interface RulesSource {
  /** The plugin id, or `core`. */
  readonly id: string
  readonly text: RulesText
}

/** One rules summary in one language, split into sections. */
export interface BookDoc {
  readonly source: string
  readonly doc: RulesDocument
}

/** A section of the book: where a rule is stated, or a search hit. */
export interface RulePlace {
  readonly source: string
  readonly doc: RulesDocument
  readonly section: RuleSection
}

/**
 * Loads the rules summaries of a game's mix, in mix order, then the core's: each plugin's
 * `manifest.rulesText()` and `@hexes/core/rules-text`, all imported on demand (they stay out of
 * the app's initial bundle). A plugin without texts, or whose loader fails, is left out.
 */
export async function loadRulesSources(plugins: readonly PluginDefinition<any>[]): Promise<RulesSource[]> {
  const own = await Promise.all(plugins.map(async (p): Promise<RulesSource | null> => {
    const load = p.manifest.rulesText
    if (!load) return null
    try {
      return { id: p.manifest.id, text: await load() }
    } catch {
      return null
    }
  }))
  const { coreRulesText } = await import('@hexes/core/rules-text')
  return [...own.filter((s): s is RulesSource => s !== null), { id: 'core', text: coreRulesText }]
}

/** The summaries in `lang` (English for a summary without that language), parsed. */
export function rulesBook(sources: readonly RulesSource[], lang: string): BookDoc[] {
  return sources.flatMap((s) => {
    const text = s.text[lang] ?? s.text.en ?? Object.values(s.text)[0]
    return text === undefined ? [] : [{ source: s.id, doc: parseRulesText(text) }]
  })
}

/** Where the book states a rule: the first summary (mix order) with a section that cites it. */
export function findRule(book: readonly BookDoc[], ruleId: string): RulePlace | undefined {
  for (const d of book) {
    const section = findRuleSection(d.doc, ruleId)
    if (section) return { source: d.source, doc: d.doc, section }
  }
  return undefined
}

/** Lower case without accents, for search. */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * The sections whose title or text holds every word of `query` (case and accents ignored), or
 * that cite it as a rule id; in book order, at most `limit`.
 */
export function searchRules(book: readonly BookDoc[], query: string, limit = 40): RulePlace[] {
  const words = fold(query).split(/\s+/).filter((w) => w !== '')
  if (words.length === 0) return []
  const id = query.trim().toUpperCase()
  const hits: RulePlace[] = []
  for (const d of book) {
    for (const section of d.doc.sections) {
      const hay = fold(`${section.title}\n${section.body}`)
      if (section.ruleIds.some((r) => r.toUpperCase() === id) || words.every((w) => hay.includes(w))) hits.push({ source: d.source, doc: d.doc, section })
      if (hits.length >= limit) return hits
    }
  }
  return hits
}
