/**
 * Movement range search on flat typed arrays: the hot path of move validation, the UI's
 * "where can this unit go" overlay and the AI.
 *
 * Design
 * - A `MovementSearch` is bound to one `HexGrid` and owns every buffer a query needs, allocated
 *   once: `cost`, `prev`, `canEnd`, `stops` (one entry per hex), a touched list, and a bucket
 *   queue. Queries allocate only the small `MoveRange` wrapper.
 * - No query clears O(map) memory. The per-hex arrays are kept exact ("-1 / 0 everywhere") between
 *   queries by undoing, at the start of each query, only the hexes the previous query touched
 *   (the touched list). Each query bumps an `epoch`; a `MoveRange` remembers its epoch, so reading
 *   a range after a later query is detected and throws instead of returning another unit's data.
 *   (A dirty list rather than per-hex epoch stamps keeps the exported arrays exact, so callers read
 *   `cost[h]` without an extra stamp check.) `UnitStamp` does the same for occupancy and ZOC (and
 *   skips restamping a layer whose unit list did not change), so "stamp the units + search" costs
 *   O(units + hexes reached), not O(map).
 * - Dijkstra with a bucket queue (Dial): costs are small integers, so bucket `c` holds the hexes
 *   reached at cost `c`; a ring of power-of-two size larger than the largest step (or than the
 *   allowance, for a bounded query) suffices. Buckets are FIFO linked lists in a preallocated pool;
 *   outdated entries are skipped when popped (lazy deletion).
 * - Only hexes that will be expanded are queued: a hex where the move stops (ZOC, ford) or reached
 *   too late to afford any further step is costed but never queued.
 * - Without hexside costs, the cost of entering a hex does not depend on the hex it is entered
 *   from, so the first time a hex is reached (from its earliest-settled neighbour) is final: the
 *   search then skips every reached neighbour with one test ("exact" mode). With hexside costs it
 *   falls back to ordinary relaxation.
 * - In that exact mode (and unless the start is in enemy ZOC), a hex entered from `p` examines only
 *   its 3 neighbours away from `p`: the other 3 were already judged, for good, from `p` or before.
 *   This halves the work per hex without changing any result (see the `forward` comment).
 * - `MoveRange.reachable` is listed in index order without sorting, by scanning the bounding box
 *   of the touched hexes (tracked during the search) row by row.
 * - Determinism: hexes are settled by increasing cost, FIFO within a cost, neighbours in
 *   `DIRECTIONS` order; a hex's `prev` changes only on a strictly cheaper cost. So the reported
 *   path is the first cheapest one found in that order.
 * - Measured by `@hexes/bench` (`runMovementBench`) against a `Map<string>` reference and
 *   honeycomb-grid; keep it there when changing this loop.
 *
 * Rules (catalogue §1.1): cost to enter = terrain cost (+ hexside cost) (HM-MOVE-4, GAP-HM-03);
 * impassable never entered (HM-MOVE-6); never enter an enemy (HM-MOVE-10); pass through but never
 * end on a friend (HM-MOVE-8/9); entering enemy ZOC ends the move (HM-ZOC-3); no step from enemy
 * ZOC straight into enemy ZOC (HM-ZOC-4), which, because entering ZOC stops, only concerns the
 * first step from a start hex in ZOC, and leaving into a ZOC-free hex lets the unit go on
 * (HM-ZOC-5); a friend in enemy ZOC can be neither passed nor ended on (GAP-HM-09); stop terrain
 * ends the move (ford); optional minimum move (GAP-HM-03). Because every stop condition belongs
 * to the hex entered (and the ZOC-to-ZOC ban only to steps out of the start), a plain
 * single-state-per-hex Dijkstra is exact.
 */

import type { HexGrid } from '../hex/HexGrid'
import { FloodFill, type FloodResult } from './FloodFill'
import { IMPASSABLE, OCC_ENEMY, OCC_FRIEND, type DistanceFieldOptions, type MoveQuery } from './MoveQuery'
import { addMinimumMove } from './addMinimumMove'
import { MoveRange, type MoveScratch } from './MoveRange'
import { maxStepCost, minStepCost } from './stepCosts'

/**
 * Directions to examine: `ORDER[0..5]` all six; `ORDER[6 + 3d .. 8 + 3d]` the three neighbours of a
 * hex entered by a step in direction `d` that are not adjacent to the hex it came from, i.e.
 * `d - 1, d, d + 1` (sorted, so examination keeps `DIRECTIONS` order).
 */
const ORDER = Uint8Array.from([0, 1, 2, 3, 4, 5, 0, 1, 5, 0, 1, 2, 1, 2, 3, 2, 3, 4, 3, 4, 5, 0, 4, 5])

/** Largest allowance for which the bucket ring is sized from the allowance alone. */
const SMALL_LIMIT = 4095

/**
 * Movement range and distance fields for one map, with reusable scratch buffers.
 *
 * @example
 * const search = new MovementSearch(grid)
 * const stamp = new UnitStamp(grid)
 * stamp.stamp(friendHexes, enemyHexes, enemyHexes)
 * const range = search.search({ start, mp: 6, terrain, costByTerrain,
 *   occupancy: stamp.occupancy, zoc: stamp.zoc })
 * range.reachable // legal destinations, ascending
 */
