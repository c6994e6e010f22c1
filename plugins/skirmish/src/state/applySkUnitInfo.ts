import type { HookRegistry } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { isEngaged, isLocked } from '../melee/contacts'
import { SK, skState } from './SkState'

/**
 * What the rest of the engine reads of a skirmish unit (in a mix, only the tags: the base rule set
 * answers the rest):
 * - `unitStrength`: its HP (victory by strength eliminated, the AI's material; R-01);
 * - `isWeakened`: half its HP or less (R-02, SK-COMBAT-19);
 * - `unitCard`: HP as the strength, M, its weapon's long range in hexes, its class, and tags for
 *   the counter (`locked`, `engaged`, `charged`, `moved`, `shot`).
 */
export function applySkUnitInfo(hooks: HookRegistry, tables: SkTables, standalone: boolean): void {
  if (standalone) {
    hooks.unitStrength.tap({ plugin: SK, ruleId: 'GAP-SK-06' }, (v, { unit }) => (tables.isSkUnit(unit) && unit.stats.sk ? unit.stats.sk.hp : v))
    hooks.isWeakened.tap({ plugin: SK, ruleId: 'SK-COMBAT-19' }, ({ unit }) => {
      const s = tables.isSkUnit(unit) ? unit.stats.sk : undefined
      return s ? 2 * s.hp <= s.startHp : undefined
    })
  }
  hooks.unitCard.tap({ plugin: SK, ruleId: 'GAP-SK-06' }, (card, { state, unit }) => {
    if (!tables.isSkUnit(unit) || !unit.stats.sk) return card
    const type = tables.typeOf(unit)
    const sk = skState(state)
    const weapon = tables.weaponOf(type)
    const tags = [...card.tags]
    if (isLocked(state, unit.id)) tags.push('locked')
    else if (isEngaged(state, unit.id)) tags.push('engaged')
    if (sk.charged.includes(unit.id)) tags.push('charged')
    if (sk.moved.some((m) => m.unit === unit.id)) tags.push('moved')
    if (sk.shot.includes(unit.id)) tags.push('shot')
    // In a mix the base rules show the unit (HEXES Med: F, reduced); the skirmish rules add their tags.
    if (!standalone) return { ...card, tags }
    return {
      ...card,
      strength: unit.stats.sk.hp,
      mp: type.move,
      ...(weapon ? { ranged: { strength: tables.figures(unit) * type.attacks, range: Math.floor(weapon.long / tables.pacesPerHex) + 1 } } : {}),
      kind: tables.isCavalry(type) ? 'cavalry' : 'infantry',
      reduced: 2 * unit.stats.sk.hp <= unit.stats.sk.startHp,
      typeName: type.name,
      tags,
    }
  })
}
