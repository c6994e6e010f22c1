/**
 * The move of a fleeing unit (SK-MORALE-1..3, GAP-SK-15, rulings ): a greedy walk,
 * one neighbour at a time, away from the enemy and towards the map edge. Pure, on the same typed
 * arrays as the movement searches.
 */

import type { HexGrid } from '../hex/HexGrid'
import { checkLength, checkStartAndBudget, uncoveredTerrain } from './checkMoveInputs'
import { IMPASSABLE, OCC_ENEMY, OCC_FRIEND } from './MoveQuery'

/** One flight move (all arrays indexed by hex of the grid, `sideCost` by `hex * 6 + dir`). */
export interface FlightQuery {
  /** Hex index the unit flees from. */
  start: number
  /** Ticks of movement: M + 1d10 paces scaled to ticks (SK-MORALE-1). An integer, 0..2^30. */
  budget: number
  /** Terrain index per hex. */
  terrain: Uint8Array
  /**
   * Ticks to enter a hex of terrain `t`; `IMPASSABLE` never entered. Fleeing troops ignore terrain
   * penalties by default (GAP-SK-15): pass the same cost for every passable terrain then.
   * Must cover every terrain index met.
   */
  costByTerrain: Uint16Array
  /** Optional ticks added to cross from `h` in direction `d`; `IMPASSABLE` blocks the crossing. */
  sideCost?: Uint16Array
  /** Per hex: `OCC_EMPTY`, `OCC_FRIEND` or `OCC_ENEMY` (the fleeing unit's own hex is not read). */
  occupancy: Int8Array
  /**
   * Per hex: how far it is from the enemy, larger is better, e.g. `distanceToNearest(grid,
   * enemyHexes)` (R-07: "farthest from the nearest enemy unit"). Compared as integers.
   */
  away: Int32Array
  /**
   * `'edge-hex'` (default, R-06): entering any map-edge hex ends the flight and the unit is lost
   * (`exited: true`, SK-MORALE-3). `'none'`: entering an edge hex just ends the flight there.
   */
  exit?: 'edge-hex' | 'none'
}

/** Where a flight went and why it ended. */
export interface FlightResult {
  /** Hexes entered, in order, the start excluded (empty when the unit does not move). */
  path: number[]
  /** Ticks spent along `path`. */
  cost: number
  /** True when the unit fled off the map and is lost (R-06, SK-MORALE-3). */
  exited: boolean
  /**
   * Why it ended: `'edge'` it entered an edge hex (lost with `exit: 'edge-hex'`); `'enemy'` its
   * best next step was into an enemy, so it stopped next to it (GAP-SK-15); `'budget'` it could
   * afford no further step; `'blocked'` no neighbour could be entered at all (off the map,
   * impassable, or already visited).
   */
  end: 'budget' | 'enemy' | 'blocked' | 'edge'
}

/**
 * The path of a fleeing unit (SK-MORALE-1..3, GAP-SK-15, R-06, R-07). Each step goes to the
 * neighbour, among those it can enter and afford, with the largest `away` (farthest from the
 * nearest enemy); ties to the one nearest the nearest map edge (hex distance to the closest edge
 * hex); then the lowest direction index (`DIRECTIONS` order). The unit keeps fleeing while it can
 * afford a step, even when no neighbour is farther from the enemy than its hex (it must move).
 *
 * - It passes through friends but never ends on one: when the flight ends on a friend (except by
 *   leaving the map), the unit stops on the last free hex before it (the start if none); `path`
 *   and `cost` stop there.
 * - It never enters an enemy: when the best step is into an enemy, it stops, adjacent.
 * - It never re-enters a hex of this flight, the start included: so it cannot oscillate between
 *   two hexes and every flight ends; a unit in a dead end stops (`'blocked'`).
 * - with `exit: 'edge-hex'` the flight ends as soon as it enters a map-edge hex, whatever
 *   budget is left, and the unit is lost. A unit standing on an edge hex has not entered it: it
 *   flees normally (and is lost on the next edge hex it enters).
 *
 * @throws RangeError on a bad query (start off the map, budget not an integer in 0..2^30, arrays
 *   of the wrong length, a terrain index without a cost met on the way, an unknown `exit`).
 *
 * @example
 * const away = distanceToNearest(grid, enemyHexes)
 * const flight = flightPath(grid, { start, budget: (4 + d10) * TICKS_PER_PACE, terrain,
 *   costByTerrain: uniform, occupancy, away })
 * if (flight.exited) markLost(unit)
 */
