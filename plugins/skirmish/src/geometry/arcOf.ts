import { DIRECTIONS, type HexGrid } from '@hexes/core'
import type { Arc } from '../combat/AttackSituation'

/** The arcs in the order the rules weigh them: front, flank, rear (GAP-SK-02). */
export const ARCS: readonly Arc[] = Object.freeze(['front', 'flank', 'rear'])

/**
 * Flat-top hex centres scaled so that the dot product of two hex vectors is an integer:
 * x = 3q, y = √3 (2r + q), and (√3)² = 3. Exact arithmetic, no angle is ever computed.
 */
function dot(aq: number, ar: number, bq: number, br: number): number {
  return 9 * aq * bq + 3 * (2 * ar + aq) * (2 * br + bq)
}

/**
 * The arc of a unit's facing that `other` lies in (GAP-SK-02): with θ the angle between the
 * faced hexside's direction and the line from the unit's hex centre to `other`'s centre,
 * **front** (F, FL, FR) is θ ≤ 90°, **flank** (RL, RR) is 90° < θ ≤ 150°, **rear** (R) is
 * θ > 150°. A centre exactly on a boundary goes to the side nearer the front: 90° is front, 150°
 * is flank (only hexes on the lines through the unit's hex corners sit on a boundary; the first
 * of them are 2 hexes away). The six neighbours are F (0°), FL/FR (60°), RL/RR (120°) and R (180°).
 *
 * Integer arithmetic only: θ ≤ 90° ⇔ dot ≥ 0; θ > 150° ⇔ dot < 0 and 4·dot² > 3·|f|²·|v|².
 *
 * @param facing the unit's facing 0..5 (`DIRECTIONS`)
 * @throws RangeError when `other` is the unit's own hex
 */
export function arcOf(grid: HexGrid, unitHex: number, facing: number, other: number): Arc {
  if (other === unitHex) throw new RangeError('arcOf: the other hex is the unit\'s own')
  if (!(unitHex >= 0 && unitHex < grid.size && other >= 0 && other < grid.size)) throw new RangeError(`arcOf: hex ${unitHex} or ${other} is not on this ${grid.width}x${grid.height} map`)
  // Straight from the grid's axial arrays: no object per call (charges ask it per target and contact hex).
  const vq = grid.axialQ[other]! - grid.axialQ[unitHex]!
  const vr = grid.axialR[other]! - grid.axialR[unitHex]!
  const f = DIRECTIONS[facing]!
  const d = dot(f.q, f.r, vq, vr)
  if (d >= 0) return 'front'
  return 4 * d * d > 3 * dot(f.q, f.r, f.q, f.r) * dot(vq, vr, vq, vr) ? 'rear' : 'flank'
}

/**
 * The hexes next to a unit through which contact comes from `arc` (GAP-SK-02, GAP-SK-25): front
 * F, FL, FR; flank RL, RR; rear R. On-map hexes only, in direction order.
 */
export function arcHexes(grid: HexGrid, unitHex: number, facing: number, arc: Arc): number[] {
  const out: number[] = []
  for (let d = 0; d < 6; d++) {
    const n = grid.neighbors[unitHex * 6 + d]!
    if (n >= 0 && arcOf(grid, unitHex, facing, n) === arc) out.push(n)
  }
  return out
}
