/**
 * The skirmish attack the dice benchmark measures (catalogue SK-COMBAT-1..12, GAP-SK-09/10, R-01),
 * and its resolver as a rule plugin writes it: on core's pools, so that `enumerateOutcomes` gives
 * its exact odds by counts. `directAttackOdds` computes the same odds by hand.
 */

import { d6, poolTotal, successPool, type DiceSource } from '@hexes/core'

/** The numbers of one attack, after modifiers. */
export interface BenchAttack {
  /** Attack dice, one d6 each (SK-COMBAT-1). */
  dice: number
  /** Added to each attack die (SK-COMBAT-2); a hit beats `defence` strictly (SK-COMBAT-3). */
  attackBonus: number
  defence: number
  /** Added to each damage die (SK-COMBAT-8, per die: GAP-SK-10); the target's constitution is subtracted (SK-COMBAT-9). */
  damage: number
  constitution: number
  /** The target unit's pooled HP, the most it can lose. */
  hp: number
}

/** The measured attack: 20 d6 at +1 against defence 4, damage 2 against constitution 3, on a 10-HP unit. */
export const BENCH_ATTACK: Readonly<BenchAttack> = Object.freeze({ dice: 20, attackBonus: 1, defence: 4, damage: 2, constitution: 3, hp: 10 })

/** HP a damage die showing face `k` (index `k − 1`) removes: after a plain hit, and after a natural-6 hit. */
export interface DamageTables {
  hp: number[]
  naturalHp: number[]
}

/**
 * The damage table per face of the d6 (SK-COMBAT-10..12: value 1–3 → 1 HP, 4–7 → 2, 8+ → 3; a
 * value ≤ 0 is a KO, 0 HP, GAP-SK-09), where a natural-6 hit removes at least 1 HP (SK-COMBAT-6).
 *
 * @param a - the attack
 */
export function damageTables(a: BenchAttack): DamageTables {
  const hp = d6().faces.map(({ value }) => {
    const v = value + a.damage - a.constitution
    return v <= 0 ? 0 : v <= 3 ? 1 : v <= 7 ? 2 : 3
  })
  return { hp, naturalHp: hp.map((x) => Math.max(1, x)) }
}

/** What one attack did: its outcome key is `hits:hpLost`. */
export interface BenchAttackResult {
  hits: number
  hpLost: number
}

/**
 * The resolver: the to-hit pool (`successPool`: natural 1 misses, natural 6 hits), one damage die
 * per hit through the damage table (`poolTotal`, natural-6 hits first), capped by the unit's HP.
 *
 * @param a - the attack
 * @returns the resolver, for play (`SeededDice`) and for odds (`enumerateOutcomes`)
 */
export function resolveAttack(a: BenchAttack): (dice: DiceSource) => BenchAttackResult {
  const { hp, naturalHp } = damageTables(a)
  const toHit = { n: a.dice, bonus: a.attackBonus, target: a.defence, reason: 'SK-COMBAT-1 attack' }
  return (dice) => {
    const { successes, natural } = successPool(dice, toHit)
    const { total } = poolTotal(dice, [
      { die: d6(), n: natural, values: naturalHp },
      { die: d6(), n: successes - natural, values: hp },
    ], 'SK-COMBAT-7 damage')
    return { hits: successes, hpLost: Math.min(total, a.hp) }
  }
}

/** The outcome key of an attack. */
export function attackKey(r: BenchAttackResult): string {
  return `${r.hits}:${r.hpLost}`
}
