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
 * attack with its worst bin or the outcomes the odds do not have, and the time.
 */
export function formatOddsCheck(results: readonly OddsCheckResult[], s: OddsCheckSummary): string {
  const lines: string[] = []
  lines.push(`Exact odds of every skirmish attack against ${n(s.runs)} attacks resolved with seeded dice (within 4 standard errors)`)
  for (const sc of s.scenarios) lines.push(`  ${sc.id}: ${n(sc.attacks)} attacks (every attacker/target unit-type pair, both ways, deduplicated by plan)`)
  const bins = results.reduce((t, r) => t + r.bins, 0)
  const worst = results.reduce<OddsCheckResult | null>((w, r) => (r.worst && (!w?.worst || Math.abs(r.worst.z) > Math.abs(w.worst.z)) ? r : w), null)
  const where = (r: OddsCheckResult) => `${r.scenario}, ${r.pair}, ${r.name}`
  const bin = (r: OddsCheckResult) => {
    const b = r.worst!
    return `${b.quantity} ${b.from === b.to ? b.from : `${b.from}..${b.to}`}: ${(b.observed / s.runs).toFixed(5)} resolved, ${b.p.toFixed(5)} exact, ${b.z.toFixed(2)} standard errors`
  }
  lines.push(`  ${n(bins)} bins compared (hits, HP lost, push-back)${worst ? `; the farthest: ${where(worst)}, ${bin(worst)}` : ''}`)
  lines.push('')
  const failed = results.filter((r) => !r.ok)
  if (failed.length === 0) lines.push('Failures: none')
  else {
    lines.push(`Failures: ${failed.length}`)
    for (const r of failed) lines.push(`  ${where(r)}: ${r.unseen.length ? `outcomes the odds do not have: ${r.unseen.join(', ')}` : bin(r)}`)
  }
  lines.push(`Time: ${(s.ms / 1000).toFixed(1)} s on ${s.jobs} thread${s.jobs === 1 ? '' : 's'}`)
  return `${lines.join('\n')}\n`
}
