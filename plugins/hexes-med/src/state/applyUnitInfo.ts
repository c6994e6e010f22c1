import type { HookRegistry, UnitCard } from '@hexes/core'
import { hmState, type HmTables } from '../config/HmTables'
import { HM } from './HmState'

/**
 * What HEXES Med says about a unit to the rest of the engine and the UI:
 * - `unitStrength`: its current strength F (reduced value once reduced, GAP-HM-05), used for the
 *   starting strength and `strengthEliminated` victories;
 * - `isWeakened`: a unit is weakened when reduced (GAP-SW-01);
 * - `unitCard`: F, MP, ranged strength and range (HM-UNIT-2, HM-UNIT-3), kind (HM-UNIT-1),
 *   reduced, type name, and the tags `moved` (moved this turn, HM-CHG-5) and `fought` (this phase).
 */
export function applyUnitInfo(hooks: HookRegistry, tables: HmTables): void {
  hooks.unitStrength.tap({ plugin: HM, ruleId: 'HM-MORALE-2' }, (_v, { unit }) => tables.strength(unit))
  hooks.isWeakened.tap({ plugin: HM, ruleId: 'HM-COMBAT-12' }, ({ unit }) => tables.isReduced(unit))
  hooks.unitCard.tap({ plugin: HM, ruleId: 'HM-UNIT-1' }, (card, { state, unit }): UnitCard => {
    const type = tables.typeOf(unit)
    const hm = hmState(state)
    const tags = [...card.tags]
    if (hm.movedThisTurn.includes(unit.id)) tags.push('moved')
    if (hm.fought.includes(unit.id)) tags.push('fought')
    const range = tables.range(unit)
    return {
      ...card,
      strength: tables.strength(unit),
      mp: tables.mp(unit),
      ...(range > 0 ? { ranged: { strength: tables.rangedStrength(unit), range } } : {}),
      kind: type.kind,
      reduced: tables.isReduced(unit),
      typeName: type.name,
      tags,
    }
  })
}
