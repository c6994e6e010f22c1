/**
 * "Roll N, keep the K lowest (or highest)" (catalogue SK-MORALE-11: against fear, 3d6 keep the two
 * lowest; GAP-X-02), exact under enumeration by face counts.
 */

import { DiceError } from './DiceError'
import type { DieSpec } from './DieSpec'
import type { DiceSource } from './DiceSource'
import { rollPool, valueClasses } from './rollPool'

/** Options of {@link rollKeep}. */
export interface RollKeepOptions {
  /** The die. */
  die: DieSpec
  /** How many dice to roll. */
  n: number
  /** How many to keep, at most `n`. */
  keep: number
  /** Keep the lowest or the highest values. */
  which: 'lowest' | 'highest'
  /** Why, for the log. */
  reason: string
}

/** What {@link rollKeep} kept. */
export interface KeptDice {
  /** The kept values, ascending. */
  kept: number[]
  /** Their sum. */
  total: number
}

/**
 * Rolls `n` dice and keeps the `keep` lowest or highest values. The dice are a {@link rollPool}
 * counted by value (one class per distinct face value), so the kept values depend only on counts:
 * 3d6 is 56 branches under `enumerateOutcomes` instead of 216 sequences, and any die works
 * (the artillery die keeps by value: MISFIRE, value 0, is its lowest).
 *
 * For the rolls themselves (which die was kept, in roll order) use `keepLowest`/`keepHighest` on
 * `rollMany`; this helper is for resolvers that only need the values.
 *
 * @param source - where the dice come from
 * @param options - die, how many to roll and keep, which end, reason
 * @returns the kept values (ascending) and their total
 * @throws DiceError `dice/invalid-argument` when `keep` is not an integer in `0..n`
 * @example SK-MORALE-11: dice 6, 2, 3 → `{ kept: [2, 3], total: 5 }`
 * ```ts
 * rollKeep(dice, { die: d6(), n: 3, keep: 2, which: 'lowest', reason: 'SK-MORALE-11 fear' })
 * ```
 */
export function rollKeep(source: DiceSource, options: RollKeepOptions): KeptDice {
  const { die, n, keep } = options
  if (!Number.isSafeInteger(keep) || keep < 0 || !(keep <= n)) {
    throw new DiceError('dice/invalid-argument', `Cannot keep ${keep} of ${n} dice`)
  }
  const byValue = valueClasses(die.faces.map((f) => f.value))
  const { counts } = rollPool(source, { die, n, reason: options.reason, classes: byValue.classes })
  const kept: number[] = []
  const lowest = options.which === 'lowest'
  let total = 0
  for (let step = 0; step < counts.length && kept.length < keep; step++) {
    const j = lowest ? step : counts.length - 1 - step
    for (let k = 0; k < counts[j] && kept.length < keep; k++) {
      kept.push(byValue.values[j])
      total += byValue.values[j]
    }
  }
  if (!lowest) kept.reverse()
  return { kept, total }
}
