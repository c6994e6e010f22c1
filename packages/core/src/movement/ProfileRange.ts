/**
 * The answer of a `ProfileSearch`: per-hex typed arrays, per-(hex, facing) costs, the legal
 * destinations and the cheapest routes.
 */

import type { RangeView } from './RangeView'
import { listDestinations } from './MoveRange'

/**
 * The buffers a range reads from, owned by its `ProfileSearch`; `epoch` changes with every query.
 *
 * States: with facing, `hex * 6 + facing` for `hex` in `0 .. size - 1`, then six more
 * (`reentry + facing`) for the start hex entered again by a move that must stop there; without
 * facing, the hex itself.
 *
 * @internal Built by `ProfileSearch`.
 */
export interface ProfileScratch {
  epoch: number
  width: number
  /** First re-entry state (`size * 6`). */
  reentry: number
  /** Per hex: cheapest cost over facings, -1 when unreached. */
  hexCost: Int32Array
  /** Per hex: 1 where the unit may end (reached, not the start, not occupied, not no-end terrain). */
  canEnd: Uint8Array
  /** Per hex: 1 where entering ends the move. */
  stops: Uint8Array
  /** Hexes reached, in discovery order: `0 .. touchedCount - 1`. */
  touched: Int32Array
  touchedCount: number
  /** Scratch for the bounding box of the touched hexes (see `listDestinations`). */
  box: Int32Array
  /** Per state: cost, -1 when unreached. */
  stateCost: Int32Array
  /**
   * Per reached state, the transition into it on the chosen cheapest route: 255 at the start;
   * `f` (0..5) a turn from facing `f`; `8 + f` a step made facing `f`, in the direction of the
   * state's facing (without facing rules: `8 + d`, a step in direction `d`). One byte per state.
   */
  via: Uint8Array
  /** The grid's neighbour table, to walk steps back. */
  neighbors: Int32Array
}

/** One state of a route: the hex, the facing there (-1 without facing rules) and the ticks spent so far. */
export interface ProfileStep {
  hex: number
  facing: number
  cost: number
}

/** A facing reached at a hex, with its cheapest cost in ticks. */
export interface FacingCost {
  facing: number
  cost: number
}

/**
 * Movement range of one unit for one movement profile (see `ProfileSearch`). A set of **views**
 * into the search's buffers, valid until the next query on the same search: reading a stale range
 * through its methods throws; the raw arrays cannot be guarded, so do not keep them. Call
 * {@link ProfileRange.copy} to keep a result.
 *
 * - `cost[h]`: cheapest ticks to reach `h` over all facings, -1 when unreached; 0 at the start.
 * - `canEnd[h]`: 1 when `h` is a legal final hex: reached, not the start, not occupied, not
 *   `noEndByTerrain`. A unit that only turns stays on its start hex: see `turnsInPlace`.
 * - `stops[h]`: 1 when entering `h` ends the move (enemy ZOC with `zocStops`, stop terrain, a
 *   minimum move); 0 at the start.
 */
export class ProfileRange implements RangeView {
  /** Start hex index. */
  readonly start: number
  /** Start facing, -1 without facing rules. */
  readonly startFacing: number
  /** Whether the query had facing rules (states are (hex, facing)). */
  readonly hasFacing: boolean
  /** Serial number of the query that produced this range. */
  readonly epoch: number
  private readonly scratch: ProfileScratch
  private sorted: number[] | undefined

  /** @internal Built by `ProfileSearch`; use {@link ProfileRange.copy} to detach one. */
  constructor(start: number, startFacing: number, hasFacing: boolean, scratch: ProfileScratch) {
    this.start = start
    this.startFacing = hasFacing ? startFacing : -1
    this.hasFacing = hasFacing
    this.scratch = scratch
    this.epoch = scratch.epoch
    this.sorted = undefined
  }

  /** Whether this range still reflects its search's buffers (no query ran since). */
  get valid(): boolean {
    return this.scratch.epoch === this.epoch
  }

  /** Cheapest ticks per hex over all facings, -1 when unreachable (a view). */
  get cost(): Int32Array {
    return this.scratch.hexCost
  }

  /** 1 where the unit may legally end its move (a view). */
  get canEnd(): Uint8Array {
    return this.scratch.canEnd
  }

  /** 1 where entering ends the move (a view). */
  get stops(): Uint8Array {
    return this.scratch.stops
  }

  /**
   * Legal destination hexes in ascending index order, the start excluded. Computed on first
   * read, then cached; the array is the caller's to keep.
   */
  get reachable(): number[] {
    if (this.sorted === undefined) {
      this.check()
      const s = this.scratch
      const { touched, touchedCount, width, box } = s
      box[0] = box[2] = 0x7fffffff
      box[1] = box[3] = -1
      for (let k = 0; k < touchedCount; k++) {
        const h = touched[k]
        const col = h % width
        if (h < box[0]) box[0] = h
        if (h > box[1]) box[1] = h
        if (col < box[2]) box[2] = col
        if (col > box[3]) box[3] = col
      }
      this.sorted = listDestinations(s)
    }
    return this.sorted
  }

