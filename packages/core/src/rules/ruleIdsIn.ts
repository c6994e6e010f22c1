/** A rule id: a catalogue id (`HM-ZOC-3`, `GAP-HM-09`, `SW-9`) or a core id (`core/zoc-stop`). */
const ID = String.raw`(?:[A-Z][A-Z0-9]*-)*[A-Z][A-Z0-9]*-\d+|core\/[a-z]+(?:-[a-z]+)*`
/** A catalogue id's prefix and number, then what may follow: `, -3`, `/3`, `..5`, ` to HM-ZOC-6`, ` à -6`. */
const CITED = /\b((?:[A-Z][A-Z0-9]*-)*[A-Z][A-Z0-9]*)-(\d+)((?:(?:,\s*-|\/)\d+)*)(?:(?:\s+(?:to|à)\s+(?:\1)?-|\.\.)(\d+))?|\bcore\/[a-z]+(?:-[a-z]+)*/g
/** A range wider than this is not expanded (a typo, not a citation). */
const MAX_RANGE = 60

/** Matches one rule id anywhere in a text (for splitting a text into words and rule links). */
export const RULE_ID_PATTERN: RegExp = new RegExp(`\\b(?:${ID})`, 'g')

/**
 * Every rule id a text cites, in order, repeats included: plain ids (`HM-ZOC-4`, `core/undo`) and
 * the short forms of the rules summaries, expanded: `HM-ZOC-2, -3` and `HM-END-2/3` (the same
 * prefix), `HM-ZOC-1 to HM-ZOC-6`, `HM-SCN-1 à HM-SCN-4` and `HM-MORALE-3..5` (ranges; a
 * zero-padded number keeps its width: `GAP-SW-01 to GAP-SW-03`).
 *
 * @example ruleIdsIn('HM-LDR-2, -3 (GAP-HM-09)') // ['HM-LDR-2', 'HM-LDR-3', 'GAP-HM-09']
 */
export function ruleIdsIn(text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(CITED)) {
    const [whole, prefix, first, more, last] = m
    if (prefix === undefined || first === undefined) {
      out.push(whole)
      continue
    }
    const id = (n: string) => `${prefix}-${n}`
    out.push(id(first))
    for (const n of (more ?? '').match(/\d+/g) ?? []) out.push(id(n))
    if (last !== undefined) {
      const from = Number(more ? more.match(/\d+/g)!.at(-1) : first)
      const to = Number(last)
      const width = first.startsWith('0') ? first.length : 0
      if (to > from && to - from <= MAX_RANGE) for (let n = from + 1; n <= to; n++) out.push(id(String(n).padStart(width, '0')))
    }
  }
  return out
}
