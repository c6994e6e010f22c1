import { IMPASSABLE, type GameRules, type GameState, type UnitState } from '@hexes/core'

/**
 * Why `unit` may not step from hex index `from` to the adjacent hex index `to` (direction `dir`)
 * outside its movement (a retreat, an advance after combat): `'terrain'` when it may not enter
 * the terrain of `to`, `'hexside'` when it may not cross the hexside between them, else `null`.
 * Occupancy and ZOC are the caller's. `sideCosts` is the unit's `unitHexsideCosts` (`undefined`
 * on a map without hexside features).
 */
export function stepBlocked(rules: GameRules, state: GameState, unit: UnitState, from: number, dir: number, sideCosts: Uint16Array | undefined): 'terrain' | 'hexside' | null {
  const to = rules.grid.neighbors[from * 6 + dir]!
  const terrain = state.map.terrain[to]!
  if (rules.hooks.movementCost.call({ cost: 1 }, { state, rules, unit, terrain }).cost === 'impassable') return 'terrain'
  if (sideCosts !== undefined && sideCosts[from * 6 + dir] === IMPASSABLE) return 'hexside'
  return null
}
