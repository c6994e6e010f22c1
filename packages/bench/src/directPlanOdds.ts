/**
 * The plain baseline of the skirmish odds bench: the `hits:hpLost` distribution of a skirmish
 * `AttackPlan` by the hand-written dynamic programme of the dice bench (`directAttackOdds`), with
 * the incomplete charger's roll (SK-CHARGE-6..8) as a mixture of two programmes.
 */

import { addRationals, exactRational, rationalTerms, type Rational } from '@hexes/core'
import type { AttackPlan } from '@hexes/plugin-skirmish'
import { directAttackOdds } from './directAttackOdds'

/** `r × num / den`, exactly. */
function scale(r: Rational, num: bigint, den: bigint): Rational {
  const t = rationalTerms(r)
  return exactRational(t.num * num, t.den * den)
}

/**
 * Exact probability of every `hits:hpLost` outcome of a plan, without `enumerateOutcomes` nor any
 * dice source; `null` when the programme has no form for it (automatic hits, summed damage, more
 * than 20 attack dice).
 *
 * @param plan - a plan from `planAttack`
 */
export function directPlanOdds(plan: AttackPlan): Map<string, Rational> | null {
  const roll = plan.chargeRoll
  const most = plan.dice + (roll?.bonus ?? 0)
  if (plan.automaticHits || plan.damageMode !== 'perDie' || most > 20) return null
  const base = { dice: plan.dice, attackBonus: plan.toHit, defence: plan.defence, damage: plan.damage, constitution: plan.constitution, hp: plan.hpPool }
  const without = directAttackOdds(base)
  if (roll === null) return without
  const withBonus = directAttackOdds({ ...base, dice: most })
  const faces = BigInt(roll.faces)
  const good = BigInt(Math.min(roll.faces, Math.max(0, roll.faces - roll.atLeast + 1)))
  const mixed = new Map<string, Rational>()
  for (const key of new Set([...without.keys(), ...withBonus.keys()])) {
    const terms: Rational[] = []
    const a = withBonus.get(key)
    const b = without.get(key)
    if (a !== undefined && good > 0n) terms.push(scale(a, good, faces))
    if (b !== undefined && good < faces) terms.push(scale(b, faces - good, faces))
    if (terms.length > 0) mixed.set(key, addRationals(terms))
  }
  return mixed
}
