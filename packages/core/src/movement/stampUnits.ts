import type { HexGrid } from '../hex/HexGrid'
import { IMPASSABLE, OCC_ENEMY, OCC_FRIEND } from './MoveQuery'

/** Options of {@link stampUnits}. */
export interface StampOptions {
  /**
   * When given, every hex that this call turns from "empty, no ZOC" into something is appended
   * here (from index `touchedStart`), so that {@link clearStamp} can undo the stamp in O(hexes).
   * Must hold at least `grid.size` entries.
   */
  touched?: Int32Array
  /** Where to start appending in `touched` (default 0). */
  touchedStart?: number
  /**
   * Hexside costs (`hex * 6 + dir`): ZOC does not extend across an `IMPASSABLE` hexside
   * (GAP-HM-09).
   */
  sideCost?: Uint16Array
}

/**
 * Stamps units into the `occupancy` / `zoc` arrays of a `MoveQuery`.
 *
 * - `occ[h] = 1` (friend) for `friendlyHexes`, `2` (enemy) for `enemyHexes` (the moving unit's own
 *   hex should not be listed);
 * - `zoc[n] = 1` for every on-map neighbour `n` of each hex in `zocHexes`, the enemies that exert a
 *   ZOC (HM-ZOC-1: units yes, leaders no, GAP-HM-09), except across an impassable hexside.
 *
 * Writes are additive: stamp into clean arrays, or clear the previous stamp first
 * ({@link clearStamp}, or let `UnitStamp` do both).
 *
 * @returns the index in `options.touched` after the last appended hex (`touchedStart` when no
 *   `touched` list was given).
 * @throws RangeError when a hex index is not on the map.
 */
export function stampUnits(
  grid: HexGrid, friendlyHexes: readonly number[], enemyHexes: readonly number[], zocHexes: readonly number[],
  occ: Int8Array, zoc: Uint8Array, options: StampOptions = {},
): number {
  const size = grid.size
  const nb = grid.neighbors
  const touched = options.touched
  const side = options.sideCost
  let t = options.touchedStart ?? 0
  for (let k = 0; k < friendlyHexes.length; k++) {
    const h = friendlyHexes[k]
    if (!(h >= 0 && h < size)) throw badHex(grid, h)
    if (touched !== undefined && occ[h] === 0 && zoc[h] === 0) touched[t++] = h
    occ[h] = OCC_FRIEND
  }
  for (let k = 0; k < enemyHexes.length; k++) {
    const h = enemyHexes[k]
    if (!(h >= 0 && h < size)) throw badHex(grid, h)
    if (touched !== undefined && occ[h] === 0 && zoc[h] === 0) touched[t++] = h
    occ[h] = OCC_ENEMY
  }
  for (let k = 0; k < zocHexes.length; k++) {
    const h = zocHexes[k]
    if (!(h >= 0 && h < size)) throw badHex(grid, h)
    const base = h * 6
    for (let d = 0; d < 6; d++) {
      const n = nb[base + d]
      if (n < 0 || zoc[n] !== 0) continue
      if (side !== undefined && side[base + d] === IMPASSABLE) continue
      if (touched !== undefined && occ[n] === 0) touched[t++] = n
      zoc[n] = 1
    }
  }
  return t
}

/** Undoes a stamp: zeroes `occ` and `zoc` at `touched[0 .. count - 1]`. */
export function clearStamp(touched: Int32Array, count: number, occ: Int8Array, zoc: Uint8Array): void {
  for (let k = 0; k < count; k++) {
    const h = touched[k]
    occ[h] = 0
    zoc[h] = 0
  }
}

function badHex(grid: HexGrid, h: number): RangeError {
  return new RangeError(`stampUnits: hex ${h} is not on the ${grid.width}x${grid.height} map`)
}
