import type { UnitState } from '@hexes/core'
import { hasKeyword, type SkTables } from '@hexes/plugin-skirmish'
import type { MoraleConfig } from '../config/moraleConfig'

/** What a unit causes (SK-MORALE-10): terror wins over fear. */
export function fearOf(tables: SkTables, unit: UnitState): 'fear' | 'terror' | undefined {
  if (!tables.isSkUnit(unit)) return undefined
  const type = tables.typeOf(unit)
  return hasKeyword(type, 'terror') ? 'terror' : hasKeyword(type, 'fear') ? 'fear' : undefined
}

/**
 * Whether `causer` frightens `subject` with `kind` (SK-MORALE-10..14, GAP-SK-12): a fear- or
 * terror-causing unit is immune to fear, a terror-causing one to terror too; and only an
 * adversary with more than half as many HP as the subject frightens it (current HP of both,
 * SK-MORALE-14), unless the config lets terror ignore that (`terrorIgnoresHp`). Undead are
 * immune through the morale model (SK-MORALE-22).
 */
export function frightens(tables: SkTables, config: MoraleConfig, kind: 'fear' | 'terror', causer: UnitState, subject: UnitState): boolean {
  const own = fearOf(tables, subject)
  if (own === 'terror' || (own === 'fear' && kind === 'fear')) return false
  if (kind === 'terror' && config.terrorIgnoresHp) return true
  return 2 * tables.stats(causer).hp > tables.stats(subject).hp
}
