import type { HexGrid } from '../hex/HexGrid'

/** Largest budget a query may give: costs stay exact in 32-bit integers. */
export const MAX_BUDGET = 2 ** 30

/**
 * The checks every tick-based movement query shares (`ProfileSearch`, `flightPath`): the start
 * is on the map, the budget an integer number of ticks in 0..2^30, and each per-hex array (when
 * given) has the expected length. O(number of arrays).
 *
 * @param who the function or class name, for the message.
 * @param arrays `[name, array or undefined, expected length]`.
 * @throws RangeError naming the first bad field.
 * @internal
 */
export function checkMoveInputs(
  who: string, grid: HexGrid, start: number, budget: number, arrays: readonly [string, { length: number } | undefined, number][],
): void {
  if (!Number.isInteger(start) || start < 0 || start >= grid.size) {
    throw new RangeError(`${who}: start ${start} is not on the ${grid.width}x${grid.height} map`)
  }
  if (!Number.isInteger(budget) || budget < 0 || budget > MAX_BUDGET) {
    throw new RangeError(`${who}: budget must be an integer number of ticks in 0..2^30, got ${budget}`)
  }
  for (const [name, a, len] of arrays) {
    if (a !== undefined && a.length !== len) throw new RangeError(`${who}: ${name} has ${a.length} entries, the map needs ${len}`)
  }
}

/** The error of a search that meets a terrain index its `costByTerrain` does not cover. @internal */
export function uncoveredTerrain(who: string, hex: number, terrain: number): RangeError {
  return new RangeError(`${who}: hex ${hex} has terrain ${terrain}, which costByTerrain does not cover`)
}
