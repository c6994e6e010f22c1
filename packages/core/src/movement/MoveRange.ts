/**
 * The answer of a movement search: per-hex typed arrays plus the list of legal destinations.
 *
 * A `MoveRange` returned by `MovementSearch` is a set of **views** into the search's scratch
 * buffers: it stays valid until the next query on the same `MovementSearch`. Reading a stale
 * range's `reachable` or `pathTo` throws (each range carries the epoch of the query that made it);
 * the raw arrays cannot be guarded, so do not keep them. Call {@link MoveRange.copy} to keep a
 * result.
 */

import type { RangeView } from './RangeView'

/** The scratch a range reads from; `epoch` changes with every query on the owning search. */
export interface MoveScratch {
  epoch: number
  /** Map width (columns), to list destinations in index order without sorting. */
  width: number
  /** Bounding box of the touched hexes: lowest and highest index, lowest and highest column. */
  box: Int32Array
  /** Minimum MP spent to reach each hex, or -1 when unreachable. */
  cost: Int32Array
  /** Previous hex on the chosen cheapest path, -1 for the start and unreachable hexes. */
  prev: Int32Array
  /** 1 where the unit may end its move (reached, not the start, not friend-occupied). */
  canEnd: Uint8Array
  /** 1 where entering ends the move (enemy ZOC, stop terrain, minimum move). */
  stops: Uint8Array
  /** Hexes reached by the query, in discovery order: entries `0 .. touchedCount - 1`. */
  touched: Int32Array
  touchedCount: number
}

/**
 * Movement range of one unit from one start hex (HM-MOVE, HM-ZOC).
 *
 * - `cost[h]`: minimum MP spent to reach `h`, -1 when unreachable. The start costs 0. A hex
 *   entered by the GAP-HM-03 minimum move shows its full entry cost, which exceeds the allowance.
 * - `prev[h]`: the hex before `h` on the reported cheapest path (-1 at the start).
 * - `canEnd[h]`: 1 when `h` is a legal final hex (never the start, never friend-occupied).
 * - `stops[h]`: 1 when the move must stop on entering `h` (HM-ZOC-3 enemy ZOC, stop terrain, or a
 *   minimum move). A friend-occupied hex is reached (passed through) but `canEnd` is 0 there.
 */
export class MoveRange implements RangeView {
  /** Start hex index. */
  readonly start: number
  /** Serial number of the query that produced this range. */
  readonly epoch: number
  private readonly scratch: MoveScratch
  private sorted: number[] | undefined

  /** @internal Built by `MovementSearch`; use {@link MoveRange.copy} to detach one. */
  constructor(start: number, scratch: MoveScratch) {
    this.start = start
    this.scratch = scratch
    this.epoch = scratch.epoch
    this.sorted = undefined
  }

  /** Whether this range still reflects its owning search's scratch (no query ran since). */
  get valid(): boolean {
    return this.scratch.epoch === this.epoch
  }

  /** Minimum MP per hex, -1 when unreachable (a view: see the class comment). */
  get cost(): Int32Array {
    return this.scratch.cost
  }

  /** Previous hex per hex on the cheapest path, -1 at the start and where unreachable. */
  get prev(): Int32Array {
    return this.scratch.prev
  }

  /** 1 where the unit may legally end its move. */
  get canEnd(): Uint8Array {
    return this.scratch.canEnd
  }

  /** 1 where entering ends the move. */
  get stops(): Uint8Array {
    return this.scratch.stops
  }

  /**
   * Legal destinations in ascending index order, start excluded. Computed on first read, then
   * cached; the array is the caller's to keep.
   */
  get reachable(): number[] {
    if (this.sorted === undefined) {
      this.check()
      this.sorted = listDestinations(this.scratch)
    }
    return this.sorted
  }

  /**
   * The cheapest path from the start to `target`, both included (`[start]` for the start
   * itself), or `[]` when `target` was not reached. The path may end on a hex where
   * `canEnd` is 0 (a friend-occupied hex): check `canEnd` for legality.
   */
  pathTo(target: number): number[] {
    this.check()
    const { cost, prev } = this.scratch
    if (!(target >= 0 && target < cost.length) || cost[target] < 0) return []
    const path: number[] = []
    for (let h = target; h !== -1; h = prev[h]) path.push(h)
    return path.reverse()
  }

  /** {@link MoveRange.pathTo}, for the `RangeView` both ranges share (no facing here). */
  hexPath(hex: number): number[] {
    return this.pathTo(hex)
  }

  /** A detached copy that later queries do not touch (O(map) memory). */
  copy(): MoveRange {
    this.check()
    const s = this.scratch
    const touched = s.touched.slice(0, s.touchedCount)
    return new MoveRange(this.start, {
      epoch: this.epoch,
      width: s.width,
      box: s.box.slice(),
      cost: s.cost.slice(),
      prev: s.prev.slice(),
      canEnd: s.canEnd.slice(),
      stops: s.stops.slice(),
      touched,
      touchedCount: touched.length,
    })
  }

  private check(): void {
    if (this.scratch.epoch !== this.epoch) {
      throw new Error('MoveRange: stale range, a later query reused its buffers (use copy() to keep one)')
    }
  }
}

/**
 * The hexes with `canEnd` in ascending index order, without sorting: find the bounding box
 * (rows and columns) of the destinations, then scan it row-major. A range is compact, so the box
 * is barely larger than the range; a sparse one (a whole-map field) falls back to a numeric sort.
 * Also used by `ProfileRange`.
 *
 * @internal Not exported from the package.
 */
export function listDestinations(s: Pick<MoveScratch, 'touched' | 'touchedCount' | 'canEnd' | 'width' | 'box'>): number[] {
  const { touched, touchedCount, canEnd, width, box } = s
  const r0 = Math.floor(box[0] / width)
  const r1 = Math.floor(box[1] / width)
  const c0 = box[2]
  const c1 = box[3]
  const area = (r1 - r0 + 1) * (c1 - c0 + 1)
  if (area > 4 * touchedCount + 64) {
    const out: number[] = []
    for (let k = 0; k < touchedCount; k++) if (canEnd[touched[k]] === 1) out.push(touched[k])
    return out.sort((a, b) => a - b)
  }
  // Branch-free scan of the box: write every hex, advance only past destinations.
  const out = new Array<number>(touchedCount + 1)
  let k = 0
  for (let row = r0; row <= r1; row++) {
    for (let h = row * width + c0, end = row * width + c1; h <= end; h++) {
      out[k] = h
      k += canEnd[h]
    }
  }
  out.length = k
  return out
}
