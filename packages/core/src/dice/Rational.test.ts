import { describe, expect, it } from 'vitest'
import { DiceError } from './DiceError'
import { addRationals, exactRational, rational, rationalFromBigInt, rationalTerms, toFloat } from './Rational'

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

  it('exactRational keeps fractions past safe integers exactly, as decimal strings (plain JSON)', () => {
    const den = 6n ** 40n
    const r = exactRational(2n * 5n, 2n * den)
    expect(r.big).toEqual({ num: '5', den: String(den) })
    expect(rationalTerms(r)).toEqual({ num: 5n, den })
    expect(r.den).toBe(6 ** 40)
    expect(toFloat(r) / (5 / 6 ** 40)).toBeCloseTo(1, 12)
    expect(JSON.parse(JSON.stringify(r))).toEqual(r)
    // Safe terms give the plain form, without `big`.
    expect(exactRational(3n ** 40n * 5n, 3n ** 40n * 7n)).toStrictEqual({ num: 5, den: 7 })
    expect(rationalTerms(rational(1, 6))).toEqual({ num: 1n, den: 6n })
  })

  it('adds big fractions exactly, back to the plain form when the sum is small', () => {
    const third = exactRational(6n ** 30n, 3n * 6n ** 30n)
    const tiny = exactRational(1n, 6n ** 30n)
    const rest = exactRational(6n ** 30n - 1n, 6n ** 30n)
    expect(third).toStrictEqual({ num: 1, den: 3 })
    expect(addRationals([tiny, rest])).toStrictEqual({ num: 1, den: 1 })
    expect(addRationals([tiny, tiny]).big).toEqual({ num: '1', den: String(6n ** 30n / 2n) })
  })
})
