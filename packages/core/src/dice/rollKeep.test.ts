import { describe, expect, it } from 'vitest'
import { DiceError } from './DiceError'
import { keepLowest, rollMany, sumValues } from './DiceSource'
import { table } from './diceTestKit.fixture'
import { enumerateOutcomes } from './enumerateOutcomes'
import { rational } from './Rational'
import { rollKeep } from './rollKeep'
import { seedRng } from './rng'
import { ScriptedDice } from './ScriptedDice'
import { SeededDice } from './SeededDice'
import { artilleryDie, d6 } from './standardDice'

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
    // Brute force: every sequence of three faces, rolled die by die, the two lowest kept from the rolls.
    const bruteForce = enumerateOutcomes((dice) => sumValues(keepLowest(rollMany(dice, d6(), 3, 'Cd'), 2)), String)
    expect(bruteForce.leaves).toBe(216)
    expect(table(dist)).toEqual(table(bruteForce))
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
