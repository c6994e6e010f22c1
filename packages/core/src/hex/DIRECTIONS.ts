import type { Axial } from './Axial'

/**
 * The six neighbour directions of a flat-top hex, as axial offsets, clockwise from north.
 *
 * | index | name | axial `{ q, r }` |
 * |---|---|---|
 * | 0 | north (N) | `{ 0, -1 }` |
 * | 1 | north-east (NE) | `{ +1, -1 }` |
 * | 2 | south-east (SE) | `{ +1, 0 }` |
 * | 3 | south (S) | `{ 0, +1 }` |
 * | 4 | south-west (SW) | `{ -1, +1 }` |
 * | 5 | north-west (NW) | `{ -1, 0 }` |
 *
 * The opposite of direction `d` is `(d + 3) % 6`. Facing values (`UnitState.facing`), hexside
 * features (`HexsideFeature.dir`) and `HexGrid.neighbors` all use this order.
 */
export const DIRECTIONS: readonly Readonly<Axial>[] = Object.freeze([
  Object.freeze({ q: 0, r: -1 }),
  Object.freeze({ q: 1, r: -1 }),
  Object.freeze({ q: 1, r: 0 }),
  Object.freeze({ q: 0, r: 1 }),
  Object.freeze({ q: -1, r: 1 }),
  Object.freeze({ q: -1, r: 0 }),
])

/** Short names of {@link DIRECTIONS}, same order: `DIRECTION_NAMES[0] === 'N'`. */
export const DIRECTION_NAMES: readonly string[] = Object.freeze(['N', 'NE', 'SE', 'S', 'SW', 'NW'])

/**
 * The direction pointing back: `oppositeDirection(0) === 3` (north ↔ south).
 *
 * @param dir a direction index 0..5 (see {@link DIRECTIONS}).
 */
export function oppositeDirection(dir: number): number {
  return (dir + 3) % 6
}
