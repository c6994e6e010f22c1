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
 * The units of `unit`'s army that carry `keyword` (`general`, `greatBanner`) within `aura` paces
 * of it (less than, GAP-SK-01 gap), active, on the map and not fleeing (GAP-SK-31), in unit order.
 */
export function auraUnits(rules: GameRules, state: GameState, tables: SkTables, unit: UnitState, keyword: 'general' | 'greatBanner', aura: number): UnitState[] {
  if (unit.hex === null) return []
  const { grid } = rules
  const from = grid.indexOfRef(unit.hex)
  return state.units.filter((u) => u.side === unit.side && u.status === 'active' && u.hex !== null && tables.isSkUnit(u)
    && hasKeyword(tables.typeOf(u), keyword) && !isFleeing(u) && gapPaces(grid, from, grid.indexOfRef(u.hex), tables.pacesPerHex) < aura)
}

/** The first of {@link auraUnits} (a great banner: any one gives the re-roll). */
export function auraUnit(rules: GameRules, state: GameState, tables: SkTables, unit: UnitState, keyword: 'general' | 'greatBanner', aura: number): UnitState | undefined {
  return auraUnits(rules, state, tables, unit, keyword, aura)[0]
}

/**
 * The Cd of a test (SK-MORALE-20, GAP-SK-31/32): the unit's own, or a general's when he is less
 * than `aura` paces away, not fleeing, and his Cd is higher (the unit uses the best one: of two
 * generals in reach, the higher Cd; of equal ones, the first in unit order).
 */
export function commandOf(rules: GameRules, state: GameState, tables: SkTables, unit: UnitState, aura: number): CommandUsed {
  let best: CommandUsed = { cd: tables.typeOf(unit).command, source: 'own' }
  for (const g of auraUnits(rules, state, tables, unit, 'general', aura)) {
    const cd = tables.typeOf(g).command
    if (cd > best.cd) best = { cd, source: 'general', general: g.id }
  }
  return best
}
