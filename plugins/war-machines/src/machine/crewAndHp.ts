import type { UnitState } from '@hexes/core'
import { livingFigures, type SkTables } from '@hexes/plugin-skirmish'
import type { MachineProfile, WmConfig } from '../config/wmConfig'

/**
 * A heavy war machine is one skirmish unit (keyword `warMachine`): its figures are its crew and
 * its HP pool is the machine's HP. These read the two ways the source measures its
 * losses.
 */

/** SK-WM-15: the machine has lost more than half its crew (figures at deployment against living figures: 4 → 1 yes, 4 → 2 no). */
export function lostHalfCrew(tables: SkTables, unit: UnitState): boolean {
  const per = tables.typeOf(unit).hp
  const start = livingFigures(tables.stats(unit).startHp, per)
  return (start - tables.figures(unit)) * 2 > start
}

/** SK-WM-16: the machine has lost more than half its HP (3 of 8 left: yes; 4 of 8: no). */
export function lostHalfHp(tables: SkTables, unit: UnitState): boolean {
  const { hp, startHp } = tables.stats(unit)
  return (startHp - hp) * 2 > startHp
}

/** GAP-SK-33, SK-WM-15: reload turns the machine needs now: its own, one more when it has lost more than half its crew. */
export function reloadTurnsNeeded(tables: SkTables, config: WmConfig, profile: MachineProfile, unit: UnitState): number {
  return profile.reloadTurns + (lostHalfCrew(tables, unit) ? config.crewLossReloadTurns : 0)
}

/** SK-WM-16: what is added to the machine's misfire roll. */
export function misfireMalus(tables: SkTables, config: WmConfig, unit: UnitState): number {
  return lostHalfHp(tables, unit) ? config.halfHpMisfireMalus : 0
}