export class MovementSearch {
  /** The map this search works on. */
  readonly grid: HexGrid
  private readonly scratch: MoveScratch
  private readonly noOcc: Int8Array
  private readonly noZoc: Uint8Array
  private readonly noStop = new Uint8Array(256)
  private readonly flood: FloodFill
  // Bucket queue: FIFO singly linked lists over a pool of entries.
  private readonly qNode: Int32Array
  private readonly qNext: Int32Array
  /** Per entry: where its directions start in `ORDER` (0: all six). */
  private readonly qFrom: Uint8Array
  private head = new Int32Array(16).fill(-1)
  private tail = new Int32Array(16).fill(-1)

  constructor(grid: HexGrid) {
    this.grid = grid
    const n = grid.size
    this.scratch = {
      epoch: 0,
      width: grid.width,
      box: new Int32Array(4),
      cost: new Int32Array(n).fill(-1),
      prev: new Int32Array(n).fill(-1),
      canEnd: new Uint8Array(n),
      stops: new Uint8Array(n),
      touched: new Int32Array(n),
      touchedCount: 0,
    }
    this.noOcc = new Int8Array(n)
    this.noZoc = new Uint8Array(n)
    this.flood = new FloodFill(grid)
    // Every directed neighbour pair is relaxed at most once, plus the start.
    this.qNode = new Int32Array(n * 6 + 1)
    this.qNext = new Int32Array(n * 6 + 1)
    this.qFrom = new Uint8Array(n * 6 + 1)
  }

  /**
   * Movement range of one unit (HM-MOVE, HM-ZOC, GAP-HM-03, GAP-HM-09): every hex it can reach
   * with `query.mp` MP, and where it may stop. The result is a view, valid until the next query
   * on this search (see `MoveRange`).
   *
   * @throws RangeError when `start` is off the map or `mp` is not a non-negative integer.
   */
  search(query: MoveQuery): MoveRange {
    const { start, mp } = query
    if (!Number.isInteger(mp) || mp < 0) throw new RangeError(`MovementSearch: mp must be a non-negative integer, got ${mp}`)
    const useZoc = query.ignoresZoc !== true
    const range = this.run(
      start, mp, query.terrain, query.costByTerrain, query.stopByTerrain ?? this.noStop, query.sideCost,
      query.occupancy, query.zoc, useZoc,
    )
    if (query.minimumMove === true) addMinimumMove(this.grid, this.scratch, query, useZoc)
    return range
  }

  /**
   * Whole-map cost field from `start` with no MP limit: `cost[h]` is the minimum MP to reach `h`
   * (-1 if never). Without `options.occupancy` / `options.zoc` units are ignored; with them the
   * same rules as {@link MovementSearch.search} apply. Returns a `MoveRange` view (valid until the
   * next query); `reachable` lists every hex the unit could stop on.
   */
  distanceField(start: number, terrain: Uint8Array, costByTerrain: Uint16Array, options: DistanceFieldOptions = {}): MoveRange {
    return this.run(
      start, -1, terrain, costByTerrain, options.stopByTerrain ?? this.noStop, options.sideCost,
      options.occupancy ?? this.noOcc, options.zoc ?? this.noZoc, options.zoc !== undefined && options.ignoresZoc !== true,
    )
  }

  /**
   * Breadth-first flood from `start` through hexes with `allowed[h] !== 0` (the start is always
   * included). Steps count hexes, not MP. The result is a view valid until the next flood query.
   */
  floodFill(start: number, allowed: Uint8Array): FloodResult {
    return this.flood.fill(start, allowed)
  }

  /** Whether `b` can be reached from `a` through allowed hexes (`b` itself must be allowed). */
  connected(a: number, b: number, allowed: Uint8Array): boolean {
    return this.flood.connected(a, b, allowed)
  }

  /**
   * Shortest step path (start..target) through allowed hexes to the nearest hex with
   * `targets[h] !== 0` (ties: lowest index), or `[]` when none is reachable. E.g. the way to the
   * nearest map edge avoiding enemy ZOC.
   */
  nearestPath(start: number, allowed: Uint8Array, targets: Uint8Array): number[] {
    return this.flood.nearestPath(start, allowed, targets)
  }

