import type { HexGrid } from '../hex/HexGrid'
import { IMPASSABLE, type MoveQuery } from './MoveQuery'
import type { MoveScratch } from './MoveRange'

/**
 * GAP-HM-03 minimum move, applied after a search: each neighbour of the start that the search did
 * not reach becomes a legal final hex (cost = its full entry cost, `stops` = 1) when it can be
 * entered at all: on the map, not occupied (HM-MOVE-8/10), not impassable (terrain or hexside),
 * and not an enemy-ZOC hex next to a start in enemy ZOC (HM-ZOC-4).
 *
 * @param grid the search's map.
 * @param scratch the search's buffers, updated in place (touched list and bounding box included).
 * @param query the query just searched.
 * @param useZoc false when the query ignores ZOC.
 */
export function addMinimumMove(grid: HexGrid, scratch: MoveScratch, query: MoveQuery, useZoc: boolean): void {
  const s = scratch
  const { start, terrain, costByTerrain, sideCost, occupancy: occ, zoc } = query
  const startInZoc = useZoc && zoc[start] !== 0
  const nb = grid.neighbors
  for (let d = 0; d < 6; d++) {
    const n = nb[start * 6 + d]
    if (n < 0 || s.cost[n] >= 0) continue
    if (occ[n] !== 0) continue // enemy: HM-MOVE-10; friend: HM-MOVE-8
    let w = costByTerrain[terrain[n]]
    if (w === IMPASSABLE) continue
    if (sideCost !== undefined) {
      if (sideCost[start * 6 + d] === IMPASSABLE) continue
      w += sideCost[start * 6 + d]
    }
    if (startInZoc && zoc[n] !== 0) continue // HM-ZOC-4
    s.cost[n] = w
    s.prev[n] = start
    s.canEnd[n] = 1
    s.stops[n] = 1
    s.touched[s.touchedCount++] = n
    const col = grid.axialQ[n]
    if (n < s.box[0]) s.box[0] = n
    if (n > s.box[1]) s.box[1] = n
    if (col < s.box[2]) s.box[2] = col
    if (col > s.box[3]) s.box[3] = col
  }
}
