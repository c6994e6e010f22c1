import type { HexGrid } from '../hex/HexGrid'

/** Largest budget a query may give: costs stay exact in 32-bit integers. */
export const MAX_BUDGET = 2 ** 30

/**
 * The checks every tick-based movement query shares (`ProfileSearch`, `flightPath`): the start
 * is on the map and the budget an integer number of ticks in 0..2^30.
 *
 * @param who the function or class name, for the message.
 * @throws RangeError naming the bad field.
 * @internal
 */
export function checkStartAndBudget(who: string, grid: HexGrid, start: number, budget: number): void {
  if (!Number.isInteger(start) || start < 0 || start >= grid.size) {
    throw new RangeError(`${who}: start ${start} is not on the ${grid.width}x${grid.height} map`)
  }
  if (!Number.isInteger(budget) || budget < 0 || budget > MAX_BUDGET) {
    throw new RangeError(`${who}: budget must be an integer number of ticks in 0..2^30, got ${budget}`)
  }
}

/**
 * Checks that an optional per-hex (or per-hexside) array has `length` entries.
 *
 * @throws RangeError naming the array.
 * @internal
 */
export function checkLength(who: string, name: string, array: { length: number } | undefined, length: number): void {
  if (array !== undefined && array.length !== length) throw new RangeError(`${who}: ${name} has ${array.length} entries, the map needs ${length}`)
}

/** The error of a search that meets a terrain index its `costByTerrain` does not cover. @internal */
export function uncoveredTerrain(who: string, hex: number, terrain: number): RangeError {
  return new RangeError(`${who}: hex ${hex} has terrain ${terrain}, which costByTerrain does not cover`)
}
