/**
 * Re-rolling a failed test (catalogue SK-MORALE-21: the great banner's re-roll; SK-WM-3 and
 * GAP-SK-05: re-rolls banked against a misfire).
 */

import { DiceError } from './DiceError'
import type { DiceSource } from './DiceSource'

/** What {@link withRerolls} did. */
export interface Rerolled<T> {
  /** The result that stands: the last attempt. */
  result: T
  /** Every attempt in order, the first roll included (`attempts.length - 1` re-rolls were used). */
  attempts: T[]
}

/**
 * Makes a test, and while it failed and re-rolls are left, makes it again; the last result stands
 * (SK-MORALE-21: "the second result stands"). Exact under `enumerateOutcomes`: with one re-roll,
 * P(pass) = 1 − (1 − p)².
 *
 * @param source - where the dice come from, handed to every attempt
 * @param attempt - makes the test once (rolls only through the source it is given)
 * @param failed - whether an attempt failed and may be re-rolled
 * @param rerolls - how many re-rolls are available (0 allowed: one attempt)
 * @returns the result that stands and every attempt
 * @throws DiceError `dice/invalid-argument` when `rerolls` is not a non-negative integer
 * @example SK-WM-3 with 2 banked re-rolls against a misfire:
 * ```ts
 * const shot = withRerolls(dice, (d) => d.roll(artilleryDie(), 'SK-WM-3 shot'), (r) => r.symbol === 'misfire', 2)
 * const rerollsUsed = shot.attempts.length - 1
 * ```
 */
export function withRerolls<T>(source: DiceSource, attempt: (dice: DiceSource) => T, failed: (result: T) => boolean, rerolls: number): Rerolled<T> {
  if (!Number.isSafeInteger(rerolls) || rerolls < 0) {
    throw new DiceError('dice/invalid-argument', `Re-rolls must be a non-negative integer, got ${rerolls}`)
  }
  const attempts = [attempt(source)]
  while (attempts.length <= rerolls && failed(attempts[attempts.length - 1])) attempts.push(attempt(source))
  return { result: attempts[attempts.length - 1], attempts }
}
