import { describe, expect, it } from 'vitest'
import { codeOf } from './diceTestKit.fixture'
import { enumerateOutcomes } from './enumerateOutcomes'
import { rational } from './Rational'
import { seedRng } from './rng'
import { ScriptedDice } from './ScriptedDice'
import { SeededDice } from './SeededDice'
import { d10, d6 } from './standardDice'
import { successPool } from './successPool'

const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k)

describe('core/dice/successPool', () => {
  it('SK-COMBAT-2/3: bonus added to each die, a hit only when strictly greater than the defence', () => {
    const r = successPool(new ScriptedDice([3, 4, 5]), { n: 3, bonus: 1, target: 4, reason: 'SK-COMBAT-1 attack' })
    expect(r).toMatchObject({ successes: 2, natural: 0, failures: 1 })
    expect(r.roll).toMatchObject({ die: 'd6', n: 3, counts: [1, 2, 0], faces: [3, 4, 5] })
  })

  it('SK-COMBAT-4: a natural 1 misses despite any bonus (+5 vs defence 2)', () => {
    expect(successPool(new ScriptedDice([1, 2]), { n: 2, bonus: 5, target: 2, reason: 'r' })).toMatchObject({ successes: 1, failures: 1 })
  })

  it('SK-COMBAT-5: a natural 6 hits despite any penalty (−3 vs defence 8) and counts as natural', () => {
    expect(successPool(new ScriptedDice([6, 5, 6]), { n: 3, bonus: -3, target: 8, reason: 'r' })).toMatchObject({ successes: 2, natural: 2, failures: 1 })
  })

  it('natural values are face values, configurable for other dice (a d10 with 10 always succeeding)', () => {
    const r = successPool(new ScriptedDice([10, 1, 9]), { n: 3, die: d10(), bonus: 0, target: 20, autoFail: [], autoSuccess: [10], reason: 'r' })
    expect(r).toMatchObject({ successes: 1, natural: 1, failures: 2 })
    expect(successPool(new ScriptedDice([1]), { n: 1, bonus: 0, target: 0, autoFail: [], reason: 'r' }).successes).toBe(1)
  })

  it('SK-COMBAT-1..5 exact odds: 20 attacks at +1 vs defence 4 are binomial(20, 1/2) hits, binomial(20, 1/6) naturals', () => {
    const attack = (dice: Parameters<typeof successPool>[0]) => successPool(dice, { n: 20, bonus: 1, target: 4, reason: 'SK-COMBAT-1' })
    const hits = enumerateOutcomes((dice) => attack(dice).successes, String)
    expect(hits.leaves).toBe(231)
    for (const o of hits.outcomes) expect(o.probability).toEqual(rational(choose(20, Number(o.key)), 2 ** 20))
    const naturals = enumerateOutcomes((dice) => attack(dice).natural, String)
    expect(naturals.outcomes.find((o) => o.key === '0')?.probability).toEqual(rational(5 ** 20, 6 ** 20))
  })

  it('consumes exactly n faces, scripted and seeded (the same as n rolls)', () => {
    const scripted = new ScriptedDice([6, 1, 3, 4, 2])
    successPool(scripted, { n: 4, bonus: 0, target: 3, reason: 'r' })
    expect(scripted.remaining).toBe(1)
    const seeded = new SeededDice(seedRng(42))
    expect(successPool(seeded, { n: 10, bonus: 0, target: 3, reason: 'r' }).roll.faces).toEqual([5, 4, 2, 4, 6, 5, 3, 4, 1, 6])
    expect(seeded.count).toBe(10)
  })

  it('refuses a value that would both always fail and always succeed, and a non-finite bonus or target', () => {
    const dice = new ScriptedDice([1])
    expect(codeOf(() => successPool(dice, { n: 1, die: d6(), bonus: 0, target: 3, autoFail: [1], autoSuccess: [1], reason: 'r' }))).toBe('dice/invalid-argument')
    expect(codeOf(() => successPool(dice, { n: 1, bonus: NaN, target: 3, reason: 'r' }))).toBe('dice/invalid-argument')
    expect(codeOf(() => successPool(dice, { n: 1, bonus: 0, target: Infinity, reason: 'r' }))).toBe('dice/invalid-argument')
    expect(dice.remaining).toBe(1)
  })
})
