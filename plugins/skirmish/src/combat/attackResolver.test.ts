import { enumerateOutcomes, ScriptedDice } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import type { SkUnitType } from '../model/skProfile'
import type { AttackPlan } from './AttackPlan'
import { attackKey, attackResolver } from './attackResolver'
import type { AttackSituation } from './AttackSituation'
import { fighter, profile, testConfig, UNITS } from './combat.fixture'
import { hpLoss } from './hpLoss'
import { planAttack } from './planAttack'

const config = testConfig()

/** Plans `attacks` dice of an attacker with `a` against one 20-HP figure with `t`. */
function planOf(a: Partial<SkUnitType>, t: Partial<SkUnitType>, s: Partial<AttackSituation> = {}, cfg = config): AttackPlan {
  return planAttack({ kind: 'strike', attacker: fighter(profile({ attacks: 1, damage: 0, ...a })), target: fighter(profile({ hp: 20, constitution: 0, ...t })), ...s }, cfg)
}

/** Resolves a plan on scripted faces, every one of them used. */
function resolve(plan: AttackPlan, faces: number[]) {
  const dice = new ScriptedDice(faces)
  const result = attackResolver(plan)(dice)
  expect(dice.remaining, 'scripted faces left over').toBe(0)
  return { ...result, rolls: dice.rolls }
}

const hitsAndHp = (plan: AttackPlan, faces: number[]) => {
  const r = resolve(plan, faces)
  return [r.hits, r.hpLost]
}

