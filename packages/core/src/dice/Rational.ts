/**
 * Exact probabilities as reduced fractions of integers (style: "integer arithmetic; no float
 * accumulation in rules or odds"). Sums are done in `bigint` internally; the public shape keeps
 * plain JSON numbers.
 */

import { DiceError } from './DiceError'

/**
 * An exact fraction `num / den`, reduced (`gcd(num, den) = 1`), `den >= 1`, both safe integers.
 * Plain JSON. Probabilities are in `[0, 1]`; expected values may be negative.
 *
 * @example `{ num: 1, den: 6 }` is the chance of a 6 on a d6.
 */
export interface Rational {
  num: number
  den: number
}

function gcdBig(a: bigint, b: bigint): bigint {
  while (b !== 0n) {
    const t = a % b
    a = b
    b = t
  }
  return a < 0n ? -a : a
}

/**
 * Reduces `num / den` given as bigints and returns it as a {@link Rational} of safe integers.
 *
 * @param num - numerator
 * @param den - denominator, positive
 * @throws DiceError `dice/overflow` when the reduced terms exceed `Number.MAX_SAFE_INTEGER`
 */
export function rationalFromBigInt(num: bigint, den: bigint): Rational {
  if (den <= 0n) throw new DiceError('dice/invalid-argument', 'A rational needs a positive denominator')
  const g = gcdBig(num, den)
  const n = g === 0n ? 0n : num / g
  const d = g === 0n ? 1n : den / g
  const max = BigInt(Number.MAX_SAFE_INTEGER)
  if (n > max || -n > max || d > max) {
    throw new DiceError('dice/overflow', `Exact fraction ${n}/${d} does not fit in safe integers`)
  }
  return { num: Number(n), den: Number(d) }
}

/**
 * Builds a reduced {@link Rational}.
 *
 * @param num - integer numerator
 * @param den - positive integer denominator (default 1)
 * @throws DiceError `dice/invalid-argument` for non-integer terms or a non-positive denominator
 * @example `rational(6, 36)` is `{ num: 1, den: 6 }`.
 */
export function rational(num: number, den = 1): Rational {
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den)) {
    throw new DiceError('dice/invalid-argument', `A rational needs safe integer terms, got ${num}/${den}`)
  }
  return rationalFromBigInt(BigInt(num), BigInt(den))
}

/**
 * Adds rationals exactly.
 *
 * @param terms - the fractions to add
 * @returns their reduced sum (`0/1` for none)
 * @example `addRationals([rational(1, 2), rational(1, 3)])` → `{ num: 5, den: 6 }`
 */
export function addRationals(terms: readonly Rational[]): Rational {
  let num = 0n
  let den = 1n
  for (const t of terms) {
    const tn = BigInt(t.num)
    const td = BigInt(t.den)
    num = num * td + tn * den
    den = den * td
    const g = gcdBig(num, den)
    if (g > 1n) {
      num /= g
      den /= g
    }
  }
  return rationalFromBigInt(num, den)
}

/**
 * The nearest float, for display only (never feed it back into rules).
 *
 * @param r - the fraction
 * @example `toFloat({ num: 1, den: 6 })` → `0.1666…`
 */
export function toFloat(r: Rational): number {
  return r.num / r.den
}
