/**
 * A pool of to-hit dice against a target number, with natural faces that always fail or always
 * succeed (catalogue SK-COMBAT-1..5, SK-COMBAT-20), read by counts so its odds are exact and cheap.
 */

import { DiceError } from './DiceError'
import type { DieSpec } from './DieSpec'
import type { DiceSource, PoolRoll } from './DiceSource'
import { rollPool } from './rollPool'
import { d6 } from './standardDice'

/** Options of {@link successPool}. */
export interface SuccessPoolOptions {
  /** How many dice (SK-COMBAT-1: one per attack). */
  n: number
  /** The die (default `d6()`). */
  die?: DieSpec
  /** Added to each die's value (SK-COMBAT-2, net of the to-hit modifiers, SK-COMBAT-20). */
  bonus: number
  /** A die succeeds when its value + `bonus` is strictly greater than this (SK-COMBAT-3: the defence). */
  target: number
  /** Natural values that always fail, whatever the bonus (default `[1]`, SK-COMBAT-4). */
  autoFail?: readonly number[]
  /** Natural values that always succeed, whatever the bonus (default `[6]`, SK-COMBAT-5). */
  autoSuccess?: readonly number[]
  /** Why, for the log. */
  reason: string
}

/** What {@link successPool} rolled. */
export interface SuccessPoolResult {
  /** Dice that succeeded (naturals included). */
  successes: number
  /** Successes on an `autoSuccess` value (SK-COMBAT-6: natural-6 hits turn a KO into −1 HP). */
  natural: number
  /** Dice that failed. */
  failures: number
  /** The pool itself: counts of classes 0 (failure), 1 (success), 2 (natural success). */
  roll: PoolRoll
}

const FAIL = 0
const SUCCESS = 1
const NATURAL = 2
const NATURAL_ONE: readonly number[] = [1]
const NATURAL_SIX: readonly number[] = [6]

/** `list.includes(value)` as a plain loop (this runs on every replayed leaf of an enumeration). */
function has(list: readonly number[], value: number): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === value) return true
  return false
}

/**
 * Rolls `n` dice, each succeeding when its value + `bonus` > `target`; a natural value in
 * `autoFail` always fails, one in `autoSuccess` always succeeds and counts as `natural`
 * (SK-COMBAT-1..5: a natural 1 misses despite any bonus, a natural 6 hits despite any penalty).
 * Values are the die's face values (for a d6, the face).
 *
 * Built on {@link rollPool} with 3 classes: exact and cheap under `enumerateOutcomes` (20 d6: 231
 * branches), die by die in play.
 *
 * @param source - where the dice come from
 * @param options - dice, bonus, target, natural values, reason
 * @returns successes, natural successes, failures and the pool roll
 * @throws DiceError `dice/invalid-argument` for a non-finite bonus or target, or a value listed
 *   both in `autoFail` and `autoSuccess`
 * @example
 * ```ts
 * // 20 attacks at +1 against defence 4 (SK-COMBAT-1..5)
 * const { successes, natural } = successPool(dice, { n: 20, bonus: 1, target: 4, reason: 'SK-COMBAT-1 attack' })
 * ```
 */
export function successPool(source: DiceSource, options: SuccessPoolOptions): SuccessPoolResult {
  const { bonus, target } = options
  if (!Number.isFinite(bonus) || !Number.isFinite(target)) {
    throw new DiceError('dice/invalid-argument', `successPool needs a finite bonus and target, got ${bonus} and ${target}`)
  }
  const die = options.die ?? d6()
  const autoFail = options.autoFail ?? NATURAL_ONE
  const autoSuccess = options.autoSuccess ?? NATURAL_SIX
  const classes: number[] = []
  for (let k = 0; k < die.faces.length; k++) {
    const value = die.faces[k].value
    const fails = has(autoFail, value)
    const succeeds = has(autoSuccess, value)
    if (fails && succeeds) {
      throw new DiceError('dice/invalid-argument', `successPool: value ${value} of die "${die.id}" cannot both always fail and always succeed`)
    }
    classes.push(fails ? FAIL : succeeds ? NATURAL : value + bonus > target ? SUCCESS : FAIL)
  }
  const roll = rollPool(source, { die, n: options.n, reason: options.reason, classes })
  const natural = roll.counts[NATURAL] ?? 0
  const successes = (roll.counts[SUCCESS] ?? 0) + natural
  return { successes, natural, failures: roll.n - successes, roll }
}
