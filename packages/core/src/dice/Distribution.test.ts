import { describe, expect, it } from 'vitest'
import { DiceError } from './DiceError'
import { keepLowest, rollMany, rollTotal, sumValues } from './DiceSource'
import { compareOutcomeKeys, expectedValue, probabilityOf } from './Distribution'
import { enumerateOutcomes } from './enumerateOutcomes'
import { d6 } from './standardDice'

const twoD6 = enumerateOutcomes((dice) => rollTotal(dice, d6(), 2, '2d6'), String)

describe('core/dice/Distribution', () => {
  it('orders keys: numeric keys numerically first, then the rest by code unit', () => {
    const keys = ['b', '10', 'B', '2', '-1', 'a', '2.5', '', '02']
    expect([...keys].sort(compareOutcomeKeys)).toEqual(['-1', '02', '2', '2.5', '10', '', 'B', 'a', 'b'])
  })

  it('probabilityOf reads one key, 0 for a missing key', () => {
    expect(probabilityOf(twoD6, '7')).toEqual({ num: 1, den: 6 })
    expect(probabilityOf(twoD6, '13')).toEqual({ num: 0, den: 1 })
  })

  it('expectedValue is exact: E[2d6] = 7, E[d6] = 7/2', () => {
    expect(expectedValue(twoD6, (sum) => sum)).toEqual({ num: 7, den: 1 })
    const oneD6 = enumerateOutcomes((dice) => dice.roll(d6(), 'd6').value, String)
    expect(expectedValue(oneD6, (v) => v)).toEqual({ num: 7, den: 2 })
    expect(expectedValue(oneD6, (_, key) => -Number(key))).toEqual({ num: -7, den: 2 })
  })

  it('expectedValue of 3d6 keep 2 lowest equals the brute-force mean (GAP-X-02)', () => {
    const dist = enumerateOutcomes((dice) => sumValues(keepLowest(rollMany(dice, d6(), 3, 'Cd'), 2)), String)
    let total = 0
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) total += a + b + c - Math.max(a, b, c)
    // E[max of 3d6] = 6 − 225/216 = 1071/216, so the sum of the two lowest is 3·3.5 − that = 1197/216.
    expect(total).toBe(1197)
    expect(expectedValue(dist, (v) => v)).toEqual({ num: 133, den: 24 })
  })

  it('expectedValue reads big probabilities exactly', () => {
    const big = { num: 1, den: 6 ** 30, big: { num: '1', den: String(6n ** 30n) } }
    const rest = { num: 1, den: 1, big: { num: String(6n ** 30n - 1n), den: String(6n ** 30n) } }
    const dist = { outcomes: [{ key: '0', probability: rest, example: 0 }, { key: '6', probability: big, example: 6 }], total: { num: 1, den: 1 }, leaves: 2 }
    expect(expectedValue(dist, (v) => v).big).toEqual({ num: '1', den: String(6n ** 29n) })
  })

  it('expectedValue refuses non-integer values', () => {
    expect(() => expectedValue(twoD6, (sum) => sum / 2)).toThrow(DiceError)
  })
})
