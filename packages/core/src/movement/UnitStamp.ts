import type { HexGrid } from '../hex/HexGrid'
import { OCC_ENEMY, OCC_FRIEND } from './MoveQuery'
import { clearStamp, stampUnits } from './stampUnits'

/**
 * Owns the `occupancy` and `zoc` arrays of movement queries for one map and restamps them per
 * query without ever clearing the whole map.
 *
 * Two layers, each undone from its own list:
 * - enemies and their ZOC (with the hexside costs that stop ZOC): restamped only when the enemy
 *   list, the ZOC list or the `sideCost` array (compared by identity) differ from the previous
 *   call, which costs one O(units) comparison. Within a movement phase the enemies do not move,
 *   so successive queries skip this, the expensive part;
 * - friends: restamped whenever the list differs (O(friends)).
 *
 * Lists are compared by content, so passing a freshly built array each query is fine. Treat the
 * arrays as read-only: a write outside `UnitStamp` would survive the next stamp. Call
 * {@link UnitStamp.clear} after mutating a `sideCost` array in place.
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
  private enemies: Int32Array = new Int32Array(16)
  private nEnemies = -1 // -1: no enemy layer stamped
  private zocs: Int32Array = new Int32Array(16)
  private nZocs = 0
  private side: Uint16Array | undefined
  private friends: Int32Array = new Int32Array(16)
  private nFriends = 0

  constructor(grid: HexGrid) {
    this.grid = grid
    this.occupancy = new Int8Array(grid.size)
    this.zoc = new Uint8Array(grid.size)
    this.touched = new Int32Array(grid.size)
  }

  /**
   * Makes the arrays describe exactly these units (see `stampUnits` for each list's meaning; an
   * enemy and a friend on the same hex: the enemy wins).
   *
   * @param sideCost optional hexside costs: ZOC does not cross impassable hexsides (GAP-HM-09).
   * @throws RangeError when a hex is off the map (the arrays are then left empty).
   */
  stamp(friendlyHexes: readonly number[], enemyHexes: readonly number[], zocHexes: readonly number[], sideCost?: Uint16Array): this {
    const occ = this.occupancy
    if (this.nEnemies < 0 || sideCost !== this.side || !same(this.enemies, this.nEnemies, enemyHexes) || !same(this.zocs, this.nZocs, zocHexes)) {
      this.clear()
      try {
        this.count = stampUnits(this.grid, [], enemyHexes, zocHexes, occ, this.zoc, { touched: this.touched, sideCost })
      } catch (e) {
        this.count = 0
        this.occupancy.fill(0)
        this.zoc.fill(0)
        throw e
      }
      this.enemies = remember(this.enemies, enemyHexes)
      this.nEnemies = enemyHexes.length
      this.zocs = remember(this.zocs, zocHexes)
      this.nZocs = zocHexes.length
      this.side = sideCost
    } else if (same(this.friends, this.nFriends, friendlyHexes)) {
      return this
    } else {
      this.clearFriends()
    }
    const size = this.grid.size
    for (let k = 0; k < friendlyHexes.length; k++) {
      const h = friendlyHexes[k]
      if (!(h >= 0 && h < size)) {
        this.clear()
        throw new RangeError(`UnitStamp: hex ${h} is not on the ${this.grid.width}x${this.grid.height} map`)
      }
      if (occ[h] !== OCC_ENEMY) occ[h] = OCC_FRIEND
    }
    this.friends = remember(this.friends, friendlyHexes)
    this.nFriends = friendlyHexes.length
    return this
  }

  /** Removes every unit and ZOC mark (O(hexes stamped)). */
  clear(): void {
    this.clearFriends()
    clearStamp(this.touched, this.count, this.occupancy, this.zoc)
    this.count = 0
    this.nEnemies = -1
    this.nZocs = 0
    this.side = undefined
  }

  private clearFriends(): void {
    const occ = this.occupancy
    for (let k = 0; k < this.nFriends; k++) {
      const h = this.friends[k]
      if (occ[h] === OCC_FRIEND) occ[h] = 0
    }
    this.nFriends = 0
  }
}

function same(prev: Int32Array, n: number, next: readonly number[]): boolean {
  if (n !== next.length) return false
  for (let k = 0; k < n; k++) if (prev[k] !== next[k]) return false
  return true
}

function remember(buf: Int32Array, list: readonly number[]): Int32Array {
  const out = buf.length >= list.length ? buf : new Int32Array(Math.max(list.length, buf.length * 2))
  for (let k = 0; k < list.length; k++) out[k] = list[k]
  return out
}
