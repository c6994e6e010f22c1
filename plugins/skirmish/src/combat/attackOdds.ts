import { addRationals, enumerateOutcomes, expectedValue, rational, type Distribution, type Rational } from '@hexes/core'
import type { AttackPlan } from './AttackPlan'
import { attackKey, attackResolver, type AttackResult } from './attackResolver'

/**
 * The exact distribution of an attack's results: core `enumerateOutcomes` over the very resolver
 * play uses (`attackResolver(plan)`), keyed `hits:hpLost:push` (`attackKey`). Every distinct
 * outcome appears once with its exact probability; its `example` is a result with that key.
 *
 * @param plan - from `planAttack`
 * @returns the distribution (total exactly 1)
 * @example
 * ```ts
 * const summary = summarizeOdds(attackOdds(plan), plan)
 * toFloat(summary.pHit) // chance of at least one hit
 * ```
 */
export function attackOdds(plan: AttackPlan): Distribution<AttackResult> {
  return enumerateOutcomes(attackResolver(plan), attackKey)
}

/** What the odds panel shows of an attack, exactly. */
export interface AttackOddsSummary {
  /** P(at least one hit). */
  pHit: Rational
  /** P(at least one HP lost). */
  pDamage: Rational
  /** P(the target is pushed back), SK-CHARGE-12/13. */
  pPush: Rational
  /** P(the HP pool is emptied). */
  pDestroyed: Rational
  expectedHits: Rational
  expectedHpLost: Rational
  /** Distribution of HP lost, by HP ascending (zero-probability values left out). */
  hpLost: { hp: number; probability: Rational }[]
}

/**
 * Summarises an attack's exact distribution for the UI: chance of a hit, of damage, of a
 * push-back and of destruction, expected hits and HP lost, and the distribution of HP lost.
 *
 * @param dist - from `attackOdds(plan)`
 * @param plan - the same plan (its `hpPool` tells what destroyed means)
 */
export function summarizeOdds(dist: Distribution<AttackResult>, plan: Pick<AttackPlan, 'hpPool'>): AttackOddsSummary {
  const where = (test: (r: AttackResult) => boolean): Rational => {
    const terms = dist.outcomes.filter((o) => test(o.example)).map((o) => o.probability)
    return terms.length === 0 ? rational(0) : addRationals(terms)
  }
  const byHp = new Map<number, Rational[]>()
  for (const o of dist.outcomes) {
    const list = byHp.get(o.example.hpLost)
    if (list) list.push(o.probability)
    else byHp.set(o.example.hpLost, [o.probability])
  }
  return {
    pHit: where((r) => r.hits > 0),
    pDamage: where((r) => r.hpLost > 0),
    pPush: where((r) => r.push > 0),
    pDestroyed: plan.hpPool === 0 ? rational(0) : where((r) => r.hpLost >= plan.hpPool),
    expectedHits: expectedValue(dist, (r) => r.hits),
    expectedHpLost: expectedValue(dist, (r) => r.hpLost),
    hpLost: [...byHp.keys()].sort((a, b) => a - b).map((hp) => ({ hp, probability: addRationals(byHp.get(hp)!) })),
  }
}