  /**
   * Ticks to stand on `hex` facing `facing`, -1 when that state is unreached or `hex` is off the
   * map. Without facing rules, the hex's cost whatever `facing`.
   *
   * @throws RangeError when `facing` is not an integer 0..5 (with facing rules).
   */
  costAt(hex: number, facing: number): number {
    this.check()
    if (!this.onMap(hex)) return -1
    if (!this.hasFacing) return this.scratch.hexCost[hex]
    checkFacing(facing)
    const st = this.bestState(hex, facing)
    return st < 0 ? -1 : this.scratch.stateCost[st]
  }

  /** The facings reached at `hex`, ascending, with their costs; `[]` without facing rules. */
  facingsAt(hex: number): FacingCost[] {
    this.check()
    const out: FacingCost[] = []
    if (!this.hasFacing || !this.onMap(hex) || this.scratch.hexCost[hex] < 0) return out
    for (let f = 0; f < 6; f++) {
      const st = this.bestState(hex, f)
      if (st >= 0) out.push({ facing: f, cost: this.scratch.stateCost[st] })
    }
    return out
  }

  /**
   * The facings other than `startFacing` the unit can end with on its start hex (by turning in
   * place, or by a move that comes back when that is cheaper), with their costs; `[]` without
   * facing rules. These are legal outcomes although `canEnd[start]` is 0.
   */
  get turnsInPlace(): FacingCost[] {
    return this.facingsAt(this.start).filter((fc) => fc.facing !== this.startFacing)
  }

  /**
   * The cheapest route to `hex` (facing `facing`, or the cheapest facing there, the lowest on a
   * tie, when omitted): every state from the start (cost 0) to the target, one per step or
   * in-place turn. `[]` when unreached. The route may end where `canEnd` is 0 (a friend passed
   * through): check `canEnd` for legality. Ties between equally cheap routes: see `ProfileSearch`.
   *
   * @throws RangeError when `facing` is given with facing rules and is not an integer 0..5.
   */
  pathTo(hex: number, facing?: number): ProfileStep[] {
    this.check()
    if (!this.onMap(hex)) return []
    const s = this.scratch
    let st = -1
    if (!this.hasFacing) st = s.hexCost[hex] >= 0 ? hex : -1
    else if (facing !== undefined) {
      checkFacing(facing)
      st = this.bestState(hex, facing)
    } else {
      for (let f = 0; f < 6; f++) {
        const cand = this.bestState(hex, f)
        if (cand >= 0 && (st < 0 || s.stateCost[cand] < s.stateCost[st])) st = cand
      }
    }
    const out: ProfileStep[] = []
    for (; st !== -1; st = this.before(st)) out.push(this.stepOf(st))
    return out.reverse()
  }

  /**
   * The hexes of {@link ProfileRange.pathTo}: start included, one entry per hex entered (turns in
   * place add none), for the `RangeView` both ranges share.
   */
  hexPath(hex: number, facing?: number): number[] {
    const out: number[] = []
    for (const s of this.pathTo(hex, facing)) if (out[out.length - 1] !== s.hex) out.push(s.hex)
    return out
  }

  /** A detached copy that later queries do not touch (O(map) memory). */
  copy(): ProfileRange {
    this.check()
    const s = this.scratch
    const touched = s.touched.slice(0, s.touchedCount)
    return new ProfileRange(this.start, this.startFacing, this.hasFacing, {
      epoch: this.epoch,
      width: s.width,
      reentry: s.reentry,
      hexCost: s.hexCost.slice(),
      canEnd: s.canEnd.slice(),
      stops: s.stops.slice(),
      touched,
      touchedCount: touched.length,
      box: new Int32Array(4),
      stateCost: s.stateCost.slice(),
      via: s.via.slice(),
      neighbors: s.neighbors,
    })
  }

  /** The cheaper of (hex, facing) and, at the start, its re-entry state; -1 when neither was reached. */
  private bestState(hex: number, facing: number): number {
    const s = this.scratch
    const st = hex * 6 + facing
    const c = s.stateCost[st]
    if (hex !== this.start) return c >= 0 ? st : -1
    const re = s.reentry + facing
    const cr = s.stateCost[re]
    if (cr >= 0 && (c < 0 || cr < c)) return re
    return c >= 0 ? st : -1
  }

  /** The state before `st` on its route, -1 for the start. */
  private before(st: number): number {
    const s = this.scratch
    const via = s.via[st]
    if (via === 255) return -1
    const { hex, facing } = this.stepOf(st)
    if (via < 8) return hex * 6 + via // a turn from facing `via`
    const back = ((this.hasFacing ? facing : via - 8) + 3) % 6
    const from = s.neighbors[hex * 6 + back]
    return this.hasFacing ? from * 6 + (via - 8) : from
  }

  private stepOf(st: number): ProfileStep {
    const s = this.scratch
    const cost = s.stateCost[st]
    if (!this.hasFacing) return { hex: st, facing: -1, cost }
    if (st >= s.reentry) return { hex: this.start, facing: st - s.reentry, cost }
    return { hex: (st / 6) | 0, facing: st % 6, cost }
  }

  private onMap(hex: number): boolean {
    return Number.isInteger(hex) && hex >= 0 && hex < this.scratch.hexCost.length
  }

  private check(): void {
    if (this.scratch.epoch !== this.epoch) {
      throw new Error('ProfileRange: stale range, a later query reused its buffers (use copy() to keep one)')
    }
  }
}

function checkFacing(facing: number): void {
  if (!Number.isInteger(facing) || facing < 0 || facing > 5) {
    throw new RangeError(`ProfileRange: facing must be an integer 0..5, got ${facing}`)
  }
}
