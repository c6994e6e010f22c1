/**
 * The contract every die roller implements, and the helpers built on it.
 *
 * Rules code rolls through a {@link DiceSource} and never knows which one: the seeded source in
 * play (`SeededDice`), a script in tests (`ScriptedDice`) or the enumerator that computes exact odds
 * from the very same resolution code (`enumerateOutcomes`). Catalogue GAP-X-01, GAP-X-02, I-17.
 */

import { DiceError } from './DiceError'
import type { DieSpec } from './DieSpec'

/**
 * The record of one die roll: plain JSON, suitable for the combat log (GAP-X-01: "every roll is
 * logged").
 *
 * @example `{ die: 'artillery', face: 6, value: 0, label: 'MISFIRE', symbol: 'misfire', reason: 'SK-WM-3 shot' }`
 */
export interface DieRoll {
  /** Id of the die rolled (`DieSpec.id`). */
  die: string
  /** 1-based index of the face that came up. */
  face: number
  /** That face's numeric value. */
  value: number
  /** That face's label, when it has one. */
  label?: string
  /** That face's symbol, when it has one (`'misfire'`, `'skull'`...). */
  symbol?: string
  /** Why the die was rolled, for the log (`'HM-COMBAT-9 attack'`). */
  reason: string
}

/**
 * A pool of identical dice rolled together and read by counts: how many dice came up in each class
 * of faces (catalogue SK-COMBAT-1: one d6 per attack, up to ~20).
 *
 * @example `{ die: d6(), n: 20, reason: 'SK-COMBAT-1 attack', classes: [0, 0, 0, 1, 1, 2] }`
 *   counts misses (1–3), hits (4–5) and natural-6 hits.
 */
export interface PoolSpec {
  /** The die every member of the pool is. */
  die: DieSpec
  /** How many dice (0 allowed). */
  n: number
  /** Why, for the log; recorded on every die. */
  reason: string
  /**
   * `classes[k]` is the class (`0..c-1`) of face `k + 1`, one entry per face; `c` is the largest
   * class plus one. Default: one class per face (`counts[k]` = dice showing face `k + 1`).
   * Fewer classes mean fewer branches when odds are enumerated.
   */
  classes?: readonly number[]
}

/**
 * The result of a {@link PoolSpec}: plain JSON.
 *
 * Resolvers must depend only on `counts` (and `n`): `faces` exists for the log and the UI and is
 * `null` under enumeration, where one branch stands for every order of the same counts.
 */
export interface PoolRoll {
  /** Id of the die rolled. */
  die: string
  /** How many dice. */
  n: number
  /** Why, as given. */
  reason: string
  /**
   * Dice per class, `counts[j]` for class `j`; sums to `n`. The caller owns the array, except
   * under enumeration for a frozen spec: its rolls are frozen and shared by every replay (a
   * resolver that freezes its specs reads its counts, it does not change them).
   */
  counts: number[]
  /** The 1-based faces in roll order (play, tests), or `null` under enumeration. */
  faces: number[] | null
}

/** One group of dice of a {@link DiceSource.total}: `n` dice of `die`, face `k` worth `values[k - 1]`. */
export interface TotalGroup {
  /** The die of this group. */
  die: DieSpec
  /** How many dice (0 allowed). */
  n: number
  /** The integer value of each face, one entry per face (e.g. HP lost through a damage table). */
  values: readonly number[]
}

/**
 * The result of a {@link DiceSource.total}. Resolvers must depend only on `total`. Under
 * enumeration it is a frozen object shared by every replay of the same branch: read it, do not
 * change it.
 */
export interface PoolTotal {
  /** Sum of the values of every die of every group. */
  total: number
  /** Per group, the 1-based faces in roll order (play, tests), or `null` under enumeration. */
  faces: number[][] | null
}

/**
 * A die roller. Implementations: `SeededDice` (play), `ScriptedDice` (tests), the enumerator of
 * `enumerateOutcomes` (exact odds).
 *
 * Rules code must take its dice from the source it is given (catalogue I-17) and must depend on
 * nothing else that varies between calls, so that enumeration and replay see the same rolls.
 * Rules code calls the optional members through `rollPool` and `poolTotal`, which fall back to
 * `roll` die by die, so a source (or a wrapper) that only has `roll` works everywhere, consuming
 * its randomness exactly as `n` rolls would.
 */
