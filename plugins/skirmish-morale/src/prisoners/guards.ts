import type { GameState, UnitState } from '@hexes/core'
import { hasKeyword, livingFigures, type SkTables } from '@hexes/plugin-skirmish'
import { isFleeing, moraleState } from '../state/MoraleState'
import type { Prisoner } from './Prisoner'

/** The keywords of a character figure, who may be captured instead of killed (GAP-SK-27, R-12). */
export const CHARACTER_KEYWORDS = ['general', 'enchanter', 'sorcerer', 'necromancer', 'greatBanner'] as const

/** Prisoners a guard figure holds at most (SK-PRIS-1: « 1 ou 2 prisonniers nécessitent 1 garde »). */
export const PRISONERS_PER_GUARD = 2

/** Whether a unit is a character: a general, a spellcaster, a necromancer or a great-banner bearer (GAP-SK-27). */
export function isCharacter(tables: SkTables, unit: UnitState): boolean {
  if (!tables.isSkUnit(unit)) return false
  const type = tables.typeOf(unit)
  return CHARACTER_KEYWORDS.some((k) => hasKeyword(type, k))
}

/**
 * Whether a unit may guard prisoners (SK-PRIS-1: « fantassin ou cavalier »): a skirmish unit of
 * infantry or (heavy) cavalry, on the map and not fleeing (a guard that flees lets its prisoners go).
 */
export function canGuard(tables: SkTables, unit: UnitState): boolean {
  if (unit.status !== 'active' || unit.hex === null || !tables.isSkUnit(unit) || isFleeing(unit)) return false
  const type = tables.typeOf(unit)
  return hasKeyword(type, 'infantry') || tables.isCavalry(type)
}

/** How many prisoners a unit can guard with `hp` HP: two per living figure (SK-PRIS-1), none if it cannot guard. */
export function guardCapacity(tables: SkTables, unit: UnitState, hp = tables.stats(unit).hp): number {
  return canGuard(tables, unit) ? PRISONERS_PER_GUARD * livingFigures(hp, tables.typeOf(unit).hp) : 0
}

/** The prisoners a guard holds, in the order they were taken. */
export function heldBy(state: GameState, guard: string): Prisoner[] {
  return moraleState(state).prisoners.filter((p) => p.guard === guard)
}

/** The prisoners held in a building, in the order they were taken. */
export function heldIn(state: GameState, building: string): Prisoner[] {
  return moraleState(state).prisoners.filter((p) => p.building === building)
}

/** The prisoner record of a unit, if it is a prisoner. */
export function prisonerOf(state: GameState, unit: string): Prisoner | undefined {
  return moraleState(state).prisoners.find((p) => p.unit === unit)
}
