import { describe, expect, it } from 'vitest'
import { rollsOnly } from './diceTestKit.fixture'
import { enumerateOutcomes } from './enumerateOutcomes'
import { rationalTerms, toFloat } from './Rational'
import { seedRng } from './rng'
import { ScriptedDice } from './ScriptedDice'
import { SeededDice } from './SeededDice'
import { attackKey, hpLoss, skirmishAttack, type AttackProfile } from './skirmishAttack.fixture'

/** 20 attacks at +1 against defence 4, damage 2 against constitution 3 (d6 − 1 per damage die), a 10-HP unit. */
const twenty: AttackProfile = { dice: 20, attackBonus: 1, defence: 4, damage: 2, constitution: 3, hp: 10 }

/** One attack die and its damage die, scripted: `[attack face, damage face]`. */
const one = (p: Partial<AttackProfile>): AttackProfile => ({ ...twenty, dice: 1, ...p })

function resolve(profile: AttackProfile, faces: number[]) {
  const dice = new ScriptedDice(faces)
  const result = skirmishAttack(profile)(dice)
  expect(dice.remaining).toBe(0)
  return result
}

describe('core/dice/skirmish attack (pools by counts)', () => {
  it('SK-COMBAT-1..10 exact odds of 20 attack dice equal 200,000 resolved attacks within 4 standard errors', () => {
    const attack = skirmishAttack(twenty)
    const dist = enumerateOutcomes(attack, attackKey)
    expect(dist.total).toEqual({ num: 1, den: 1 })
    expect(dist.leaves).toBe(4851)
    expect(dist.outcomes.some((o) => o.probability.big)).toBe(true) // denominators up to 6^40
    const runs = 200_000
    const rng = seedRng('SK-COMBAT twenty dice')
    const freq = new Map<string, number>()
    for (let i = 0; i < runs; i++) {
      const key = attackKey(attack(new SeededDice(rng)))
      freq.set(key, (freq.get(key) ?? 0) + 1)
    }
    const keys = new Set(dist.outcomes.map((o) => o.key))
    expect([...freq.keys()].filter((k) => !keys.has(k))).toEqual([])
    let unseen = 0
    for (const o of dist.outcomes) {
      const p = toFloat(o.probability)
      const seen = freq.get(o.key) ?? 0
      if (seen === 0) unseen += p
      expect(Math.abs(seen / runs - p), o.key).toBeLessThanOrEqual(4 * Math.sqrt((p * (1 - p)) / runs))
    }
    // Expected mass of the outcomes 200,000 attacks never show: Σ p(1 − p)^N ≈ 3.6e-5 (sd 1.2e-5).
    expect(unseen).toBeLessThan(1e-4)
  }, 60_000)

  it('SK-COMBAT-1..12 by counts equals the same resolver enumerated die by die (3 attack dice, exact)', () => {
    const attack = skirmishAttack({ ...twenty, dice: 3, attackBonus: 0, damage: 4, constitution: 1 })
    const byCounts = enumerateOutcomes(attack, attackKey)
    const byFaces = enumerateOutcomes((dice) => attack(rollsOnly(dice)), attackKey)
    expect(byCounts.outcomes.map((o) => [o.key, o.probability])).toEqual(byFaces.outcomes.map((o) => [o.key, o.probability]))
    // Die by die, each attack sequence opens 6^hits damage sequences: (4 misses + 2 hits × 6)^3.
    expect(byFaces.leaves).toBe(16 ** 3)
    expect(byCounts.leaves).toBeLessThan(byFaces.leaves / 20)
  })

  it('SK-COMBAT-4 a natural 1 misses despite the bonus (+5 vs defence 2): no damage die is rolled', () => {
    expect(resolve(one({ attackBonus: 5, defence: 2 }), [1])).toEqual({ hits: 0, hpLost: 0 })
  })

  it('SK-COMBAT-5 a natural 6 hits despite the penalty (−3 vs defence 8)', () => {
    expect(resolve(one({ attackBonus: -3, defence: 8 }), [6, 4])).toEqual({ hits: 1, hpLost: 1 })
    expect(resolve(one({ attackBonus: -3, defence: 8 }), [5])).toEqual({ hits: 0, hpLost: 0 })
  })

  it('SK-COMBAT-6 / GAP-SK-09 a KO on a natural 6 costs 1 HP, the same KO on a natural 5 costs none', () => {
    // Damage 0 against constitution 6: every damage value is ≤ 0, a KO. Natural-6 hits roll their damage first.
    const ko = { attackBonus: 0, defence: 4, damage: 0, constitution: 6 }
    expect(resolve(one(ko), [6, 6])).toEqual({ hits: 1, hpLost: 1 })
    expect(resolve(one(ko), [5, 6])).toEqual({ hits: 1, hpLost: 0 })
    expect(resolve({ ...twenty, ...ko, dice: 2 }, [5, 6, 3, 3])).toEqual({ hits: 2, hpLost: 1 })
  })

  it('SK-COMBAT-8..12 damage table boundaries 3/4 and 7/8 (damage value = die + damage − constitution)', () => {
    const plain = { attackBonus: 0, defence: 3, damage: 0, constitution: 0 } // value = the damage die
    expect(resolve(one(plain), [4, 3])).toEqual({ hits: 1, hpLost: 1 })
    expect(resolve(one(plain), [4, 4])).toEqual({ hits: 1, hpLost: 2 })
    const strong = { attackBonus: 0, defence: 3, damage: 4, constitution: 2 } // value = die + 2
    expect(resolve(one(strong), [4, 5])).toEqual({ hits: 1, hpLost: 2 })
    expect(resolve(one(strong), [4, 6])).toEqual({ hits: 1, hpLost: 3 })
    expect([0, 1, 3, 4, 7, 8, 12].map((v) => hpLoss(v, false))).toEqual([0, 1, 1, 2, 2, 3, 3])
  })

  it('GAP-SK-10 damage per die: two hits of value 4 cost 2 + 2 HP, not the table of their sum', () => {
    expect(resolve({ ...twenty, dice: 2, attackBonus: 0, defence: 3, damage: 0, constitution: 0 }, [4, 5, 4, 4])).toEqual({ hits: 2, hpLost: 4 })
  })

  it('R-01 HP lost is capped by the unit\'s pooled HP', () => {
    expect(resolve({ ...twenty, dice: 3, defence: 1, damage: 10, constitution: 0, hp: 5 }, [4, 5, 6, 6, 6, 6])).toEqual({ hits: 3, hpLost: 5 })
  })

  it('R-05 automatic hits: no to-hit roll, every die hits, a KO stays 0 HP (no natural 6)', () => {
    const auto = { ...twenty, dice: 3, automaticHits: true, damage: 0, constitution: 3 }
    expect(resolve(auto, [1, 4, 6])).toEqual({ hits: 3, hpLost: 2 })
    const dist = enumerateOutcomes(skirmishAttack(auto), attackKey)
    expect(dist.outcomes.every((o) => o.key.startsWith('3:'))).toBe(true)
    // 0 HP needs three KO faces (1–3): (1/2)^3.
    expect(rationalTerms(dist.outcomes[0].probability)).toEqual({ num: 1n, den: 8n })
  })
})
