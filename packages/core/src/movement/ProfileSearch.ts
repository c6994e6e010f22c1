/**
 * A second movement search, for the movement profiles of the skirmish rules: costs in integer
 * ticks (fractional paces made exact by the caller), facing with turn costs, flyers, no-end
 * terrain, path rules as data. `MovementSearch` stays HEXES Med's fast path; with no facing and
 * the default rules this search gives exactly its `cost`, `canEnd` and `reachable`.
 *
 * Design
 * - Bound to one `HexGrid`; owns every buffer (per hex, per state, the queue), allocated once
 *   (the (hex, facing) state arrays on the first query with facing). A query allocates only the
 *   small `ProfileRange` wrapper and its lists, and undoes only what the previous query touched:
 *   the touched hexes, on which every touched state lies. O(states touched), never O(map).
 *   Ranges carry the query's epoch.
 * - State: (hex, facing) when `facing` is given, else the hex. Transitions: steps (terrain cost
 *   of the hex entered + hexside cost) and, with facing, turns in place (`turnCost`). Each state
 *   keeps its cost and one byte saying how it was entered (`via`), from which routes are rebuilt.
 * - Plain Dijkstra on states: every rule belongs to the step (hexes left and entered), so it is
 *   exact, with one exception handled by six extra states: the start hex entered again by a move
 *   that must stop there (start in ZOC) is terminal, unlike the unit that stood there from the
 *   start (this can only change a result on ties, but keeps the model exact by construction).
 * - Without facing and hexside costs, entering a hex costs the same from every neighbour, so a
 *   hex's first cost is final and reached neighbours are skipped at once ("exact" mode).
 * - Queue: `TickQueue`, Dial's buckets up to `DIAL_LIMIT` ticks of budget, a binary heap above,
 *   same pop order (cost, then FIFO) so results never depend on the budget's size.
 * - Only states that will be expanded are queued: not where the move stops, nor those too dear
 *   for any further step or turn.
 * - Determinism (ties between equally cheap routes, as `MovementSearch`): states are expanded by
 *   increasing cost, FIFO within a cost; from a state, steps first in `DIRECTIONS` order, then
 *   turns by resulting facing 0..5; a state's predecessor changes only on a strictly cheaper cost.
 *
 * Rules (catalogue §1.1, §1.3): cost to enter = terrain + hexside (SK-MOVE-1..4, SK-FLY-1 through
 * the caller's arrays); impassable never entered; occupancy and ZOC per `PathRules` (HM-MOVE-8..10,
 * HM-ZOC-3/4, GAP-HM-09, I-04, I-12, GAP-SK-26); turns per `FacingRules` (SK-MOVE-5/6, GAP-SK-02,
 * I-11). A move that must stop (ZOC, stop terrain) ends there: **no turning after a stop**. Turning
 * is allowed on the start hex, even in enemy ZOC, and anywhere the move may go on (friends
 * passed through included).
 */

import type { HexGrid } from '../hex/HexGrid'
import { IMPASSABLE, OCC_EMPTY, OCC_ENEMY, OCC_FRIEND } from './MoveQuery'
import { uncoveredTerrain } from './checkMoveInputs'
import { checkProfileQuery } from './checkProfileQuery'
import type { ProfileQuery } from './ProfileQuery'
import { ProfileRange, type ProfileScratch } from './ProfileRange'
import { minStepCost } from './stepCosts'
import { TickQueue } from './TickQueue'

/** `via` of the start state. */
const VIA_START = 255
/** `via` of a state entered by a step: `VIA_STEP` + the facing before it (the step's direction without facing). */
const VIA_STEP = 8

/**
 * Movement ranges for movement profiles (ticks, facing, path rules) on one map, with reusable
 * buffers. Results are views valid until the next query (see `ProfileRange`).
 *
 * @example
 * // 4 ticks per pace, P = 2 paces per hex (GAP-SK-01); M5 infantry facing north; wheels cost
 * // 1 pace per 60°, an about-face M/2 (SK-MOVE-5/6, GAP-SK-02).
 * const search = new ProfileSearch(grid)
 * const range = search.search({ start, startFacing: 0, budget: 5 * 4, terrain,
 *   costByTerrain: Uint16Array.from([8, 16]), occupancy: units.occupancy, zoc: units.zoc,
 *   facing: { steps: 'front', turnCost: [0, 4, 8, 10] } })
 * range.costAt(start, 3) // 10: an about-face, 2.5 paces left
 */
export class ProfileSearch {
  /** The map this search works on. */
  readonly grid: HexGrid
  private readonly scratch: ProfileScratch
  private readonly queue = new TickQueue()
  private readonly none = new Uint8Array(256)
  /** Turn cost by clockwise turn 0..5 (60° steps), for the current query. */
  private readonly turnBy = new Int32Array(6)
  /** States per hex of the previous query (1 or 6), for the undo. */
  private lastFacings = 1

