import { describe, expect, it } from 'vitest'
import { codeOf } from './diceTestKit.fixture'
import type { DiceSource } from './DiceSource'
import { enumerateOutcomes } from './enumerateOutcomes'
import { poolTotal } from './poolTotal'
import { seedRng } from './rng'
import { ScriptedDice } from './ScriptedDice'
import { SeededDice } from './SeededDice'
import { artilleryDie, combatDie, d6 } from './standardDice'

/** HP lost per damage die at damage 2 vs constitution 3 (d6 − 1 through SK-COMBAT-10..12), natural-6 hits at least 1. */
const normal = [0, 1, 1, 1, 2, 2]
const natural = [1, 1, 1, 1, 2, 2]

describe('core/dice/poolTotal', () => {
  it('SK-COMBAT-7..12: adds the value of every die of every group, faces per group in roll order', () => {
    const dice = new ScriptedDice([1, 6, 1, 5, 3])
    const r = poolTotal(dice, [{ die: d6(), n: 2, values: natural }, { die: d6(), n: 3, values: normal }], 'SK-COMBAT-7 damage')
    expect(r).toEqual({ total: 1 + 2 + 0 + 2 + 1, faces: [[1, 6], [1, 5, 3]] })
    expect(dice.remaining).toBe(0)
    expect(dice.rolls.every((roll) => roll.reason === 'SK-COMBAT-7 damage')).toBe(true)
  })

  it('rolls exactly one die per dice of the groups, in order, as many rolls would (seeded and through a { roll } wrapper)', () => {
    const seeded = new SeededDice(seedRng('damage'))
    const inner = new SeededDice(seedRng('damage'))
    const wrapper: DiceSource = { roll: (die, reason) => inner.roll(die, reason) }
    const groups = [{ die: d6(), n: 7, values: normal }, { die: combatDie(), n: 4, values: [0, 0, 0, 1, 1, 1] }]
    const a = poolTotal(seeded, groups, 'r')
    expect(poolTotal(wrapper, groups, 'r')).toEqual(a)
    expect(seeded.count).toBe(11)
    expect(seeded.rolls.map((r) => r.face)).toEqual(a.faces?.flat())
    expect(inner.rolls).toEqual(seeded.rolls)
  })

  it('custom dice: artillery values with MISFIRE worth 0 (GAP-SK-04), negative values, no dice at all', () => {
    const values = artilleryDie().faces.map((f) => f.value)
    expect(poolTotal(new ScriptedDice([6, 5]), [{ die: artilleryDie(), n: 2, values }], 'r').total).toBe(10)
    expect(poolTotal(new ScriptedDice([1, 6]), [{ die: d6(), n: 2, values: [-3, -2, -1, 1, 2, 3] }], 'r').total).toBe(0)
    expect(poolTotal(new ScriptedDice([]), [], 'r')).toEqual({ total: 0, faces: [] })
  })

  it('uses the source\'s own total when it has one', () => {
    const source: DiceSource = { roll: () => expect.unreachable(), total: () => ({ total: 7, faces: null }) }
    expect(poolTotal(source, [{ die: d6(), n: 2, values: normal }], 'r')).toEqual({ total: 7, faces: null })
  })

  it('refuses bad groups (dice/invalid-argument, dice/invalid-die) before rolling anything', () => {
    const dice = new ScriptedDice([1, 1])
    expect(codeOf(() => poolTotal(dice, [{ die: d6(), n: 1, values: [1, 2] }], 'r'))).toBe('dice/invalid-argument')
    expect(codeOf(() => poolTotal(dice, [{ die: d6(), n: 1, values: [0, 0, 0, 0, 0, 0.5] }], 'r'))).toBe('dice/invalid-argument')
    expect(codeOf(() => poolTotal(dice, [{ die: d6(), n: 1, values: normal }, { die: d6(), n: -1, values: normal }], 'r'))).toBe('dice/invalid-argument')
    expect(codeOf(() => poolTotal(dice, [{ die: { id: 'none', faces: [] }, n: 1, values: [] }], 'r'))).toBe('dice/invalid-die')
    expect(dice.remaining).toBe(2)
  })

  it('atMost caps the total reported (min(sum, atMost)) in play and under enumeration, with one branch for every sum at or past it', () => {
    const groups = [{ die: d6(), n: 3, values: [1, 2, 3, 4, 5, 6] }]
    const play = new ScriptedDice([6, 6, 5])
    expect(poolTotal(play, groups, 'r', 10)).toEqual({ total: 10, faces: [[6, 6, 5]] })
    expect(poolTotal(new ScriptedDice([1, 2, 3]), groups, 'r', 10).total).toBe(6)
    // A source with `total` but without the cap is capped by poolTotal itself.
    const old: DiceSource = { roll: () => expect.unreachable(), total: () => ({ total: 17, faces: null }) }
    expect(poolTotal(old, groups, 'r', 10).total).toBe(10)
    const capped = enumerateOutcomes((dice) => poolTotal(dice, groups, 'r', 10).total, String)
    const plain = enumerateOutcomes((dice) => Math.min(10, poolTotal(dice, groups, 'r').total), String)
    expect(capped.outcomes.map((o) => [o.key, o.probability])).toEqual(plain.outcomes.map((o) => [o.key, o.probability]))
    expect(capped.leaves).toBe(8)
    expect(plain.leaves).toBe(16)
    expect(codeOf(() => poolTotal(play, groups, 'r', 2.5))).toBe('dice/invalid-argument')
  })
})
