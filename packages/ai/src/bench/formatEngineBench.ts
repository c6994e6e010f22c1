import type { BenchFigure } from './benchFigure'
import type { EngineBenchReport } from './runEngineBench'

const f = (v: number | null, d = 1) => (v === null || Number.isNaN(v) ? 'n/a' : v.toFixed(d))
/** A median with its range: `39.9 [38.1–41.0]`. */
const fig = (x: BenchFigure, d = 1) => `${f(x.median, d)} [${f(x.min, d)}–${f(x.max, d)}]`

/**
 * A plain-text report of {@link runEngineBench}: the checked playouts of each scenario next to
 * the reference engine (medians of the rounds with their range), the single operations, and the
 * targets with PASS or MISS.
 */
export function formatEngineBench(r: EngineBenchReport): string {
  const lines: string[] = []
  lines.push(`Random playouts to the end of the game, every action checked (choice + checkAction + applyAction), ${r.rounds} interleaved rounds with the reference engine: median [range]`)
  lines.push('| Scenario | Playouts/s (checked) | µs/action | Reference µs/action | Engine / reference | Reference playouts/s | Playouts/s (fast path) | Actions/playout | Results |')
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---|')
  for (const row of r.rows) {
    const res = Object.entries(row.results).map(([k, v]) => `${k} ${v}`).join(', ')
    const ref = row.reference
    const refCols = 'ratio' in ref ? `${fig(ref.usPerAction, 2)} | ${fig(ref.ratio, 2)}x | ${fig(ref.playoutsPerSecond, 0)}` : 'n/a | n/a | n/a'
    lines.push(`| ${row.name} | ${fig(row.playouts)} | ${f(row.usPerAction)} | ${refCols} | ${f(row.fastPlayoutsPerSecond)} | ${f(row.actionsPerPlayout, 0)} | ${res} |`)
  }
  for (const row of r.rows) if ('unsupported' in row.reference) lines.push(`(${row.name}: no reference figures: ${row.reference.unsupported})`)
  lines.push('')
  lines.push('Cost of single operations on a mid-game state, µs per call:')
  lines.push('| Scenario | State JSON bytes | cloneState (initial) | cloneState (mid-game) | JSON round trip | checkAction move | applyAction move | applyAction end-phase | movementRange | legalActions | combatOdds |')
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const row of r.rows) {
    const m = row.micro
    lines.push(`| ${row.name} | ${row.stateBytes} | ${f(m.cloneInitial)} | ${f(m.cloneMidGame)} | ${f(m.jsonRoundTrip)} | ${f(m.checkMove)} | ${f(m.applyMove)} | ${f(m.applyEndPhase)} | ${f(m.movementRange)} | ${f(m.legalActions)} | ${f(m.combatOdds)} |`)
  }
  lines.push('')
  if (r.rows.some((row) => row.odds)) {
    lines.push('Exact odds of the mid-game attack (combatOdds over every die outcome) against a direct table lookup of the same distribution, interleaved, µs per call:')
    lines.push('| Scenario | combatOdds | Lookup | Odds / lookup | Same distribution | Outcomes | Die sequences |')
    lines.push('|---|---:|---:|---:|---|---:|---:|')
    for (const row of r.rows) {
      const o = row.odds
      lines.push(o ? `| ${row.name} | ${f(o.oddsUs, 2)} | ${f(o.lookupUs, 2)} | ${f(o.ratio, 2)}x | ${o.equal ? 'yes' : 'NO'} | ${o.outcomes} | ${o.leaves} |` : `| ${row.name} | n/a | n/a | n/a | n/a | | |`)
    }
    lines.push('')
  }
  const first = r.rows[0]
  if (first) {
    const ratio = 'ratio' in first.reference ? `${f(first.reference.ratio.median, 2)}x` : 'no reference'
    lines.push(`Target: ${r.target} checked playouts/s on ${first.name}: ${r.passPlayouts ? 'PASS' : 'MISS'} (${f(first.playoutsPerSecond)}/s)`)
    lines.push(`Target: at most ${r.maxRatio}x the reference's µs per checked action on ${first.name}: ${r.passRatio ? 'PASS' : 'MISS'} (${ratio})`)
    const worst = Math.max(...r.rows.map((row) => row.odds?.ratio ?? Infinity))
    lines.push(`Target: exact odds at most ${r.maxOddsRatio}x the direct lookup, and equal to it: ${r.passOdds ? 'PASS' : 'MISS'} (${Number.isFinite(worst) ? `${f(worst, 2)}x at worst` : 'no lookup'})`)
  }
  return `${lines.join('\n')}\n`
}