  constructor(grid: HexGrid) {
    this.grid = grid
    const n = grid.size
    this.scratch = {
      epoch: 0,
      width: grid.width,
      reentry: n * 6,
      hexCost: new Int32Array(n).fill(-1),
      canEnd: new Uint8Array(n),
      stops: new Uint8Array(n),
      touched: new Int32Array(n),
      touchedCount: 0,
      box: new Int32Array(4),
      stateCost: new Int32Array(n).fill(-1),
      via: new Uint8Array(n),
      neighbors: grid.neighbors,
    }
  }

  /**
   * Movement range of one unit for one profile (see `ProfileQuery` for every field and rule).
   * The result is a view, valid until the next query on this search.
   *
   * @throws RangeError on a bad query: start off the map, budget not an integer in 0..2^30,
   *   facing rules without a `startFacing` 0..5, bad `turnCost`, arrays of the wrong length, or a
   *   terrain index without a cost met during the search.
   */
  search(query: ProfileQuery): ProfileRange {
    checkProfileQuery(this.grid, query)
    const s = this.scratch
    this.undo()
    const withFacing = query.facing !== undefined
    if (withFacing && s.stateCost.length < s.reentry + 6) this.allocateFacingStates()
    s.epoch++
    const startFacing = withFacing ? (query.startFacing as number) : 0
    const range = new ProfileRange(query.start, startFacing, withFacing, s)
    this.run(query, startFacing)
    if (query.minimumMove === true) this.addMinimumMove(query, startFacing)
    return range
  }

  private run(q: ProfileQuery, startFacing: number): void {
    const { start, budget, terrain, costByTerrain, sideCost, occupancy: occ, zoc } = q
    const s = this.scratch
    const { hexCost, canEnd, stops, touched, stateCost, via, reentry } = s
    const queue = this.queue
    const nb = this.grid.neighbors
    const noEnd = q.noEndByTerrain ?? this.none
    const stopT = q.stopByTerrain ?? this.none
    const nTerrains = Math.min(costByTerrain.length, 256)
    const rules = q.rules
    const zocStops = rules?.zocStops !== false
    const zocToZoc = rules?.zocToZoc !== false
    const passFriends = rules?.passFriends !== false
    const passEnemies = rules?.passEnemies === true
    const facing = q.facing
    const F = facing === undefined ? 1 : 6
    const front = facing !== undefined && facing.steps === 'front'
    const turnBy = this.turnBy
    let minTransition = minStepCost(costByTerrain)
    if (facing !== undefined) {
      const t = facing.turnCost
      turnBy[1] = turnBy[5] = t[1]
      turnBy[2] = turnBy[4] = t[2]
      turnBy[3] = t[3]
      for (let k = 1; k < 4; k++) if (t[k] < minTransition) minTransition = t[k]
    }
    // A state reached at a cost beyond `last` can make no further transition: never queued.
    const last = budget - minTransition
    // Without facing and hexside costs, entering a hex costs the same from every neighbour, so the
    // first time a hex is reached (from its earliest-settled neighbour) is final ("exact").
    const exact = F === 1 && sideCost === undefined

    queue.reset(budget)
    // Set before any write, so that the next undo is complete even if this search throws.
    this.lastFacings = F
    const s0 = F === 1 ? start : start * 6 + startFacing
    stateCost[s0] = 0
    via[s0] = VIA_START
    hexCost[start] = 0
    touched[0] = start
    let nTouched = 1
    queue.push(s0, 0)
    try {
      for (let e = queue.pop(); e !== -1; e = queue.pop()) {
        const st = queue.stateOf(e)
        const c = queue.costOf(e)
        if (stateCost[st] !== c) continue // outdated entry
        const h = F === 1 ? st : (st / 6) | 0
        const f = st - h * F
        const base = h * 6
        const fromZoc = zocToZoc && zoc[h] !== 0
        for (let d = front ? f : 0, dEnd = front ? f + 1 : 6; d < dEnd; d++) {
          const n = nb[base + d]
          if (n < 0) continue
          // Early out: no step costs less than nothing, so a state already reached at `c` or less
          // cannot improve (its re-entry twin at the start neither: never cheaper, and terminal).
          const cn0 = stateCost[F === 1 ? n : n * 6 + d]
          if (cn0 >= 0 && (exact || cn0 <= c)) continue
          const o = occ[n]
          if (o === OCC_ENEMY ? !passEnemies : o === OCC_FRIEND && !passFriends) continue
          const t = terrain[n]
          if (t >= nTerrains) throw uncoveredTerrain('ProfileSearch', n, t)
          let w = costByTerrain[t]
          if (w === IMPASSABLE) continue
          if (sideCost !== undefined) {
            const sc = sideCost[base + d]
            if (sc === IMPASSABLE) continue
            w += sc
          }
          const nc = c + w
          if (nc > budget) continue
          const inZoc = zoc[n] !== 0
          if (fromZoc && inZoc) continue // HM-ZOC-4
          const stop = (zocStops && inZoc) || stopT[t] !== 0
          const endable = o === OCC_EMPTY && noEnd[t] === 0
          if (stop && !endable) continue // must stop but may not end: GAP-HM-09 and the like
          const ns = F === 1 ? n : n === start && stop ? reentry + d : n * 6 + d
          const cn = stateCost[ns]
          if (cn >= 0 && cn <= nc) continue
          stateCost[ns] = nc
          via[ns] = VIA_STEP + (F === 1 ? d : f)
          const hc = hexCost[n]
          if (hc < 0) {
            touched[nTouched++] = n
            stops[n] = stop ? 1 : 0
            canEnd[n] = endable ? 1 : 0
          }
          if (hc < 0 || nc < hc) hexCost[n] = nc
          if (!stop && nc <= last) queue.push(ns, nc)
        }
        if (F === 1) continue
        // Turns in place, by resulting facing (the hex was entered without a stop, or is the start).
        for (let g = 0; g < 6; g++) {
          if (g === f) continue
          const tc = turnBy[g > f ? g - f : g - f + 6]
          if (tc === IMPASSABLE) continue
          const nc = c + tc
          if (nc > budget) continue
          const ns = base + g
          const cn = stateCost[ns]
          if (cn >= 0 && cn <= nc) continue
          stateCost[ns] = nc
          via[ns] = f
          if (nc <= last) queue.push(ns, nc)
        }
      }
    } finally {
      s.touchedCount = nTouched
    }
  }

