import { formatTargets } from './formatTargets'
import type { MovementBenchReport } from './runMovementBench'

/**
 * A plain-text table of a movement benchmark report: per-map median µs per query for the three
 * implementations and the speed-up ratios, the distance-field time, the `ProfileSearch` table,
 * then each target with PASS or MISS.
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
  if (report.profile.length > 0) {
    const m = report.profile[0].paces
    lines.push(`ProfileSearch, same maps and starts (all answers checked): without facing next to MovementSearch (MP ${report.mp});`)
    lines.push(`with facing (M${m}: ${m * 4} ticks, 'front' steps, wheels 1 pace/60°, about-face M/2) against a Map reference over (hex, facing)`)
    lines.push(profileRow(['map', 'Movement µs', 'Profile µs', 'price', 'facing µs', 'reference µs', 'vs ref', 'dest/q', 'states/q']))
    for (const p of report.profile) {
      lines.push(profileRow([
        p.label, p.movementSearchUs.toFixed(2), p.profileUs.toFixed(2), `${p.profileVsMovement.toFixed(2)}x`, p.facingUs.toFixed(2),
        p.facingReferenceUs.toFixed(1), `${p.facingVsReference.toFixed(1)}x`, p.meanFacingDestinations.toFixed(1), p.meanFacingStates.toFixed(1),
      ]))
    }
    lines.push('(median µs per query; "price": ProfileSearch / MovementSearch on the same queries, in the same run)')
    lines.push('')
  }
  lines.push(...formatTargets(report, 'queries'))
  return lines.join('\n')
}

function row(cells: string[]): string {
  return pad(cells, [9, 8, 7, 10, 13, 13, 13, 8, 12])
}

function profileRow(cells: string[]): string {
  return pad(cells, [9, 12, 11, 7, 10, 13, 8, 7, 9])
}

function pad(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' ')
}
