import type { GameRules, GameState, UnitState } from '@hexes/core'
import { gapPaces, hasKeyword, type SkTables } from '@hexes/plugin-skirmish'
import { isFleeing } from '../state/MoraleState'

/** Where the Cd of a test comes from (SK-MORALE-20, GAP-SK-32). */
export type CdSource = 'own' | 'general'

/** The Cd a unit tests on, and where it comes from. */
export interface CommandUsed {
  cd: number
  source: CdSource
  /** The general whose Cd it uses (`source: 'general'`). */
  general?: string
}

/**
 * The unit of `unit`'s army that carries `keyword` (`general`, `greatBanner`) within `aura`
 * paces of it (less than, GAP-SK-01 gap), active, on the map and not fleeing (GAP-SK-31); the
 * first in unit order.
 */
export function auraUnit(rules: GameRules, state: GameState, tables: SkTables, unit: UnitState, keyword: 'general' | 'greatBanner', aura: number): UnitState | undefined {
  if (unit.hex === null) return undefined
  const { grid } = rules
  const from = grid.indexOfRef(unit.hex)
  return state.units.find((u) => u.side === unit.side && u.status === 'active' && u.hex !== null && tables.isSkUnit(u)
    && hasKeyword(tables.typeOf(u), keyword) && !isFleeing(u) && gapPaces(grid, from, grid.indexOfRef(u.hex), tables.pacesPerHex) < aura)
}

/**
 * The Cd of a test (SK-MORALE-20, GAP-SK-31/32): the unit's own, or its general's when he is
 * less than `aura` paces away, not fleeing, and his Cd is higher (the unit uses the better one).
 */
export function commandOf(rules: GameRules, state: GameState, tables: SkTables, unit: UnitState, aura: number): CommandUsed {
  const own = tables.typeOf(unit).command
  const general = auraUnit(rules, state, tables, unit, 'general', aura)
  if (general && tables.typeOf(general).command > own) return { cd: tables.typeOf(general).command, source: 'general', general: general.id }
  return { cd: own, source: 'own' }
}
