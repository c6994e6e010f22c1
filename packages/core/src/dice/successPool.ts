/**
 * A pool of to-hit dice against a target number, with natural faces that always fail or always
 * succeed (catalogue SK-COMBAT-1..5, SK-COMBAT-20), read by counts so its odds are exact and cheap.
 */

import { DiceError } from './DiceError'
import type { DieSpec } from './DieSpec'
import type { DiceSource, PoolRoll, PoolSpec } from './DiceSource'
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
 * branches), die by die in play. The pool spec is made once per `options` object and kept on it
 * (a hidden, non-enumerable property; a side table for a frozen object) while its fields are the
 * same values: make the options once per attack, and do not change their arrays in place.
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
  const roll = rollPool(source, poolSpecOf(options))
  const natural = roll.counts[NATURAL] ?? 0
  const successes = (roll.counts[SUCCESS] ?? 0) + natural
  return { successes, natural, failures: roll.n - successes, roll }
}

/** Frozen pool specs by die, size, reason and classes: the same pool asked by another resolver is the same object (shared frozen answers under enumeration). */
const specs = new Map<string, PoolSpec>()

function internedSpec(die: DieSpec, n: number, reason: string, classes: number[]): PoolSpec {
  const key = `${die.id}|${n}|${classes.join(',')}|${reason}`
  let spec = specs.get(key)
  if (spec === undefined || spec.die !== die) {
    // A bounded table: dropped whole once large (specs are few: dice counts by attack type).
    if (specs.size >= 4096) specs.clear()
    spec = Object.freeze({ die, n, reason, classes: Object.freeze(classes) })
    specs.set(key, spec)
  }
  return spec
}

/** The pool of a {@link SuccessPoolOptions}, and the fields it was made from. */
interface Prepared {
  n: number
  bonus: number
  target: number
  die: DieSpec
  autoFail: readonly number[]
  autoSuccess: readonly number[]
  reason: string
  spec: PoolSpec
}

/** The pool of each options object seen, while its fields stay the same (a resolver's options are made once per attack). */
const prepared = new WeakMap<SuccessPoolOptions, Prepared>()
/** Where an options object keeps its {@link Prepared} pool (a property lookup is cheaper than the map; a frozen object uses the map). */
const PREPARED: unique symbol = Symbol('successPool.prepared')

type Carrier = SuccessPoolOptions & { [PREPARED]?: Prepared }

/**
 * The frozen pool spec of `options` (3 classes: failure, success, natural success), made once per
 * options object and its fields: a replayed leaf of an enumeration reuses the very spec, which the
 * enumerator then need not compare again. The arrays of `options` are read, not copied: change
 * them and the options object is new to this function only if a field is another object.
 */
function poolSpecOf(options: SuccessPoolOptions): PoolSpec {
  const die = options.die ?? d6()
  const autoFail = options.autoFail ?? NATURAL_ONE
  const autoSuccess = options.autoSuccess ?? NATURAL_SIX
  const p = (options as Carrier)[PREPARED] ?? prepared.get(options)
  if (p !== undefined && p.n === options.n && p.bonus === options.bonus && p.target === options.target && p.die === die
    && p.autoFail === autoFail && p.autoSuccess === autoSuccess && p.reason === options.reason) return p.spec
  const { bonus, target } = options
  if (!Number.isFinite(bonus) || !Number.isFinite(target)) {
    throw new DiceError('dice/invalid-argument', `successPool needs a finite bonus and target, got ${bonus} and ${target}`)
  }
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
  const spec = internedSpec(die, options.n, options.reason, classes)
  const made: Prepared = { n: options.n, bonus, target, die, autoFail, autoSuccess, reason: options.reason, spec }
  if (Object.isExtensible(options)) Object.defineProperty(options, PREPARED, { value: made, writable: true, configurable: true, enumerable: false })
  else prepared.set(options, made)
  return spec
}