describe('skirmish/combat/resolver', () => {
  it('SK-COMBAT-3: a die hits when its modified result is strictly greater than the defence (4 misses, 5 hits vs 4)', () => {
    const p = planOf({}, { defence: 4 })
    expect(hitsAndHp(p, [4])).toEqual([0, 0])
    expect(hitsAndHp(p, [5, 1])).toEqual([1, 1])
  })

  it('SK-COMBAT-2: the bonus is added to each die (+1: 2 → 3 misses, 4 → 5 hits vs defence 4)', () => {
    expect(hitsAndHp(planOf({ attacks: 2, attackBonus: 1 }, { defence: 4 }), [2, 4, 1])).toEqual([1, 1])
    expect(hitsAndHp(planOf({ attacks: 2, attackBonus: 0 }, { defence: 4 }), [2, 4])).toEqual([0, 0])
  })

  it('SK-COMBAT-4: a natural 1 always misses (+5 vs defence 2): no damage die is rolled', () => {
    expect(hitsAndHp(planOf({ attackBonus: 5 }, { defence: 2 }), [1])).toEqual([0, 0])
    expect(hitsAndHp(planOf({ attackBonus: 5 }, { defence: 2 }), [2, 1])).toEqual([1, 1])
  })

  it('SK-COMBAT-5: a natural 6 always hits (−3 vs defence 8)', () => {
    const p = planOf({ attackBonus: -3 }, { defence: 8 })
    expect(hitsAndHp(p, [6, 4])).toEqual([1, 2])
    expect(hitsAndHp(p, [5])).toEqual([0, 0])
  })

  it('SK-COMBAT-6: a KO (damage value ≤ 0) on a natural-6 hit costs 1 HP; the same KO on a natural-5 hit costs none (GAP-SK-09)', () => {
    const ko = planOf({}, { defence: 4, constitution: 6 })
    expect(resolve(ko, [6, 6])).toMatchObject({ hits: 1, naturalHits: 1, hpLost: 1 })
    expect(resolve(ko, [5, 6])).toMatchObject({ hits: 1, naturalHits: 0, hpLost: 0 })
    // Natural-6 hits roll their damage dice first: [5, 6] hit, then the 6's die (KO → 1), then the 5's (KO → 0).
    expect(hitsAndHp(planOf({ attacks: 2 }, { defence: 4, constitution: 6 }), [5, 6, 3, 3])).toEqual([2, 1])
  })

  it('SK-COMBAT-7: one damage die per successful attack (3 hits: 3 damage dice)', () => {
    const r = resolve(planOf({ attacks: 4 }, { defence: 2 }), [3, 4, 2, 5, 1, 1, 1])
    expect(r.hits).toBe(3)
    expect(r.rolls.map((x) => x.reason)).toEqual([...Array(4).fill('SK-COMBAT-1 attack'), ...Array(3).fill('SK-COMBAT-7 damage')])
    expect(r.damageFaces).toEqual([[], [1, 1, 1]])
  })

  it('SK-COMBAT-8: the damage score is added to each damage die (2 + die 3 = 5: 2 HP, where 3 alone is 1 HP)', () => {
    expect(hitsAndHp(planOf({ damage: 2 }, { defence: 3 }), [4, 3])).toEqual([1, 2])
    expect(hitsAndHp(planOf({ damage: 0 }, { defence: 3 }), [4, 3])).toEqual([1, 1])
  })

  it('SK-COMBAT-9: the constitution is subtracted (5 − 3 = 2: 1 HP, where 5 is 2 HP)', () => {
    expect(hitsAndHp(planOf({ damage: 2 }, { defence: 3, constitution: 3 }), [4, 3])).toEqual([1, 1])
    expect(hitsAndHp(planOf({ damage: 2 }, { defence: 3, constitution: 0 }), [4, 3])).toEqual([1, 2])
  })

  it('SK-COMBAT-10: damage values 1 to 3 cost 1 HP', () => {
    expect([1, 2, 3].map((v) => hpLoss(v, false))).toEqual([1, 1, 1])
    expect(hitsAndHp(planOf({}, { defence: 3 }), [4, 1])).toEqual([1, 1])
    expect(hitsAndHp(planOf({}, { defence: 3 }), [4, 3])).toEqual([1, 1])
  })

  it('SK-COMBAT-11: damage values 4 to 7 cost 2 HP', () => {
    expect([4, 5, 6, 7].map((v) => hpLoss(v, false))).toEqual([2, 2, 2, 2])
    expect(hitsAndHp(planOf({}, { defence: 3 }), [4, 4])).toEqual([1, 2])
    expect(hitsAndHp(planOf({ damage: 1 }, { defence: 3 }), [4, 6])).toEqual([1, 2])
  })

  it('SK-COMBAT-12: damage values of 8 or more cost 3 HP; 0 costs none (a KO)', () => {
    expect([8, 12, 0, -3].map((v) => hpLoss(v, false))).toEqual([3, 3, 0, 0])
    expect(hitsAndHp(planOf({ damage: 2 }, { defence: 3 }), [4, 6])).toEqual([1, 3])
    expect(hitsAndHp(planOf({ damage: 2 }, { defence: 3 }), [4, 5])).toEqual([1, 2])
  })

  it('GAP-SK-10: per die by default (two hits of value 4: 2 + 2 HP); damageMode "sum" reads the table once (8: 3 HP)', () => {
    expect(hitsAndHp(planOf({ attacks: 2 }, { defence: 3 }), [4, 5, 4, 4])).toEqual([2, 4])
    const sum = testConfig({ damageMode: 'sum' })
    expect(hitsAndHp(planOf({ attacks: 2 }, { defence: 3 }, {}, sum), [4, 5, 4, 4])).toEqual([2, 3])
    // Summed: 3 hits of 1 + damage 0 − constitution 4 = −1, a KO; a natural 6 among them makes it 1 HP.
    expect(hitsAndHp(planOf({ attacks: 3 }, { defence: 3, constitution: 4 }, {}, sum), [4, 5, 5, 1, 1, 1])).toEqual([3, 0])
    expect(hitsAndHp(planOf({ attacks: 3 }, { defence: 3, constitution: 4 }, {}, sum), [4, 5, 6, 1, 1, 1])).toEqual([3, 1])
  })

  it('R-01: HP lost is capped by the target\'s pool; figures lost follow the pool (⌈HP ÷ HP per figure⌉)', () => {
    const knights = fighter(UNITS.knights, { hp: 9 }) // 5 figures of 2 HP, one already wounded
    const p = planAttack({ kind: 'strike', attacker: fighter(profile({ attacks: 3, damage: 10 })), target: knights }, config)
    expect(resolve(p, [5, 5, 6, 6, 6, 6])).toMatchObject({ hits: 3, hpLost: 9, figuresLost: 5 })
    expect(resolve(p, [5, 1, 1, 6])).toMatchObject({ hits: 1, hpLost: 3, figuresLost: 2 }) // 9 → 6: 5 → 3 figures
  })

  it('SK-CHARGE-7: an incomplete infantry unit rolls 1d6 FIRST: 4 gives no bonus die, 5 gives one', () => {
    const p = planAttack({ kind: 'charge', attacker: fighter(UNITS.spearmen, { hp: 2 }), target: fighter(UNITS.spearmen) }, config)
    const no = resolve(p, [4, 1, 1])
    expect([no.chargeBonus, no.dice, no.rolls[0].reason]).toEqual([false, 2, 'SK-CHARGE-7 incomplete unit\'s charge bonus'])
    const yes = resolve(p, [5, 1, 1, 1])
    expect([yes.chargeBonus, yes.dice, yes.rolls[0].die]).toEqual([true, 3, 'd6'])
  })

  it('SK-CHARGE-8: an incomplete cavalry unit rolls 1d10 first: 5 gives no bonus die, 6 gives +1 (not +3, SK-CHARGE-6)', () => {
    const p = planAttack({ kind: 'charge', attacker: fighter(UNITS.knights, { hp: 4 }), target: fighter(UNITS.spearmen) }, config)
    const no = resolve(p, [5, 1, 1])
    expect([no.chargeBonus, no.dice, no.rolls[0].die]).toEqual([false, 2, 'd10'])
    const yes = resolve(p, [6, 1, 1, 1])
    expect([yes.chargeBonus, yes.dice]).toEqual([true, 3])
    const ten = resolve(p, [10, 1, 1, 1])
    expect(ten.dice).toBe(3)
  })

  it('SK-CHARGE-12: a charge that scores 3 hits pushes the target back 1 pace even when it lost no HP', () => {
    // Damage 0 against constitution 6: every damage value is a KO; hits on 4–5 are not natural 6s.
    const charge = planOf({ attacks: 2 }, { defence: 3, constitution: 6 }, { kind: 'charge' }) // 2 + 1 charge die
    expect(resolve(charge, [4, 5, 4, 6, 6, 6])).toMatchObject({ hits: 3, hpLost: 0, push: 1 })
    expect(resolve(charge, [4, 5, 1, 6, 6])).toMatchObject({ hits: 2, push: 0 })
    const strike = planOf({ attacks: 3 }, { defence: 3, constitution: 6 }, { kind: 'strike' })
    expect(resolve(strike, [4, 5, 4, 6, 6, 6])).toMatchObject({ hits: 3, push: 0 })
  })

  it('SK-CHARGE-13: one pace per full 3 hits (5 → 1, 6 → 2, 9 → 3); a destroyed target is not pushed', () => {
    const charge = (attacks: number) => planOf({ attacks: attacks - 1, attackBonus: 5 }, { defence: 0, constitution: 6 }, { kind: 'charge' })
    const hits = (n: number) => [...Array(n).fill(5), ...Array(n).fill(1)]
    expect([5, 6, 9].map((n) => resolve(charge(n), hits(n)).push)).toEqual([1, 2, 3])
    expect(resolve(planAttack({ kind: 'charge', attacker: fighter(profile({ attacks: 5 })), target: fighter(profile({ hp: 20 })) }, testConfig({ pushSkulls: 2 })), hits(6)).push).toBe(3)
    // Six hits that empty a 2-HP target: nothing is left to push.
    const kill = planAttack({ kind: 'charge', attacker: fighter(profile({ attacks: 5, damage: 3 })), target: fighter(profile({ hp: 2 })) }, config)
    expect(resolve(kill, [...Array(6).fill(5), ...Array(6).fill(4)])).toMatchObject({ hits: 6, hpLost: 2, push: 0 })
  })

  it('R-05: automatic hits roll no to-hit die: every die hits, damage is rolled, a KO stays 0 HP (GAP-SK-17)', () => {
    const p = planAttack({ kind: 'pursuit', attacker: fighter(profile({ attacks: 2, damage: 0 })), target: fighter(profile({ hp: 20, constitution: 3 })) }, config)
    const r = resolve(p, [1, 4, 6]) // 3 damage dice: KO, 1 HP, 1 HP
    expect(r).toMatchObject({ dice: 3, hits: 3, naturalHits: 0, hpLost: 2, attackFaces: null })
    expect(r.rolls.every((x) => x.reason === 'SK-COMBAT-7 damage')).toBe(true)
  })

  it('a natural 6 the pool need not tell apart is counted from the faces in play, and unknown under enumeration', () => {
    const p = planOf({ attacks: 2, damage: 2 }, { defence: 3 })
    expect(resolve(p, [6, 4, 1, 1]).naturalHits).toBe(1)
    const dist = enumerateOutcomes(attackResolver(p), attackKey)
    expect(dist.outcomes.every((o) => o.example.naturalHits === null)).toBe(true)
    expect(dist.leaves).toBe(1 + 3 + 5) // 0, 1 or 2 hits, then their distinct damage totals (1–3 HP a die)
  })
})
