import type { MoraleCheckResult } from './moraleOddsCheck'
import type { OddsCheckResult } from './runOddsCheck'

/** What {@link formatOddsCheck} prints besides the results. */
export interface OddsCheckSummary {
  /** Attacks per scenario (after deduplication across scenarios). */
  scenarios: { id: string; attacks: number }[]
  runs: number
  jobs: number
  /** Wall time, ms. */
  ms: number
}

const n = (x: number) => x.toLocaleString('en-US')

/**
 * The report of `hexes odds-check`: what was checked, the largest deviation seen, every failing
 * attack with its worst bin or the outcomes the odds do not have; then, for the attacks of the
 * games with the morale rules, each unit's chance to flee (or be captured, or retreat or lose a
 * step by HEXES Med's test), exact and resolved; and the time.
 */
export function formatOddsCheck(results: readonly OddsCheckResult[], s: OddsCheckSummary, morale: readonly MoraleCheckResult[] = []): string {
  const lines: string[] = []
  lines.push(`Exact odds of every skirmish attack against ${n(s.runs)} attacks resolved with seeded dice (within 4 standard errors)`)
  for (const sc of s.scenarios) lines.push(`  ${sc.id}: ${n(sc.attacks)} attacks (every attacker/target unit-type pair, both ways, deduplicated by plan)`)
  const bins = results.reduce((t, r) => t + r.bins, 0)
  const worst = results.reduce<OddsCheckResult | null>((w, r) => (r.worst && (!w?.worst || Math.abs(r.worst.z) > Math.abs(w.worst.z)) ? r : w), null)
  const where = (r: OddsCheckResult) => `${r.scenario}, ${r.pair}, ${r.name}`
  const binText = (b: NonNullable<OddsCheckResult['worst']>, runs: number) =>
    `${b.quantity} ${b.from === b.to ? b.from : `${b.from}..${b.to}`}: ${(b.observed / runs).toFixed(5)} resolved, ${b.p.toFixed(5)} exact, ${b.z.toFixed(2)} standard errors`
  const bin = (r: OddsCheckResult) => `${binText(r.worst!, r.runs)}${r.first ? ` (at ${n(r.runs)} attacks; first ${binText(r.first, s.runs)})` : ''}`
  lines.push(`  ${n(bins)} bins compared (hits, HP lost, push-back)${worst ? `; the farthest: ${where(worst)}, ${bin(worst)}` : ''}`)
  const rechecked = results.filter((r) => r.first)
  if (rechecked.length > 0) {
    lines.push(`  ${rechecked.length} attack${rechecked.length === 1 ? '' : 's'} with a bin outside 4 standard errors, resolved again ${n(rechecked[0]!.runs)} times with other dice (the recheck stands):`)
    for (const r of rechecked) lines.push(`    ${where(r)}: first ${binText(r.first!, s.runs)}; then ${binText(r.worst!, r.runs)}`)
  }
  if (morale.length > 0) {
    lines.push('')
    lines.push(`The aftermath of attacks with the morale rules (flees, captured, HEXES Med's retreats and steps) against ${n(s.runs)} attacks resolved with the event bus after them (within 4 standard errors)`)
    for (const r of morale) {
      const marks = r.bins.length ? r.bins.map((b) => `${b.unit} ${b.mark} ${b.p.toFixed(5)} exact, ${(b.observed / s.runs).toFixed(5)} resolved (${b.z.toFixed(2)})`).join('; ') : 'no mark possible'
      lines.push(`  ${r.game}, ${r.pair}, ${r.name}: ${marks}`)
    }
  }
  lines.push('')
  const failed = results.filter((r) => !r.ok)
  const moraleFailed = morale.filter((r) => !r.ok)
  if (failed.length + moraleFailed.length === 0) lines.push('Failures: none')
  else {
    lines.push(`Failures: ${failed.length + moraleFailed.length}`)
    for (const r of failed) lines.push(`  ${where(r)}: ${r.unseen.length ? `outcomes the odds do not have: ${r.unseen.join(', ')}` : bin(r)}`)
    for (const r of moraleFailed) lines.push(`  ${r.game}, ${r.pair}, ${r.name}: ${r.unseen.length ? `marks the odds do not have: ${r.unseen.join(', ')}` : r.bins.filter((b) => Math.abs(b.z) > 4).map((b) => `${b.unit} ${b.mark} ${b.z.toFixed(2)} standard errors`).join(', ')}`)
  }
  lines.push(`Time: ${(s.ms / 1000).toFixed(1)} s on ${s.jobs} thread${s.jobs === 1 ? '' : 's'}`)
  return `${lines.join('\n')}\n`
}
