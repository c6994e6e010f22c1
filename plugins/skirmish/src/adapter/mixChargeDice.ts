import type { GameRules, GameState, UnitState } from '@hexes/core'
import type { HmTables } from '@hexes/plugin-hexes-med'
import { attackModifier, type AttackModifier, type AttackPlan, type ChargeRoll } from '../combat/AttackPlan'
import type { SkConfig } from '../config/skConfig'
import { pairOf } from '../melee/contacts'
import { hasKeyword, type SkUnitType } from '../model/skProfile'
import { SK_STATS } from '../state/SkState'

/** The modifiers of the charge bonus dice of a complete charger (SK-CHARGE-4/5). */
const BONUS_RULES: readonly string[] = ['SK-CHARGE-4', 'SK-CHARGE-5']

/**
 * The charge bonus of a charge in a HEXES Med game (config `adapter.charge`), on the plan the
 * skirmish rules made (SK-CHARGE-4/5: +1 die, cavalry +2, heavy cavalry +3, archers and
 * crossbowmen none):
 * - HM-CHG-2 (`countercharge`): a target HEXES Med makes charge-capable (GAP-HM-08) meets the
 *   charge with its own and cancels the bonus dice, when charged through its front (`front`: from
 *   the flank or the rear it cannot turn to meet it) or from any arc (`any`);
 * - HM-CHG-3 (`clearTerrain`): the bonus dice only when charger and target stand on clear terrain;
 * - SK-CHARGE-6..8 (`reducedIsIncomplete`): a reduced unit (HP ≤ 50 %: the step it lost is its lost
 *   figures) charges as an incomplete unit: +`chargeBonus.incomplete` die on 5+ on 1d6 (infantry)
 *   or 6+ on 1d10 (cavalry), rolled first.
 * The push-back (SK-CHARGE-12/13) is the charge's whatever its bonus. Any other plan is returned as is.
 */
export function mixChargeDice(rules: GameRules, state: GameState, hm: HmTables, config: SkConfig, type: SkUnitType, attacker: UnitState, target: UnitState, plan: AttackPlan, attackerHp: number): AttackPlan {
  if (plan.kind !== 'charge') return plan
  const bonus = plan.modifiers.find((m) => m.kind === 'dice' && BONUS_RULES.includes(m.ruleId) && m.value > 0)
  if (!bonus) return plan
  const c = config.adapter.charge
  const g = rules.grid
  const arc = pairOf(state, attacker.id, target.id)?.charge?.arc ?? 'front'
  let cancel: AttackModifier | undefined
  if (c.countercharge !== 'none' && hm.typeOf(target).charge === true && (c.countercharge === 'any' || arc === 'front')) {
    cancel = attackModifier('HM-CHG-2', 'dice', -bonus.value, `Countercharge of ${target.name ?? target.id}: no charge bonus`)
  } else if (c.clearTerrain && !(hm.terrainAt(state, g.indexOfRef(attacker.hex!)).clear && hm.terrainAt(state, g.indexOfRef(target.hex!)).clear)) {
    cancel = attackModifier('HM-CHG-3', 'dice', -bonus.value, 'Charge bonus only on clear terrain')
  }
  if (cancel) return { ...plan, dice: plan.dice - bonus.value, modifiers: [...plan.modifiers, cancel] }
  const startHp = attacker.stats[SK_STATS]!.startHp
  if (!c.reducedIsIncomplete || attackerHp <= 0 || 2 * attackerHp > startHp) return plan
  const b = config.chargeBonus
  const cavalry = hasKeyword(type, 'cavalry') || hasKeyword(type, 'heavyCavalry')
  const roll: ChargeRoll = cavalry
    ? { ruleId: 'SK-CHARGE-8', faces: 10, atLeast: b.incompleteCavalryD10, bonus: b.incomplete }
    : { ruleId: 'SK-CHARGE-7', faces: 6, atLeast: b.incompleteInfantryD6, bonus: b.incomplete }
  const conditional: AttackModifier = { ...attackModifier('SK-CHARGE-6', 'dice', roll.bonus, `Charge bonus of a reduced unit, on ${roll.atLeast}+ on 1d${roll.faces}`), onRoll: roll }
  return { ...plan, dice: plan.dice - bonus.value, chargeRoll: roll, modifiers: plan.modifiers.map((m) => (m === bonus ? conditional : m)) }
}
