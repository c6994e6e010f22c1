import type { HexGrid } from '../hex/HexGrid'
import { clearStamp, stampUnits } from './stampUnits'

/**
 * Owns the `occupancy` and `zoc` arrays of movement queries for one map and restamps them per
 * query in O(units + ZOC hexes): each {@link UnitStamp.stamp} first undoes the previous stamp from
 * its touched list, so the arrays are never cleared in full.
 *
 * @example
 * const units = new UnitStamp(grid)
 * units.stamp(friendHexes, enemyHexes, enemyHexes) // enemies exert ZOC (HM-ZOC-1)
 * search.search({ ..., occupancy: units.occupancy, zoc: units.zoc })
 */
export class UnitStamp {
  /** The map. */
  readonly grid: HexGrid
  /** Per hex: 0 empty, 1 friend, 2 enemy (`MoveQuery.occupancy`). */
  readonly occupancy: Int8Array
  /** Per hex: 1 in enemy ZOC (`MoveQuery.zoc`). */
  readonly zoc: Uint8Array
  private readonly touched: Int32Array
  private count = 0

  constructor(grid: HexGrid) {
    this.grid = grid
    this.occupancy = new Int8Array(grid.size)
    this.zoc = new Uint8Array(grid.size)
    this.touched = new Int32Array(grid.size)
  }

  /**
   * Replaces the current stamp with these units (see `stampUnits` for the meaning of each list).
   *
   * @param sideCost optional hexside costs: ZOC does not cross impassable hexsides (GAP-HM-09).
   */
  stamp(friendlyHexes: readonly number[], enemyHexes: readonly number[], zocHexes: readonly number[], sideCost?: Uint16Array): this {
    this.clear()
    this.count = stampUnits(this.grid, friendlyHexes, enemyHexes, zocHexes, this.occupancy, this.zoc, {
      touched: this.touched,
      sideCost,
    })
    return this
  }

  /** Removes every unit and ZOC mark (O(hexes stamped)). */
  clear(): void {
    clearStamp(this.touched, this.count, this.occupancy, this.zoc)
    this.count = 0
  }
}
