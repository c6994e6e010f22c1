import { describe, expect, it } from 'vitest'
import { DiceError } from './DiceError'
import type { Distribution } from './Distribution'
import { enumerateOutcomes } from './enumerateOutcomes'
import { rational } from './Rational'
import { rollKeep } from './rollKeep'
import { seedRng } from './rng'
import { ScriptedDice } from './ScriptedDice'
import { SeededDice } from './SeededDice'
import { artilleryDie, d6 } from './standardDice'

const table = <T>(dist: Distribution<T>): Record<string, string> =>
  Object.fromEntries(dist.outcomes.map((o) => [o.key, `${o.probability.num}/${o.probability.den}`]))

const fear = { die: d6(), n: 3, keep: 2, which: 'lowest', reason: 'SK-MORALE-11 fear' } as const

describe('core/dice/rollKeep', () => {
  it('SK-MORALE-11: 3d6 keep the two lowest, dice 6, 2, 3 → 5', () => {
    expect(rollKeep(new ScriptedDice([6, 2, 3]), fear)).toEqual({ kept: [2, 3], total: 5 })
  })

  it('keeps the highest, ascending; keeps none or all', () => {
    expect(rollKeep(new ScriptedDice([6, 2, 3]), { ...fear, which: 'highest' })).toEqual({ kept: [3, 6], total: 9 })
    expect(rollKeep(new ScriptedDice([6, 2, 3]), { ...fear, keep: 0 })).toEqual({ kept: [], total: 0 })
    expect(rollKeep(new ScriptedDice([6, 2, 2]), { ...fear, keep: 3, which: 'highest' })).toEqual({ kept: [2, 2, 6], total: 10 })
  })

  it('SK-MORALE-11 exact: the whole distribution equals brute force over the 216 sequences, P(2) = 16/216', () => {
    const dist = enumerateOutcomes((dice) => rollKeep(dice, fear).total, String)
    const counts = new Map<string, number>()
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++) {
          const key = String(a + b + c - Math.max(a, b, c))
          counts.set(key, (counts.get(key) ?? 0) + 1)
        }
    expect(table(dist)).toEqual(Object.fromEntries([...counts].map(([k, n]) => [k, `${rational(n, 216).num}/${rational(n, 216).den}`])))
    expect(dist.outcomes.find((o) => o.key === '2')?.probability).toEqual(rational(16, 216))
    expect(dist.leaves).toBe(56) // count vectors of 3 dice over 6 faces, not 216 sequences
  })

  it('keeps by value on custom dice: the artillery die\'s MISFIRE (value 0) is its lowest', () => {
    expect(rollKeep(new ScriptedDice([6, 1, 5]), { die: artilleryDie(), n: 3, keep: 1, which: 'lowest', reason: 'r' })).toEqual({ kept: [0], total: 0 })
    const dist = enumerateOutcomes((dice) => rollKeep(dice, { die: artilleryDie(), n: 2, keep: 1, which: 'highest', reason: 'r' }).total, String)
    expect(dist.outcomes.find((o) => o.key === '0')?.probability).toEqual(rational(1, 36))
    expect(dist.outcomes.find((o) => o.key === '10')?.probability).toEqual(rational(11, 36))
  })

  it('consumes exactly n faces; refuses to keep more than n (dice/invalid-argument)', () => {
    const seeded = new SeededDice(seedRng(1))
    rollKeep(seeded, fear)
    expect(seeded.count).toBe(3)
    try {
      rollKeep(new ScriptedDice([1, 2, 3]), { ...fear, keep: 4 })
      expect.unreachable()
    } catch (e) {
      expect((e as DiceError).code).toBe('dice/invalid-argument')
    }
  })
})
