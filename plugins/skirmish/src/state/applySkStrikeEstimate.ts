import { expectedValue, toFloat, type HookRegistry, type UnitState } from '@hexes/core'
import { attackOdds } from '../combat/attackOdds'
import type { AttackSituation, Fighter } from '../combat/AttackSituation'
import { planAttack } from '../combat/planAttack'
import type { SkTables } from '../config/SkTables'
import { hasKeyword } from '../model/skProfile'
import { SK } from './SkState'

/**
 * What one attack of a skirmish unit is expected to cost another, for the core's
 * `strikeEstimate` (the AI's threat estimate; standalone only, where a unit's strength is its HP):
 * the expected HP lost, from the exact odds of the combat math (`attackOdds`), of the better of
 * a frontal charge in the open (SK-CHARGE-4..8; a unit that may not charge strikes instead) and,
 * for a shooter, a volley at short range (SK-MISSILE-1..7). Both units as they are (their HP);
 * cached by unit types and HP.
 */
export function applySkStrikeEstimate(hooks: HookRegistry, tables: SkTables): void {
  const cache = new Map<string, number>()
  const fighter = (u: UnitState): Fighter => {
    const s = tables.stats(u)
    return { type: tables.typeOf(u), hp: s.hp, startHp: s.startHp, level: 0 }
  }
  const expected = (situation: AttackSituation) => toFloat(expectedValue(attackOdds(planAttack(situation, tables.config)), (r) => r.hpLost))
  hooks.strikeEstimate.tap({ plugin: SK, ruleId: 'SK-COMBAT-1' }, ({ attacker, defender }) => {
    if (!tables.isSkUnit(attacker) || !tables.isSkUnit(defender) || !attacker.stats.sk || !defender.stats.sk) return undefined
    const key = `${attacker.type}:${attacker.stats.sk.hp}>${defender.type}:${defender.stats.sk.hp}`
    let v = cache.get(key)
    if (v === undefined) {
      const a = fighter(attacker)
      const d = fighter(defender)
      if (a.hp <= 0 || d.hp <= 0) v = 0
      else {
        const charges = !hasKeyword(a.type, 'flyer') && !hasKeyword(a.type, 'warMachine')
        v = expected({ kind: charges ? 'charge' : 'strike', attacker: a, target: d })
        if (tables.weaponOf(a.type)) v = Math.max(v, expected({ kind: 'missile', attacker: a, target: d, range: 'short' }))
      }
      cache.set(key, v)
    }
    return v
  })
}
