import type { UnitCard, UnitState } from '@hexes/core'
import type { EngineText } from './engineText'

/**
 * A unit's own type name in the page's language: the rule set's name for its type (the `unitCard`
 * hook's `typeName`), translated when the rules ship that name in the language (`unitType/<id>`),
 * else as the scenario names it; the type id when no rule names it. Never the rules' broad class
 * (`kind`: a rocket battery counts as infantry in HEXES Med, HM-UNIT-1, but is a rocket battery).
 *
 * @example unitTypeName(text, { type: 'heavy-infantry' }, { typeName: 'Heavy infantry', tags: [] }) // 'Infanterie lourde' in French
 */
export function unitTypeName(text: Pick<EngineText, 'nameOf'>, unit: Pick<UnitState, 'type'>, card: Pick<UnitCard, 'typeName'> | null | undefined): string {
  return card?.typeName ? text.nameOf(`unitType/${unit.type}`, card.typeName) : unit.type
}