export interface DiceSource {
  /**
   * Rolls one die.
   *
   * @param die - the die to roll
   * @param reason - why, for the log (a rule id and a few words)
   * @returns the face that came up
   */
  roll(die: DieSpec, reason: string): DieRoll
  /**
   * Rolls a pool and counts it by classes (call it through `rollPool`). Play and test sources roll
   * the dice one by one, exactly as `n` calls of `roll`; the enumerator branches once per distinct
   * count vector, weighted by its multinomial chance.
   */
  pool?(spec: PoolSpec): PoolRoll
  /**
   * Rolls groups of dice and adds up their face values (call it through `poolTotal`); the
   * enumerator branches once per distinct total, weighted by the convolution of the groups. With
   * `atMost`, the total reported is `min(sum, atMost)` (the enumerator: one branch for every sum
   * at or past it).
   */
  total?(groups: readonly TotalGroup[], reason: string, atMost?: number): PoolTotal
  /**
   * Tells the source that what the rest of this run does, and returns, depends only on `key` and
   * on the dice still to roll (a melee's later blows depend on the HP lost so far, not on which
   * dice took it). Play and test sources have no use for it (call it as `dice.merge?.(key)`); the
   * enumerator of `enumerateOutcomes` merges every path that reaches the same key at the same
   * request: the rest is enumerated once and its outcomes weighted again for each such path, so a
   * chain of independent attacks costs the sum of their branches instead of the product. The
   * result of a merged path is the first one's: it must be a function of `key` and the later dice.
   */
  merge?(key: string): void
}

/**
 * Builds the {@link DieRoll} for face `face` (1-based) of `die`. Sources use it so that every roll
 * has the same shape; it does not check the range.
 *
 * @param die - the die rolled
 * @param face - the 1-based face index that came up
 * @param reason - why the die was rolled
 */
export function makeDieRoll(die: DieSpec, face: number, reason: string): DieRoll {
  const f = die.faces[face - 1]
  const roll: DieRoll = { die: die.id, face, value: f.value, reason }
  if (f.label !== undefined) roll.label = f.label
  if (f.symbol !== undefined) roll.symbol = f.symbol
  return roll
}

function assertCount(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0) {
    throw new DiceError('dice/invalid-argument', `${what} must be a non-negative integer, got ${n}`)
  }
}

/**
 * Rolls `n` copies of a die, one after the other.
 *
 * @param source - where the dice come from
 * @param die - the die to roll
 * @param n - how many (0 allowed)
 * @param reason - recorded on every roll
 * @returns the rolls, in order
 * @example `rollMany(dice, d6(), 3, 'SK-MORALE fear')`
 */
export function rollMany(source: DiceSource, die: DieSpec, n: number, reason: string): DieRoll[] {
  assertCount(n, 'Dice count')
  const rolls: DieRoll[] = new Array(n)
  for (let i = 0; i < n; i++) rolls[i] = source.roll(die, reason)
  return rolls
}

/**
 * Sum of the values of some rolls (the number of skulls for combat dice).
 *
 * @param rolls - the rolls to add up
 */
export function sumValues(rolls: readonly DieRoll[]): number {
  let total = 0
  for (const r of rolls) total += r.value
  return total
}

/**
 * Rolls NdX and returns the sum of the values (`2d6` = `rollTotal(dice, d6(), 2, reason)`).
 *
 * @param source - where the dice come from
 * @param die - the die to roll
 * @param n - how many dice
 * @param reason - recorded on every roll
 * @returns the sum of the face values
 */
export function rollTotal(source: DiceSource, die: DieSpec, n: number, reason: string): number {
  return sumValues(rollMany(source, die, n, reason))
}

function keep(rolls: readonly DieRoll[], n: number, sign: 1 | -1): DieRoll[] {
  assertCount(n, 'Kept count')
  if (n > rolls.length) {
    throw new DiceError('dice/invalid-argument', `Cannot keep ${n} of ${rolls.length} rolls`)
  }
  const order = rolls.map((_, i) => i)
  order.sort((i, j) => sign * (rolls[i].value - rolls[j].value) || i - j)
  const kept = order.slice(0, n).sort((i, j) => i - j)
  return kept.map((i) => rolls[i])
}

/**
 * Keeps the `n` lowest rolls (ties: the earlier roll is kept), in the order they were rolled.
 *
 * @param rolls - the rolls to choose from
 * @param n - how many to keep, at most `rolls.length`
 * @example SK Cd test "3d6, keep the 2 lowest" (catalogue I-03, GAP-X-02):
 * `sumValues(keepLowest(rollMany(dice, d6(), 3, 'SK-MORALE Cd'), 2))`
 */
export function keepLowest(rolls: readonly DieRoll[], n: number): DieRoll[] {
  return keep(rolls, n, 1)
}

/**
 * Keeps the `n` highest rolls (ties: the earlier roll is kept), in the order they were rolled.
 *
 * @param rolls - the rolls to choose from
 * @param n - how many to keep, at most `rolls.length`
 */
export function keepHighest(rolls: readonly DieRoll[], n: number): DieRoll[] {
  return keep(rolls, n, -1)
}
