import type { GameRules, GameState, UnitState } from '@hexes/core'
import { flyersState, groundMoveOf, isFlyer, isGrounded, isGroundHex, type FlyersConfig } from '@hexes/plugin-flyers'
import { skState, type SkTables } from '@hexes/plugin-skirmish'

/** Where a flyer stands with the flyers rules now (SK-FLY-1, SK-FLY-2, GAP-SK-26). */
export type FlightState =
  | { kind: 'flying' }
  /** Grounded: standing in a forest or building (`terrain`: its terrain id), or it started or ended a move in one this turn (`terrain: null`). */
  | { kind: 'grounded'; terrain: string | null; allowance: number; left: number }

/**
 * A flyer's state: in flight, or grounded (SK-FLY-2) with why (the terrain of the forest or
 * building it stands in, or a move that started or ended in one this turn) and its ground
 * allowance (GAP-SK-26: `groundMove`, ⌈M/2⌉ by default) with what is left of it this turn;
 * `undefined` for a unit that is not a flyer on the map.
 */
export function flightState(rules: GameRules, state: GameState, tables: SkTables, config: FlyersConfig, unit: UnitState): FlightState | undefined {
  if (!isFlyer(tables, unit) || unit.status !== 'active' || unit.hex === null) return undefined
  if (!isGrounded(rules, state, tables, config, unit)) return { kind: 'flying' }
  let terrain: string | null = null
  if (isGroundHex(rules, state, tables, config, unit.hex)) {
    const { ids, index } = rules.terrainOf(state.map)
    terrain = ids[index[rules.grid.indexOfRef(unit.hex)]!]!
  }
  const allowance = groundMoveOf(tables, config, unit)
  const moved = skState(state).moved.find((m) => m.unit === unit.id)?.paces ?? 0
  return { kind: 'grounded', terrain, allowance, left: Math.max(0, allowance - moved) }
}

/** The flyers that may fly on now (SK-FLY-4): they attacked in this melee step and have not flown on. */
export function mayFlyOn(state: GameState): readonly string[] {
  const s = flyersState(state)
  return s.attacked.filter((id) => !s.flownOn.includes(id))
}
