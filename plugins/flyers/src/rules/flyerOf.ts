import type { GameRules, GameState, HexRef, UnitState } from '@hexes/core'
import { hasKeyword, type SkTables } from '@hexes/plugin-skirmish'
import type { FlyersConfig } from '../config/flyersConfig'
import { FLYERS, type FlyersState } from '../state/FlyersState'

/** Whether a unit flies by nature: a skirmish unit whose type has the keyword `flyer` (SK-FLY-1..5). */
export function isFlyer(tables: SkTables, unit: UnitState): boolean {
  return tables.isSkUnit(unit) && hasKeyword(tables.typeOf(unit), 'flyer')
}

/**
 * Whether a hex is one a flyer cannot fly out of (SK-FLY-2): its terrain is in the config's
 * `groundTerrain` (a forest, a building), or the skirmish terrain table marks it as `woods`.
 */
export function isGroundHex(rules: GameRules, state: GameState, tables: SkTables, config: FlyersConfig, hex: HexRef): boolean {
  const h = rules.grid.indexOfRef(hex)
  if (h < 0) return false
  const { ids, index } = rules.terrainOf(state.map)
  const id = ids[index[h]!]!
  return config.groundTerrain.includes(id) || (!tables.neutral && tables.terrain[id]?.woods === true)
}

/**
 * Whether a flyer is grounded (SK-FLY-2, GAP-SK-26): it stands inside a forest or building, or it
 * started or ended a move in one during its side's turn (it then moves on the ground for the rest
 * of that turn). A unit that is not a flyer is never grounded.
 */
export function isGrounded(rules: GameRules, state: GameState, tables: SkTables, config: FlyersConfig, unit: UnitState): boolean {
  if (!isFlyer(tables, unit)) return false
  if ((state.plugins[FLYERS] as FlyersState | undefined)?.grounded.includes(unit.id) === true) return true
  return unit.hex !== null && isGroundHex(rules, state, tables, config, unit.hex)
}

/** Whether a unit flies now: a flyer on the map that is not grounded (SK-FLY-1, SK-FLY-4, SK-FLY-5). */
export function isFlying(rules: GameRules, state: GameState, tables: SkTables, config: FlyersConfig, unit: UnitState): boolean {
  return isFlyer(tables, unit) && unit.hex !== null && !isGrounded(rules, state, tables, config, unit)
}

/** A flyer's allowance on the ground (GAP-SK-26): the config's `groundMove` for its type, else ⌈M/2⌉. */
export function groundMoveOf(tables: SkTables, config: FlyersConfig, unit: UnitState): number {
  return config.groundMove[unit.type] ?? Math.ceil(tables.move(unit) / 2)
}
