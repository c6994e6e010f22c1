import type { BenchFigure } from '@hexes/ai'
import { formatTargets } from './formatTargets'
import type { PlayoutFigures, SkirmishPlayoutBenchReport } from './runSkirmishPlayoutBench'

const f = (v: number, d = 1) => v.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d })
/** A median with its range: `39.9 [38.1–41.0]`. */
const fig = (x: BenchFigure, d = 1) => `${f(x.median, d)} [${f(x.min, d)}–${f(x.max, d)}]`
const results = (r: PlayoutFigures['results']) => Object.entries(r).map(([k, v]) => `${k} ${v}`).join(', ')

/**
 * A plain-text report of the skirmish playout bench: the checked playouts of the skirmish
 * scenario and of the baseline (medians of the rounds with their range), their ratio of µs per
 * action, then the target with PASS or MISS.
 */
export function formatSkirmishPlayoutBench(r: SkirmishPlayoutBenchReport): string {
  const s = r.scenario
  const b = r.baseline
  const lines: string[] = []
  lines.push(`Random playouts to the end of the game, every action checked (choice + checkAction + applyAction), ${r.rounds} interleaved rounds: median [range]`)
  lines.push(`baseline: the same playouts of ${b.name} (HEXES Med: no facing, no dice pools), timed in the same rounds`)
  lines.push('| Scenario | Playouts/s (checked) | µs/action | Actions/playout | Playouts/s (fast path) | Results |')
  lines.push('|---|---:|---:|---:|---:|---|')
  lines.push(`| ${s.name} | ${fig(s.playouts)} | ${fig(s.usPerAction)} | ${f(s.actionsPerPlayout, 0)} | ${f(s.fastPlayoutsPerSecond)} | ${results(s.results)} |`)
  lines.push(`| ${b.name} (baseline) | ${fig(b.playouts)} | ${fig(b.usPerAction)} | ${f(b.actionsPerPlayout, 0)} | | ${results(b.results)} |`)
  lines.push(`${s.name} / ${b.name}, µs per checked action, round by round: ${fig(r.ratio, 2)}x`)
  lines.push('')
  lines.push(...formatTargets(r, 'playouts'))
  return lines.join('\n')
}