  /**
   * GAP-HM-03 minimum move, after the search: each step the facing mode allows from the start
   * state into a hex the unit may end on, whose resulting state was not reached, is added at its
   * full entry cost, as a stop.
   */
  private addMinimumMove(q: ProfileQuery, startFacing: number): void {
    const { start, terrain, costByTerrain, sideCost, occupancy: occ, zoc } = q
    const s = this.scratch
    const noEnd = q.noEndByTerrain ?? this.none
    const F = q.facing === undefined ? 1 : 6
    const front = q.facing !== undefined && q.facing.steps === 'front'
    const fromZoc = q.rules?.zocToZoc !== false && zoc[start] !== 0
    const nb = this.grid.neighbors
    for (let d = front ? startFacing : 0, dEnd = front ? startFacing + 1 : 6; d < dEnd; d++) {
      const n = nb[start * 6 + d]
      if (n < 0 || occ[n] !== OCC_EMPTY) continue // HM-MOVE-8/10: never ends on a unit
      const t = terrain[n]
      if (t >= Math.min(costByTerrain.length, 256)) throw uncoveredTerrain('ProfileSearch', n, t)
      let w = costByTerrain[t]
      if (w === IMPASSABLE || noEnd[t] !== 0) continue
      if (sideCost !== undefined) {
        if (sideCost[start * 6 + d] === IMPASSABLE) continue
        w += sideCost[start * 6 + d]
      }
      if (fromZoc && zoc[n] !== 0) continue // HM-ZOC-4
      const ns = F === 1 ? n : n * 6 + d
      if (s.stateCost[ns] >= 0) continue
      s.stateCost[ns] = w
      s.via[ns] = VIA_STEP + (F === 1 ? d : startFacing)
      if (s.hexCost[n] < 0) {
        s.hexCost[n] = w
        s.canEnd[n] = 1
        s.stops[n] = 1
        s.touched[s.touchedCount++] = n
      }
    }
  }

  /**
   * Undoes the previous query: O(hexes it touched). Every state touched lies on a touched hex
   * (the re-entry states on the start), so the hexes are the dirty list of the states too.
   */
  private undo(): void {
    const s = this.scratch
    const { hexCost, canEnd, stops, touched, stateCost } = s
    const F = this.lastFacings
    for (let k = 0, n = s.touchedCount; k < n; k++) {
      const h = touched[k]
      hexCost[h] = -1
      canEnd[h] = 0
      stops[h] = 0
      for (let st = h * F, end = st + F; st < end; st++) stateCost[st] = -1
    }
    if (F === 6) stateCost.fill(-1, s.reentry, s.reentry + 6)
    s.touchedCount = 0
  }

  /** Grows the state arrays to (hex, facing) states plus the six start re-entry states. */
  private allocateFacingStates(): void {
    const s = this.scratch
    const n = s.reentry + 6
    s.stateCost = new Int32Array(n).fill(-1)
    s.via = new Uint8Array(n)
  }
}
