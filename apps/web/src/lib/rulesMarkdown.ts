import { RULE_ID_PATTERN } from '@hexes/core'

/**
 * A piece of a line of a rules summary: plain words, **strong**, *emphasis*, `code`, a link (its
 * text; `href` only for web addresses: the summaries' links to each other's files mean nothing in
 * the app) or a rule id (shown as a link to its text).
 */
export type InlinePiece =
  | { readonly kind: 'text' | 'strong' | 'em' | 'code'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href?: string }
  | { readonly kind: 'rule'; readonly text: string }

/** A block of a section's text. */
export type MarkdownBlock =
  | { readonly kind: 'p'; readonly text: string }
  | { readonly kind: 'ul' | 'ol'; readonly items: readonly string[] }
  | { readonly kind: 'table'; readonly head: readonly string[]; readonly rows: readonly (readonly string[])[] }
  | { readonly kind: 'code'; readonly text: string }

/** A whole rule id (a `code` piece that is one is shown as a rule link). */
const WHOLE_ID = new RegExp(`^(?:${RULE_ID_PATTERN.source})$`)

const INLINE = /(`[^`]+`)|(\*\*[^*]+\*\*)|(\*[^*\s][^*]*\*|_[^_\s][^_]*_)|(\[[^\]]+\]\([^)\s]+\))/g

/** Splits plain words into words and rule ids. */
function withRules(text: string, out: InlinePiece[]): void {
  let at = 0
  for (const m of text.matchAll(RULE_ID_PATTERN)) {
    if (m.index > at) out.push({ kind: 'text', text: text.slice(at, m.index) })
    out.push({ kind: 'rule', text: m[0] })
    at = m.index + m[0].length
  }
  if (at < text.length) out.push({ kind: 'text', text: text.slice(at) })
}

/** A line's words and rule ids only (no Markdown): for the app's own lines, such as a log detail. */
export function rulePieces(text: string): InlinePiece[] {
  const out: InlinePiece[] = []
  withRules(text, out)
  return out
}

/**
 * The inline pieces of a line (no HTML is ever produced: the app renders the pieces as text, so a
 * rule plugin's summary cannot inject markup). Rule ids in words and in strong text become `rule`
 * pieces.
 *
 * @example inlinePieces('**Default** (GAP-HM-09)') // strong 'Default', text ' (', rule 'GAP-HM-09', text ')'
 */
export function inlinePieces(line: string): InlinePiece[] {
  const out: InlinePiece[] = []
  let at = 0
  for (const m of line.matchAll(INLINE)) {
    if (m.index > at) withRules(line.slice(at, m.index), out)
    const s = m[0]
    if (m[1]) out.push(WHOLE_ID.test(s.slice(1, -1)) ? { kind: 'rule', text: s.slice(1, -1) } : { kind: 'code', text: s.slice(1, -1) })
    else if (m[2]) out.push({ kind: 'strong', text: s.slice(2, -2) })
    else if (m[3]) out.push({ kind: 'em', text: s.slice(1, -1) })
    else {
      const [, text, href] = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(s)!
      out.push({ kind: 'link', text: text!, ...(/^https?:\/\//.test(href!) ? { href: href! } : {}) })
    }
    at = m.index + s.length
  }
  if (at < line.length) withRules(line.slice(at), out)
  return out
}

const cells = (line: string) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim())

/**
 * The blocks of a section's Markdown: paragraphs, bullet and numbered lists (indented lines
 * continue an item), tables (`| a | b |` with a `|---|` line) and fenced code. Lines are joined
 * with spaces; anything else is a paragraph.
 */
export function markdownBlocks(body: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = []
  const lines = body.split(/\r?\n/)
  let i = 0
  while (i < lines.length) {
    const line = lines[i]!
    if (line.trim() === '') {
      i++
    } else if (/^\s*(```|~~~)/.test(line)) {
      const code: string[] = []
      for (i++; i < lines.length && !/^\s*(```|~~~)/.test(lines[i]!); i++) code.push(lines[i]!)
      blocks.push({ kind: 'code', text: code.join('\n') })
      i++
    } else if (line.trim().startsWith('|')) {
      const rows: string[][] = []
      for (; i < lines.length && lines[i]!.trim().startsWith('|'); i++) if (!/^\s*\|[\s|:-]+\|\s*$/.test(lines[i]!)) rows.push(cells(lines[i]!))
      blocks.push({ kind: 'table', head: rows[0] ?? [], rows: rows.slice(1) })
    } else if (/^\s*([-*]|\d+\.)\s+/.test(line)) {
      const kind = /^\s*\d+\./.test(line) ? 'ol' : 'ul'
      const items: string[] = []
      for (; i < lines.length && lines[i]!.trim() !== ''; i++) {
        const l = lines[i]!
        const item = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(l)
        if (item && !/^\s{4,}/.test(l)) items.push(item[1]!)
        else if (items.length > 0) items[items.length - 1] += ` ${l.trim()}`
      }
      blocks.push({ kind, items })
    } else {
      const para: string[] = []
      for (; i < lines.length && lines[i]!.trim() !== '' && !/^\s*(\||```|~~~|[-*]\s|\d+\.\s)/.test(lines[i]!); i++) para.push(lines[i]!.trim())
      if (para.length === 0) para.push(lines[i++]!.trim())
      blocks.push({ kind: 'p', text: para.join(' ') })
    }
  }
  return blocks
}

/** The words of a block, for search and for finding the blocks that cite a rule. */
export function blockText(b: MarkdownBlock): string {
  if (b.kind === 'p' || b.kind === 'code') return b.text
  if (b.kind === 'table') return [b.head, ...b.rows].map((r) => r.join(' | ')).join('\n')
  return b.items.join('\n')
}
