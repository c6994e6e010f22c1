import { formatTargets } from './formatTargets'
import type { SkirmishOddsBenchReport } from './runSkirmishOddsBench'

const us = (x: number | null): string => (x === null ? '—' : x.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }))

/**
 * A plain-text report of the skirmish odds bench: one line per attack (pair, attack, dice,
 * outcomes, paths, median µs of the exact odds and of the direct DP, their ratio), then the target
 * with PASS or MISS.
 */
export function formatSkirmishOddsBench(report: SkirmishOddsBenchReport): string {
  const lines: string[] = []
  lines.push('Skirmish odds bench: exact odds of every representative attack (attackOdds: enumerateOutcomes over the resolver of play)')
  lines.push(`next to the direct DP of the same hits:hpLost distribution, timed in the same run; ${report.checkedOutcomes} outcomes checked, all agree exactly`)
  lines.push('')
  const w0 = Math.max(22, ...report.attacks.map((a) => a.pair.length + 2))
  const w1 = Math.max(40, ...report.attacks.map((a) => a.name.length + 2))
  const pad = (cells: string[]) => cells[0].padEnd(w0) + cells[1].padEnd(w1) + cells.slice(2).map((c, i) => c.padStart(i < 3 ? 6 : 11)).join('')
  lines.push(pad(['pair', 'attack', 'dice', 'outc.', 'paths', 'exact µs', 'direct µs', 'ratio']))
  for (const a of report.attacks) {
    lines.push(pad([a.pair, a.name, String(a.dice), String(a.outcomes), String(a.leaves), us(a.exactUs), us(a.directUs), a.ratio === null ? '—' : `${a.ratio.toFixed(1)}x`]))
  }
  lines.push(`(median µs per whole distribution over ${report.rounds} interleaved round${report.rounds === 1 ? '' : 's'} after warm-up; the direct DP has no form for automatic hits)`)
  lines.push(`${report.attacks.length} attacks, ${report.overTarget} over 1 ms`)
  lines.push('')
  lines.push(...formatTargets(report, 'samples'))
  return lines.join('\n')
}
