import type { UnitState } from '@hexes/core'
import type { SkTables } from '@hexes/plugin-skirmish'
import type { MoraleConfig } from '../config/moraleConfig'
import type { ParsedTrigger } from '../test/moraleTrigger'

/** The morale models of a unit (catalogue §3.3 rule 2): HEXES Med's test, or the skirmish tests. */
export type MoraleModel = 'hm' | 'sk'

/**
 * A unit's morale model (§3.3 rule 2, I-03): in a HEXES Med game (the skirmish tables run in a
 * mix), a HEXES Med unit takes HEXES Med's test unless its type is in `mix.skModel`; in a
 * skirmish game every unit takes the skirmish tests. Undead are immune in both (SK-MORALE-22, I-14:
 * the immunity is checked first, whatever the model).
 */
export function moraleModelOf(tables: SkTables, config: MoraleConfig, unit: Pick<UnitState, 'type'>): MoraleModel {
  return tables.mix !== undefined && !config.mix.skModel.includes(unit.type) ? 'hm' : 'sk'
}

/** HEXES Med's morale results that call for a test (HM-COMBAT-15: the defender's DM, the attackers' AM). */
export const HM_TRIGGERS: readonly string[] = ['DM', 'AM']

/** I-03: a HEXES Med DM or AM result on an SK-model unit is a skirmish panic test (SK-MORALE-19). */
export function parseHmTrigger(trigger: string): ParsedTrigger | undefined {
  return HM_TRIGGERS.includes(trigger) ? { kind: 'panic', ruleId: 'SK-MORALE-19', bonus: 0 } : undefined
}
