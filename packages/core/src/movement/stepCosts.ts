import { IMPASSABLE } from './MoveQuery'

/**
 * Smallest cost of any single step: the cheapest terrain (hexside costs only add), or
 * `IMPASSABLE` when nothing can be entered. Used to stop queueing hexes that cannot go further.
 */
export function minStepCost(costByTerrain: Uint16Array): number {
  let m = IMPASSABLE
  for (let t = 0; t < costByTerrain.length; t++) if (costByTerrain[t] < m) m = costByTerrain[t]
  return m
}

/**
 * Largest finite cost of a single step: the dearest passable terrain plus the dearest passable
 * hexside. Sizes the bucket ring of an unbounded search.
 */
export function maxStepCost(costByTerrain: Uint16Array, sideCost: Uint16Array | undefined): number {
  let m = 0
  for (let t = 0; t < costByTerrain.length; t++) if (costByTerrain[t] !== IMPASSABLE && costByTerrain[t] > m) m = costByTerrain[t]
  let ms = 0
  if (sideCost !== undefined) for (let k = 0; k < sideCost.length; k++) if (sideCost[k] !== IMPASSABLE && sideCost[k] > ms) ms = sideCost[k]
  return m + ms
}
