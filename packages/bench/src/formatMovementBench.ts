import { formatTargets } from './formatTargets'
import type { MovementBenchReport } from './runMovementBench'

/**
 * A plain-text table of a movement benchmark report: per-map median µs per query for the three
 * implementations and the speed-up ratios, the distance-field time, then each target with PASS or
 * MISS.
 */
export function formatMovementBench(report: MovementBenchReport): string {
  const lines: string[] = []
  lines.push(`Movement benchmark: MP ${report.mp}, ZOC on, seed ${report.seed}, ${report.checkedQueries} queries checked (all implementations agree)`)
  lines.push('')
  lines.push(row(['map', 'queries', 'dest/q', 'engine µs', 'full restamp', 'reference µs', 'honeycomb µs', 'vs ref', 'vs honeycomb']))
  for (const m of report.maps) {
    lines.push(row([
      m.label, String(m.queries), m.meanDestinations.toFixed(1), m.engineUs.toFixed(2), m.engineFullRestampUs.toFixed(2), m.referenceUs.toFixed(1),
      m.honeycombUs.toFixed(1), `${m.vsReference.toFixed(1)}x`, `${m.vsHoneycomb.toFixed(1)}x`,
    ]))
  }
  lines.push('(median µs per query; "full restamp": the engine without UnitStamp\'s unit-list diff)')
  lines.push('')
  lines.push(`distance field 100x100 (whole map, no MP limit): ${report.distanceFieldMs.toFixed(3)} ms`)
  lines.push('')
  lines.push(...formatTargets(report, 'queries'))
  return lines.join('\n')
}

function row(cells: string[]): string {
  const widths = [9, 8, 7, 10, 13, 13, 13, 8, 12]
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' ')
}
