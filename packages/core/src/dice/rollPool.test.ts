import { describe, expect, it } from 'vitest'
import { codeOf } from './diceTestKit.fixture'
import type { DiceSource, PoolRoll, PoolSpec } from './DiceSource'
import { rollPool, valueClasses } from './rollPool'
import { seedRng } from './rng'
import { ScriptedDice } from './ScriptedDice'
import { SeededDice } from './SeededDice'
import { artilleryDie, d6, scatterDie } from './standardDice'

/** SK-COMBAT-3..5 at bonus +1 against defence 4: 1–3 miss, 4–5 hit, 6 hits naturally. */
const toHit: PoolSpec = { die: d6(), n: 5, reason: 'SK-COMBAT-1 attack', classes: [0, 0, 0, 1, 1, 2] }

describe('core/dice/rollPool', () => {
  it('counts the dice per class and keeps the faces in roll order', () => {
    const roll = rollPool(new ScriptedDice([6, 1, 4, 3, 5]), toHit)
    expect(roll).toStrictEqual({ die: 'd6', n: 5, reason: 'SK-COMBAT-1 attack', counts: [2, 2, 1], faces: [6, 1, 4, 3, 5] })
  })

  it('counts one class per face by default', () => {
    expect(rollPool(new ScriptedDice([2, 2, 6]), { die: d6(), n: 3, reason: 'r' }).counts).toEqual([0, 2, 0, 0, 0, 1])
  })

  it('a plain { roll } wrapper falls back to rolling die by die, with the same PRNG consumption as SeededDice.pool', () => {
    const seeded = new SeededDice(seedRng(11))
    const inner = new SeededDice(seedRng(11))
    const wrapper: DiceSource = { roll: (die, reason) => inner.roll(die, reason) }
    const a = rollPool(seeded, { ...toHit, n: 20 })
    const b = rollPool(wrapper, { ...toHit, n: 20 })
    expect(b).toEqual(a)
    expect(inner.rolls).toEqual(seeded.rolls)
    expect(seeded.roll(d6(), 'next').face).toBe(inner.roll(d6(), 'next').face)
  })

  it('uses the source\'s own pool when it has one', () => {
    const answer: PoolRoll = { die: 'd6', n: 2, reason: 'r', counts: [2], faces: null }
    const source: DiceSource = { roll: () => expect.unreachable(), pool: () => answer }
    expect(rollPool(source, { die: d6(), n: 2, reason: 'r', classes: [0, 0, 0, 0, 0, 0] })).toBe(answer)
  })

  it('a pool of 0 dice rolls nothing', () => {
    const dice = new ScriptedDice([])
    expect(rollPool(dice, { ...toHit, n: 0 })).toMatchObject({ counts: [0, 0, 0], faces: [] })
  })

  it('custom dice: artillery misfires and scatter HITs counted as classes (GAP-SK-04)', () => {
    const misfires = rollPool(new ScriptedDice([6, 2, 6]), { die: artilleryDie(), n: 3, reason: 'SK-WM-4 hasty', classes: [0, 0, 0, 0, 0, 1] })
    expect(misfires.counts).toEqual([1, 2])
    const scatter = rollPool(new ScriptedDice([1, 4, 2, 6]), { die: scatterDie(), n: 4, reason: 'r', classes: [0, 0, 1, 1, 1, 1] })
    expect(scatter.counts).toEqual([2, 2])
  })

  it('refuses a bad pool: dice/invalid-argument, dice/invalid-die', () => {
    const dice = new ScriptedDice([1, 1, 1])
    expect(codeOf(() => rollPool(dice, { ...toHit, n: -1 }))).toBe('dice/invalid-argument')
    expect(codeOf(() => rollPool(dice, { ...toHit, n: 1.5 }))).toBe('dice/invalid-argument')
    expect(codeOf(() => rollPool(dice, { ...toHit, classes: [0, 1] }))).toBe('dice/invalid-argument')
    expect(codeOf(() => rollPool(dice, { ...toHit, classes: [0, 0, 0, 1, 1, -2] }))).toBe('dice/invalid-argument')
    expect(codeOf(() => rollPool(dice, { ...toHit, classes: [0, 0, 0, 1, 1, 0.5] }))).toBe('dice/invalid-argument')
    expect(codeOf(() => rollPool(dice, { die: { id: 'empty', faces: [] }, n: 1, reason: 'r' }))).toBe('dice/invalid-die')
    expect(dice.remaining).toBe(3)
  })

  it('valueClasses: one class per distinct value, ascending', () => {
    expect(valueClasses([2, 4, 6, 8, 10, 0])).toEqual({ classes: [1, 2, 3, 4, 5, 0], values: [0, 2, 4, 6, 8, 10] })
    expect(valueClasses([0, 0, 1, 1, 1, 1])).toEqual({ classes: [0, 0, 1, 1, 1, 1], values: [0, 1] })
  })
})
