/**
 * Exact probabilities as reduced fractions of integers (style: "integer arithmetic; no float
 * accumulation in rules or odds"). Sums are done in `bigint` internally; the public shape keeps
 * plain JSON: numbers, and decimal strings for the rare fraction whose terms exceed safe integers
 * (a 20-dice attack followed by its damage dice has denominators near 6^40).
 */

import { DiceError } from './DiceError'

/**
 * An exact fraction `num / den`, reduced (`gcd(num, den) = 1`), `den >= 1`. Plain JSON.
 * Probabilities are in `[0, 1]`; expected values may be negative.
 *
 * When both reduced terms are safe integers (the usual case), `num` and `den` are them and `big` is
 * absent. Otherwise `big` holds the exact reduced terms as decimal strings, and `num` / `den` are
 * only their nearest doubles: `num / den` is still the right float for display, but exact code must
 * read {@link rationalTerms}.
 *
 * @example `{ num: 1, den: 6 }` is the chance of a 6 on a d6.
 * @example `{ num: 1, den: 21936950640377856, big: { num: '1', den: '21936950640377856' } }` is 1/6^21.
 */
export interface Rational {
  num: number
  den: number
  /** The exact reduced terms, present only when one of them exceeds `Number.MAX_SAFE_INTEGER`. */
  big?: { num: string; den: string }
}

/** The greatest common divisor of two safe integers (non-negative for non-negative terms). */
export function gcd(a: number, b: number): number {
  while (b !== 0) {
    const t = a % b
    a = b
    b = t
  }
  return a
}

/** The greatest common divisor of two bigints, non-negative. */
export function gcdBig(a: bigint, b: bigint): bigint {
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
  const r = exactRational(num, den)
  if (r.big) throw new DiceError('dice/overflow', `Exact fraction ${r.big.num}/${r.big.den} does not fit in safe integers`)
  return r
}

/**
 * Reduces `num / den` given as bigints, whatever their size: safe terms give a plain
 * {@link Rational}, larger ones the `big` form (see {@link Rational}).
 *
 * @param num - numerator
 * @param den - denominator, positive
 * @throws DiceError `dice/invalid-argument` for a non-positive denominator
 * @example `exactRational(1n, 6n ** 21n).big` → `{ num: '1', den: '21936950640377856' }`
 */
export function exactRational(num: bigint, den: bigint): Rational {
  if (den <= 0n) throw new DiceError('dice/invalid-argument', 'A rational needs a positive denominator')
  const g = gcdBig(num, den)
  const n = g === 0n ? 0n : num / g
  const d = g === 0n ? 1n : den / g
  const max = BigInt(Number.MAX_SAFE_INTEGER)
  if (n > max || -n > max || d > max) return { num: Number(n), den: Number(d), big: { num: String(n), den: String(d) } }
  return { num: Number(n), den: Number(d) }
}

/**
 * The exact terms of a {@link Rational} as bigints, from `big` when it has it.
 *
 * @param r - the fraction
 * @example `rationalTerms({ num: 1, den: 6 })` → `{ num: 1n, den: 6n }`
 */
export function rationalTerms(r: Rational): { num: bigint; den: bigint } {
  return r.big ? { num: BigInt(r.big.num), den: BigInt(r.big.den) } : { num: BigInt(r.num), den: BigInt(r.den) }
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
 * Adds rationals exactly, `big` ones included.
 *
 * @param terms - the fractions to add
 * @returns their reduced sum (`0/1` for none), in the `big` form when it needs it
 * @example `addRationals([rational(1, 2), rational(1, 3)])` → `{ num: 5, den: 6 }`
 */
export function addRationals(terms: readonly Rational[]): Rational {
  let num = 0n
  let den = 1n
  for (const t of terms) {
    const { num: tn, den: td } = rationalTerms(t)
    num = num * td + tn * den
    den = den * td
    const g = gcdBig(num, den)
    if (g > 1n) {
      num /= g
      den /= g
    }
  }
  return exactRational(num, den)
}

/**
 * The nearest float (to a few units in the last place for `big` fractions), for display only
 * (never feed it back into rules).
 *
 * @param r - the fraction
 * @example `toFloat({ num: 1, den: 6 })` → `0.1666…`
 */
export function toFloat(r: Rational): number {
  return r.num / r.den
}
