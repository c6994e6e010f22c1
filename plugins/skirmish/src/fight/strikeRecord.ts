import type { UnitId } from '@hexes/core'
import type { AttackPlan } from '../combat/AttackPlan'
import type { AttackResult } from '../combat/attackResolver'
import type { StrikeRecord } from './SkCombatData'
import { toHitNeeds } from './toHitNeeds'

/**
 * The record of one strike for the log and the dice shown die by die: who struck whom and how
 * (the plan's kind), what each die needed (the net to-hit bonus, the defence, the lowest natural
 * face that hits, the damage score and the target's constitution: SK-COMBAT-2..9), what it did
 * (dice, skulls, HP) and, in play, the faces of its attack, damage and charge-bonus dice
 * (SK-CHARGE-6..8). Under an enumeration (`enumerating`) the natural hits are left out with the
 * faces: they are not in the merge keys (see `mergedRound`).
 *
 * @param unit - the striker
 * @param target - the unit struck (a side's primary target)
 * @param plan - the plan the strike was rolled from
 * @param r - what its resolver returned
 * @param enumerating - the dice enumerate (exact odds)
 */
export function strikeRecord(unit: UnitId, target: UnitId, plan: AttackPlan, r: AttackResult, enumerating: boolean): StrikeRecord {
  const roll = plan.chargeRoll
  return {
    unit, target, kind: plan.kind, dice: r.dice,
    toHit: plan.toHit, defence: plan.defence, needs: toHitNeeds(plan), damage: plan.damage, constitution: plan.constitution,
    hits: r.hits, naturalHits: enumerating ? null : r.naturalHits, hpLost: r.hpLost,
    chargeBonus: r.chargeBonus,
    chargeDie: roll === null ? null : { ruleId: roll.ruleId, faces: roll.faces, atLeast: roll.atLeast, bonus: roll.bonus, face: r.chargeFace },
    attackFaces: r.attackFaces, damageFaces: r.damageFaces,
  }
}
