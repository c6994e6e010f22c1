/**
 * Test-only helpers shared by the dice tests written with the pools (not exported from core).
 */

import { DiceError } from './DiceError'
import type { DiceSource } from './DiceSource'
import type { Distribution } from './Distribution'

/** The `DiceError` code `fn` throws, `'not-a-DiceError'` for another error, `undefined` when it returns. */
export function codeOf(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (e) {
    return e instanceof DiceError ? e.code : 'not-a-DiceError'
  }
  return undefined
}

/** The distribution as `{ key: 'num/den' }` with the exact terms (big ones included): easy to compare and to read. */
export function table<T>(dist: Distribution<T>): Record<string, string> {
  return Object.fromEntries(
    dist.outcomes.map((o) => [o.key, o.probability.big ? `${o.probability.big.num}/${o.probability.big.den}` : `${o.probability.num}/${o.probability.den}`]),
  )
}

/** The same source seen through a plain `{ roll }` wrapper: pools and totals fall back to die-by-die rolls. */
export function rollsOnly(dice: DiceSource): DiceSource {
  return { roll: (die, reason) => dice.roll(die, reason) }
}
