import { describe, expect, it } from 'vitest'
import { DiceError } from './DiceError'
import { addRationals, rational, rationalFromBigInt, toFloat } from './Rational'

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (e) {
    return e instanceof DiceError ? e.code : 'not-a-DiceError'
  }
  return undefined
}

describe('core/dice/Rational', () => {
  it('reduces by the gcd', () => {
    expect(rational(6, 36)).toEqual({ num: 1, den: 6 })
    expect(rational(0, 5)).toEqual({ num: 0, den: 1 })
    expect(rational(7)).toEqual({ num: 7, den: 1 })
    expect(rational(-4, 6)).toEqual({ num: -2, den: 3 })
  })

  it('rejects non-integer terms and non-positive denominators', () => {
    expect(codeOf(() => rational(1.5, 2))).toBe('dice/invalid-argument')
    expect(codeOf(() => rational(1, 0))).toBe('dice/invalid-argument')
    expect(codeOf(() => rational(1, -2))).toBe('dice/invalid-argument')
  })

  it('adds exactly', () => {
    expect(addRationals([rational(1, 2), rational(1, 3)])).toEqual({ num: 5, den: 6 })
    expect(addRationals([rational(1, 6), rational(1, 3), rational(1, 2)])).toEqual({ num: 1, den: 1 })
    expect(addRationals([])).toEqual({ num: 0, den: 1 })
  })

  it('converts big exact fractions that reduce to safe integers, and refuses those that do not', () => {
    const big = 3n ** 40n
    expect(rationalFromBigInt(big * 5n, big * 7n)).toEqual({ num: 5, den: 7 })
    expect(codeOf(() => rationalFromBigInt(1n, big))).toBe('dice/overflow')
  })

  it('toFloat is for display', () => {
    expect(toFloat(rational(1, 4))).toBe(0.25)
  })
})
