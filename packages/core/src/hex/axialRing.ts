import type { Axial } from './Axial'
import { DIRECTIONS } from './DIRECTIONS'

/**
 * The hexes at exactly `radius` steps from `center`, clockwise, starting with the hex straight
 * north of the centre (`center + radius * DIRECTIONS[0]`).
 *
 * A ring of radius 0 is `[center]`; a ring of radius `n > 0` has `6n` hexes. Off-map positions are
 * included (the rectangle is `HexGrid`'s business: see `HexGrid.ring`).
 *
 * @throws RangeError when `radius` is not a non-negative integer.
 * @example axialRing({ q: 0, r: 0 }, 1) // N, NE, SE, S, SW, NW neighbours in that order
 */
export function axialRing(center: Axial, radius: number): Axial[] {
  if (!Number.isInteger(radius) || radius < 0) {
    throw new RangeError(`axialRing: radius must be a non-negative integer, got ${radius}`)
  }
  if (radius === 0) return [{ q: center.q, r: center.r }]
  const out: Axial[] = []
  let q = center.q + DIRECTIONS[0].q * radius
  let r = center.r + DIRECTIONS[0].r * radius
  // From the north corner, side k walks in direction k + 2: SE, S, SW, NW, N, NE.
  for (let side = 0; side < 6; side++) {
    const d = DIRECTIONS[(side + 2) % 6]
    for (let step = 0; step < radius; step++) {
      out.push({ q, r })
      q += d.q
      r += d.r
    }
  }
  return out
}
