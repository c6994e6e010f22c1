/**
 * An exact probability distribution over the outcomes of some dice-rolling code, as produced by
 * `enumerateOutcomes`, and what can be read from it.
 */

import { DiceError } from './DiceError'
import { exactRational, rational, rationalTerms, type Rational } from './Rational'

/** One distinct outcome of a {@link Distribution}. */
export interface Outcome<T> {
  /** The outcome's key (`keyOf(result)`); outcomes with equal keys are merged. */
  key: string
  /** Exact probability of this key (in the `big` form of {@link Rational} when its terms exceed safe integers). */
  probability: Rational
  /** The first result (in depth-first roll order) that had this key. */
  example: T
}

/** Exact distribution of a dice-rolling function's results, grouped by key. */
export interface Distribution<T> {
  /** Distinct outcomes, sorted by key: numeric keys first in numeric order, then by code unit. */
  outcomes: Outcome<T>[]
  /** Sum of all probabilities: always exactly `{ num: 1, den: 1 }` (a self-check). */
  total: Rational
  /** Number of distinct roll sequences run (leaves of the roll tree). */
  leaves: number
}

/** Keys that {@link compareOutcomeKeys} orders as numbers: plain decimals. */
export const NUMERIC_KEY = /^-?\d+(\.\d+)?$/

/**
 * The deterministic total order used for outcome keys: keys that are plain decimal numbers come
 * first, in numeric order (`'2' < '10'`); all other keys follow, by UTF-16 code unit (never by
 * locale).
 *
 * @param a - a key
 * @param b - another key
 * @returns negative, zero or positive, as for `Array.prototype.sort`
 */
export function compareOutcomeKeys(a: string, b: string): number {
  const an = NUMERIC_KEY.test(a)
  const bn = NUMERIC_KEY.test(b)
  if (an !== bn) return an ? -1 : 1
  if (an) {
    const d = Number(a) - Number(b)
    if (d !== 0) return d
  }
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * Probability of one key (`0/1` when the key never occurs).
 *
 * @param dist - the distribution
 * @param key - the outcome key
 * @example `probabilityOf(enumerateOutcomes(twoD6, String), '7')` → `{ num: 1, den: 6 }`
 */
export function probabilityOf<T>(dist: Distribution<T>, key: string): Rational {
  const o = dist.outcomes.find((x) => x.key === key)
  return o ? o.probability : rational(0)
}

/**
 * Exact expected value of an integer quantity over a distribution (e.g. expected HP lost per
 * round, for the odds panel and the AI).
 *
 * `valueOf` is called once per outcome with its example result; it must depend only on what the
 * key captures, since results with the same key are merged.
 *
 * @param dist - the distribution
 * @param valueOf - the integer value of an outcome
 * @returns the exact mean as a reduced fraction (in the `big` form when its terms are that large)
 * @throws DiceError `dice/invalid-argument` when a value is not a safe integer
 * @example `expectedValue(enumerateOutcomes(twoD6, String), (sum) => sum)` → `{ num: 7, den: 1 }`
 */
export function expectedValue<T>(
  dist: Distribution<T>,
  valueOf: (example: T, key: string) => number,
): Rational {
  let num = 0n
  let den = 1n
  for (const o of dist.outcomes) {
    const v = valueOf(o.example, o.key)
    if (!Number.isSafeInteger(v)) {
      throw new DiceError('dice/invalid-argument', `expectedValue needs integer values, got ${v} for "${o.key}"`)
    }
    const { num: rn, den: pd } = rationalTerms(o.probability)
    const pn = rn * BigInt(v)
    if (den % pd === 0n) {
      num += pn * (den / pd)
    } else {
      num = num * pd + pn * den
      den *= pd
    }
  }
  return exactRational(num, den)
}
