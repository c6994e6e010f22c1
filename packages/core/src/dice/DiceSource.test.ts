import { describe, expect, it } from 'vitest'
import { DiceError } from './DiceError'
import { keepHighest, keepLowest, makeDieRoll, rollMany, rollTotal, sumValues, type DieRoll } from './DiceSource'
import { ScriptedDice } from './ScriptedDice'
import { artilleryDie, combatDie, d6 } from './standardDice'

const rollsOf = (values: number[]): DieRoll[] => values.map((v) => makeDieRoll(d6(), v, 'test'))

describe('core/dice/DiceSource helpers', () => {
  it('makeDieRoll copies id, face, value, and label/symbol only when the face has them', () => {
    expect(makeDieRoll(d6(), 4, 'r')).toStrictEqual({ die: 'd6', face: 4, value: 4, reason: 'r' })
    expect(makeDieRoll(artilleryDie(), 6, 'SK-WM-3')).toStrictEqual({
      die: 'artillery',
      face: 6,
      value: 0,
      label: 'MISFIRE',
      symbol: 'misfire',
      reason: 'SK-WM-3',
    })
  })

  it('rollMany rolls n dice in order, with the reason on each', () => {
    const dice = new ScriptedDice([3, 1, 6])
    const rolls = rollMany(dice, d6(), 3, 'fear')
    expect(rolls.map((r) => r.value)).toEqual([3, 1, 6])
    expect(rolls.every((r) => r.reason === 'fear')).toBe(true)
    expect(rollMany(dice, d6(), 0, 'none')).toEqual([])
    expect(() => rollMany(dice, d6(), -1, 'bad')).toThrow(DiceError)
  })

  it('rollTotal sums NdX; on combat dice it counts skulls (GAP-SK-03)', () => {
    expect(rollTotal(new ScriptedDice([6, 5]), d6(), 2, '2d6')).toBe(11)
    expect(rollTotal(new ScriptedDice([1, 4, 6, 3]), combatDie(), 4, 'SK-WM-7')).toBe(2)
  })

  it('sumValues adds values', () => {
    expect(sumValues(rollsOf([2, 3, 6]))).toBe(11)
    expect(sumValues([])).toBe(0)
  })

  it('keepLowest: 3d6 keep the 2 lowest, kept in roll order (SK Cd test, GAP-X-02)', () => {
    const kept = keepLowest(rollsOf([5, 2, 4]), 2)
    expect(kept.map((r) => r.value)).toEqual([2, 4])
    expect(sumValues(kept)).toBe(6)
  })

  it('keepHighest keeps the highest, in roll order', () => {
    expect(keepHighest(rollsOf([5, 2, 4]), 2).map((r) => r.value)).toEqual([5, 4])
  })

  it('ties keep the earlier roll (the returned objects are the original rolls)', () => {
    const rolls = rollsOf([3, 3, 3])
    expect(keepLowest(rolls, 2)).toEqual([rolls[0], rolls[1]])
    expect(keepLowest(rolls, 2)[0]).toBe(rolls[0])
    expect(keepHighest(rolls, 1)[0]).toBe(rolls[0])
    const mixed = rollsOf([6, 1, 6, 1])
    expect(keepHighest(mixed, 1)[0]).toBe(mixed[0])
    expect(keepLowest(mixed, 1)[0]).toBe(mixed[1])
  })

  it('keep n = 0 and n = all; more than available throws dice/invalid-argument', () => {
    const rolls = rollsOf([1, 2])
    expect(keepLowest(rolls, 0)).toEqual([])
    expect(keepHighest(rolls, 2)).toEqual(rolls)
    try {
      keepLowest(rolls, 3)
      expect.unreachable()
    } catch (e) {
      expect((e as DiceError).code).toBe('dice/invalid-argument')
    }
  })
})