export function flightPath(grid: HexGrid, query: FlightQuery): FlightResult {
  checkFlightQuery(grid, query)
  const { start, budget, terrain, costByTerrain, sideCost, occupancy: occ, away } = query
  const exits = (query.exit ?? 'edge-hex') === 'edge-hex'
  const nb = grid.neighbors
  const visited = new Set<number>([start])
  const path: number[] = []
  let spent = 0
  let free = 0 // path entries up to the last hex without a friend
  let freeCost = 0
  let end: FlightResult['end']
  let cur = start
  for (;;) {
    let best = -1
    let bestCost = 0
    let bestAway = 0
    let bestEdge = 0
    let enterable = false
    for (let d = 0; d < 6; d++) {
      const n = nb[cur * 6 + d]
      if (n < 0 || visited.has(n)) continue
      const t = terrain[n]
      if (t >= costByTerrain.length) throw uncoveredTerrain('flightPath', n, t)
      let w = costByTerrain[t]
      if (w === IMPASSABLE) continue
      if (sideCost !== undefined) {
        if (sideCost[cur * 6 + d] === IMPASSABLE) continue
        w += sideCost[cur * 6 + d]
      }
      enterable = true
      if (spent + w > budget) continue
      const a = away[n]
      const e = edgeDistance(grid, n)
      if (best < 0 || a > bestAway || (a === bestAway && e < bestEdge)) {
        best = n
        bestCost = w
        bestAway = a
        bestEdge = e
      }
    }
    if (best < 0) {
      end = enterable ? 'budget' : 'blocked'
      break
    }
    if (occ[best] === OCC_ENEMY) {
      end = 'enemy'
      break
    }
    cur = best
    spent += bestCost
    visited.add(cur)
    path.push(cur)
    if (occ[cur] !== OCC_FRIEND) {
      free = path.length
      freeCost = spent
    }
    if (bestEdge === 0) {
      end = 'edge'
      if (exits) return { path, cost: spent, exited: true, end }
      break
    }
  }
  path.length = free
  return { path, cost: freeCost, exited: false, end }
}

/**
 * Hex distance from `hex` to the closest hex on any border of the map: on an odd-q rectangle a
 * step changes the row and the column by at most one, and straight lines (N/S, or a zigzag east
 * or west) reach each border in exactly that many steps.
 *
 * @internal Exported for tests.
 */
export function edgeDistance(grid: HexGrid, hex: number): number {
  const col = hex % grid.width
  const row = (hex - col) / grid.width
  return Math.min(col, row, grid.width - 1 - col, grid.height - 1 - row)
}

function checkFlightQuery(grid: HexGrid, q: FlightQuery): void {
  const n = grid.size
  checkStartAndBudget('flightPath', grid, q.start, q.budget)
  checkLength('flightPath', 'terrain', q.terrain, n)
  checkLength('flightPath', 'occupancy', q.occupancy, n)
  checkLength('flightPath', 'away', q.away, n)
  checkLength('flightPath', 'sideCost', q.sideCost, n * 6)
  if (q.exit !== undefined && q.exit !== 'edge-hex' && q.exit !== 'none') {
    throw new RangeError(`flightPath: exit must be 'edge-hex' or 'none', got ${String(q.exit)}`)
  }
}
