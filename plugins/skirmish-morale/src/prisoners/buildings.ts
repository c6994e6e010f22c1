import type { GameRules, GameState } from '@hexes/core'
import { skState, type SkStructure, type SkTables } from '@hexes/plugin-skirmish'

/**
 * The building of the skirmish config with this id that can hold prisoners (SK-PRIS-5): a
 * structure that is not a bridge and is still standing (GAP-SK-36).
 */
export function standingBuilding(state: GameState, tables: SkTables, id: string): SkStructure | undefined {
  const s = tables.structure(id)
  if (!s || s.class === 'bridge') return undefined
  return skState(state).structures.find((x) => x.id === id)?.destroyed === false ? s : undefined
}

/**
 * Whether the army of `side` retakes a building (SK-PRIS-6, GAP-SK-27): one of its units (or of
 * its team, GAP-SK-38) occupies the building's hex, or stands next to it while no enemy unit is in
 * it or next to it. Prisoners are off the map and count for nobody (SK-PRIS-4).
 */
export function isRetaken(rules: GameRules, state: GameState, tables: SkTables, building: SkStructure, side: string): boolean {
  const { grid } = rules
  const at = grid.indexOfRef(building.hex)
  let near = false
  let enemy = false
  for (const u of state.units) {
    if (u.status !== 'active' || u.hex === null) continue
    const d = grid.distance(at, grid.indexOfRef(u.hex))
    if (d > 1) continue
    const friend = tables.allied(u.side, side)
    if (friend && d === 0) return true
    if (friend) near = true
    else enemy = true
  }
  return near && !enemy
}