  /**
   * Dial's algorithm; `limit < 0` means no MP limit. `costByTerrain` must have an entry for every
   * terrain index used in `terrain`.
   */
  private run(
    start: number, limit: number, terrain: Uint8Array, costByTerrain: Uint16Array, stopByTerrain: Uint8Array,
    sideCost: Uint16Array | undefined, occ: Int8Array, zoc: Uint8Array, useZoc: boolean,
  ): MoveRange {
    const grid = this.grid
    if (!Number.isInteger(start) || start < 0 || start >= grid.size) {
      throw new RangeError(`MovementSearch: start ${start} is not on the ${grid.width}x${grid.height} map`)
    }
    const s = this.scratch
    const cost = s.cost
    const prev = s.prev
    const canEnd = s.canEnd
    const stops = s.stops
    const touched = s.touched
    // Undo the previous query: O(hexes it touched).
    for (let k = 0, n = s.touchedCount; k < n; k++) {
      const h = touched[k]
      cost[h] = -1
      prev[h] = -1
      canEnd[h] = 0
      stops[h] = 0
    }
    s.epoch++
    const range = new MoveRange(start, s)

    const mask = this.prepareBuckets(limit >= 0 && limit <= SMALL_LIMIT ? limit : maxStepCost(costByTerrain, sideCost))
    const head = this.head
    const tail = this.tail
    const qNode = this.qNode
    const qNext = this.qNext
    const nb = grid.neighbors
    const startInZoc = useZoc && zoc[start] !== 0
    const max = limit >= 0 ? limit : 0x7fffffff
    // Without hexside costs the cost of entering a hex does not depend on where from, so the first
    // time a hex is reached (from its earliest-settled neighbour) is its final cost ("exact").
    const exact = sideCost === undefined
    // In exact mode, a hex entered from `p` only needs to look at its 3 neighbours not adjacent to
    // `p`: `p` and the 2 hexes next to both were examined when `p` (or an ancestor) was expanded,
    // with a verdict that still holds (reached; or refused for good: enemy, impassable, friend in
    // ZOC, or too dear, as costs only grow). Not when the start is in ZOC: a step refused from the
    // start (HM-ZOC-4) may be legal from elsewhere.
    const forward = exact && !startInZoc
    const qFrom = this.qFrom
    // A hex reached at a cost beyond `last` cannot go further within the limit: never queued.
    const last = max - minStepCost(costByTerrain)

    const cols = grid.axialQ
    // Bounding box of the touched hexes (index range and columns), for listing destinations.
    let h0 = start
    let h1 = start
    let c0 = cols[start]
    let c1 = c0
    cost[start] = 0
    touched[0] = start
    let nTouched = 1
    qNode[0] = start
    qFrom[0] = 0
    qNext[0] = -1
    head[0] = 0
    tail[0] = 0
    let nEntries = 1
    let top = 0 // highest cost queued so far
    for (let c = 0; c <= top; c++) {
      const b = c & mask
      let e = head[b]
      if (e === -1) continue
      for (; e !== -1; e = qNext[e]) {
        const h = qNode[e]
        if (!exact && cost[h] !== c) continue // outdated entry ("exact" mode has none)
        const firstStep = h === start
        const base = h * 6
        const from = qFrom[e]
        for (let i = from, end = from === 0 ? 6 : from + 3; i < end; i++) {
          const d = ORDER[i]
          const n = nb[base + d]
          if (n < 0) continue
          const cn = cost[n]
          if (cn >= 0 && (exact || cn <= c)) continue // settled, or no step can make it cheaper
          const o = occ[n]
          if (o === OCC_ENEMY) continue // HM-MOVE-10
          let w = costByTerrain[terrain[n]]
          if (w === IMPASSABLE) continue // HM-MOVE-6
          if (!exact) {
            const sc = (sideCost as Uint16Array)[base + d]
            if (sc === IMPASSABLE) continue
            w += sc
          }
          const nc = c + w
          if (nc > max) continue // HM-MOVE-3
          if (cn < 0) {
            const inZoc = useZoc && zoc[n] !== 0
            if (inZoc && (o === OCC_FRIEND || (startInZoc && firstStep))) continue // GAP-HM-09, HM-ZOC-4
            const stop = inZoc || stopByTerrain[terrain[n]] !== 0
            if (stop && o === OCC_FRIEND) continue // would have to end on a friend (HM-MOVE-8)
            stops[n] = stop ? 1 : 0
            canEnd[n] = o === OCC_FRIEND ? 0 : 1
            touched[nTouched++] = n
            if (n < h0) h0 = n
            else if (n > h1) h1 = n
            const col = cols[n]
            if (col < c0) c0 = col
            else if (col > c1) c1 = col
          } else if (cn <= nc) continue
          cost[n] = nc
          prev[n] = h
          // Only hexes that will be expanded go into the queue: not those where the move stops,
          // nor those too expensive to go any further.
          if (nc > last || stops[n] !== 0) continue
          const nbk = nc & mask
          qNode[nEntries] = n
          qFrom[nEntries] = forward ? 6 + 3 * d : 0
          qNext[nEntries] = -1
          if (head[nbk] === -1) head[nbk] = nEntries
          else qNext[tail[nbk]] = nEntries
          tail[nbk] = nEntries
          nEntries++
          if (nc > top) top = nc
        }
      }
      head[b] = -1
      tail[b] = -1
    }
    s.touchedCount = nTouched
    s.box[0] = h0
    s.box[1] = h1
    s.box[2] = c0
    s.box[3] = c1
    return range
  }

  /** Sizes the bucket ring to hold `span + 1` consecutive costs; returns the index mask. */
  private prepareBuckets(span: number): number {
    let size = 16
    while (size <= span) size *= 2
    if (this.head.length < size) {
      this.head = new Int32Array(size).fill(-1)
      this.tail = new Int32Array(size).fill(-1)
    }
    return this.head.length - 1
  }
}
