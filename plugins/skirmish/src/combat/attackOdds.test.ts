/// <reference types="node" />
import { addRationals, enumerateOutcomes, exactRational, probabilityOf, rationalTerms, toFloat, type DiceSource, type Rational } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { attackOdds, summarizeOdds } from './attackOdds'
import type { AttackPlan } from './AttackPlan'
import { attackKey, attackResolver } from './attackResolver'
import { fighter, profile, testConfig, UNITS } from './combat.fixture'
import { planAttack } from './planAttack'

const config = testConfig()
const exact = (r: Rational) => {
  const t = rationalTerms(r)
  return `${t.num}/${t.den}`
}
const table = (plan: AttackPlan) => attackOdds(plan).outcomes.map((o) => [o.key, exact(o.probability)])

/** A source with `roll` only: core's pools and totals then roll die by die, so odds enumerate every face sequence. */
const facesOnly = (dice: DiceSource): DiceSource => ({ roll: (die, reason) => dice.roll(die, reason) })

describe('skirmish/combat/odds', () => {
  it('SK-COMBAT-1: one die at +0 vs defence 3, damage 0 vs constitution 0, by hand', () => {
    const plan = planAttack({ kind: 'strike', attacker: fighter(profile({ damage: 0 })), target: fighter(profile({ hp: 20, constitution: 0 })) }, config)
    // 4–6 hit (1/2); the damage die: 1–3 → 1 HP, 4–6 → 2 HP.
    expect(table(plan)).toEqual([['0:0:0', '1/2'], ['1:1:0', '1/4'], ['1:2:0', '1/4']])
  })

  it('the pools by counts give exactly the odds of every face sequence, die by die (classes merged or not, per die or summed, charge roll)', () => {
    const cases: AttackPlan[] = [
      // Natural 6s change nothing (a 6 hits anyway, no KO): two classes.
      planAttack({ kind: 'strike', attacker: fighter(profile({ attacks: 3, damage: 2 })), target: fighter(profile({ hp: 5, defence: 3 })) }, config),
      // Natural 6s matter: −3 vs defence 5, and KOs (damage 0 vs constitution 3).
      planAttack({ kind: 'strike', attacker: fighter(profile({ attacks: 3, attackBonus: -3, damage: 0 })), target: fighter(profile({ hp: 5, defence: 5, constitution: 3 })) }, config),
      planAttack({ kind: 'strike', attacker: fighter(profile({ attacks: 3, damage: 0 })), target: fighter(profile({ hp: 9, defence: 2, constitution: 3 })) }, testConfig({ damageMode: 'sum' })),
      // An incomplete charger's roll, then 1 or 2 attack dice and a push-back on 2 hits.
      planAttack({ kind: 'charge', attacker: fighter(UNITS.spearmen, { hp: 1 }), target: fighter(UNITS.troll) }, testConfig({ pushSkulls: 2 })),
    ]
    for (const plan of cases) {
      const resolve = attackResolver(plan)
      const byCounts = enumerateOutcomes(resolve, attackKey)
      const byFaces = enumerateOutcomes((dice) => resolve(facesOnly(dice)), attackKey)
      expect(byCounts.outcomes.map((o) => [o.key, exact(o.probability)])).toEqual(byFaces.outcomes.map((o) => [o.key, exact(o.probability)]))
      expect(byCounts.leaves).toBeLessThan(byFaces.leaves)
    }
  })

  it('SK-CHARGE-7: the incomplete charger\'s roll comes first: the odds are 1/3 those with the bonus die and 2/3 those without', () => {
    const target = fighter(UNITS.spearmen)
    const incomplete = planAttack({ kind: 'charge', attacker: fighter(UNITS.spearmen, { hp: 4 }), target }, config)
    const base = { ...incomplete, chargeRoll: null }
    const withBonus = attackOdds({ ...base, dice: 5 })
    const without = attackOdds({ ...base, dice: 4 })
    const keys = new Set([...withBonus.outcomes, ...without.outcomes].map((o) => o.key))
    const mixed = attackOdds(incomplete)
    expect(mixed.outcomes.map((o) => o.key).sort()).toEqual([...keys].sort())
    for (const key of keys) {
      const a = rationalTerms(probabilityOf(withBonus, key))
      const b = rationalTerms(probabilityOf(without, key))
      const expected = addRationals([exactRational(a.num, a.den * 3n), exactRational(2n * b.num, b.den * 3n)])
      expect(exact(probabilityOf(mixed, key)), key).toBe(exact(expected))
    }
  })

  it('summarizeOdds: chance of a hit, of damage, of a push-back, of destruction, expected hits and HP, HP lost distribution', () => {
    // 3 dice at +0 vs defence 3 (1/2 each), damage 0 vs constitution 0 (1–3: 1 HP, 4–6: 2 HP), a 2-HP target; push on 3 hits.
    const plan = planAttack({ kind: 'charge', attacker: fighter(profile({ attacks: 2, damage: 0 })), target: fighter(profile({ hp: 2, constitution: 0 })) }, config)
    const s = summarizeOdds(attackOdds(plan), plan)
    expect(exact(s.pHit)).toBe('7/8')
    expect(exact(s.expectedHits)).toBe('3/2')
    // 1 hit (3/8): 1 or 2 HP evenly; 2 or 3 hits (1/2): always 2 HP.
    expect(s.hpLost.map((x) => [x.hp, exact(x.probability)])).toEqual([[0, '1/8'], [1, '3/16'], [2, '11/16']])
    expect(exact(s.pDamage)).toBe('7/8')
    expect(exact(s.pDestroyed)).toBe('11/16')
    expect(exact(s.expectedHpLost)).toBe('25/16')
    // 3 hits always destroy 2 HP: no push-back.
    expect(exact(s.pPush)).toBe('0/1')
    const tough = planAttack({ kind: 'charge', attacker: fighter(profile({ attacks: 2, damage: 0 })), target: fighter(profile({ hp: 20, constitution: 0 })) }, config)
    expect(exact(summarizeOdds(attackOdds(tough), tough).pPush)).toBe('1/8')
  })

  it('a typical attack (10 dice vs a 10-HP unit) takes well under a millisecond (loose bound: best batch < 1 ms)', () => {
    const plan = planAttack({ kind: 'strike', attacker: fighter(profile({ figures: 10, attackBonus: 1, damage: 2 })), target: fighter(profile({ figures: 5, hp: 2, defence: 3 })) }, config)
    expect(plan.dice).toBe(10)
    for (let i = 0; i < 100; i++) attackOdds(plan)
    const batches: number[] = []
    for (let b = 0; b < 10; b++) {
      const start = performance.now()
      for (let i = 0; i < 50; i++) attackOdds(plan)
      batches.push((performance.now() - start) / 50)
    }
    expect(Math.min(...batches)).toBeLessThan(1)
    expect(toFloat(summarizeOdds(attackOdds(plan), plan).expectedHpLost)).toBeGreaterThan(0)
  })
})
