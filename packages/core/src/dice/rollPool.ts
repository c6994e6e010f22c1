/**
 * Pools of dice read by counts (catalogue SK-COMBAT-1..5, GAP-X-02): the helper rules code calls,
 * the die-by-die fallback every play and test source shares, and the checks of a {@link PoolSpec}.
 */

import { DiceError } from './DiceError'
import type { DiceSource, PoolRoll, PoolSpec } from './DiceSource'

/** A checked pool: its class table (`null` for one class per face) and its number of classes. */
export interface PoolClasses {
  /** `classes[k]` is the class of face `k + 1`, or `null` for the default (class = face − 1). */
  classes: readonly number[] | null
  /** Number of classes: the length of `counts`. */
  c: number
}

/**
 * Checks a {@link PoolSpec}: a die with faces, a non-negative integer `n`, and when given one
 * non-negative integer class per face.
 *
 * @param spec - the pool to check
 * @returns its class table and class count
 * @throws DiceError `dice/invalid-die` for a die without faces; `dice/invalid-argument` for a bad
 *   `n` or class table
 */
export function poolClasses(spec: PoolSpec): PoolClasses {
  const faces = spec.die.faces.length
  if (faces === 0) throw new DiceError('dice/invalid-die', `Die "${spec.die.id}" has no faces`)
  if (!Number.isSafeInteger(spec.n) || spec.n < 0) {
    throw new DiceError('dice/invalid-argument', `A pool needs a non-negative integer number of dice, got ${spec.n}`)
  }
  const classes = spec.classes
  if (classes === undefined) return { classes: null, c: faces }
  if (!Array.isArray(classes) || classes.length !== faces) {
    throw new DiceError('dice/invalid-argument', `Pool classes of die "${spec.die.id}" need one entry per face (${faces})`)
  }
  let c = 0
  for (const k of classes) {
    if (!Number.isSafeInteger(k) || k < 0) {
      throw new DiceError('dice/invalid-argument', `Pool class ${k} of die "${spec.die.id}" is not a non-negative integer`)
    }
    if (k >= c) c = k + 1
  }
  return { classes, c }
}

/**
 * Rolls a pool die by die with `source.roll` and counts it: the fallback of {@link rollPool}, and
 * what `SeededDice` and `ScriptedDice` do (so a pool consumes exactly `n` rolls, in order).
 *
 * @param source - where the dice come from (its `roll` only)
 * @param spec - the pool
 * @returns the counts per class and the faces in roll order
 */
export function rollPoolByRolls(source: DiceSource, spec: PoolSpec): PoolRoll {
  const { classes, c } = poolClasses(spec)
  const counts: number[] = new Array(c).fill(0)
  const faces: number[] = new Array(spec.n)
  for (let i = 0; i < spec.n; i++) {
    const face = source.roll(spec.die, spec.reason).face
    faces[i] = face
    counts[classes === null ? face - 1 : classes[face - 1]]++
  }
  return { die: spec.die.id, n: spec.n, reason: spec.reason, counts, faces }
}

/**
 * Rolls a pool of identical dice and counts them by classes of faces (SK-COMBAT-1: one d6 per
 * attack). Uses `source.pool` when the source has it, else rolls the dice one by one with
 * `source.roll` (identical PRNG consumption: a plain `{ roll }` wrapper works).
 *
 * Under `enumerateOutcomes` this is one branch per distinct count vector (20 d6 in 3 classes: 231
 * branches instead of 6^20 sequences), and `faces` is `null`: resolvers must read `counts` only.
 *
 * @param source - where the dice come from
 * @param spec - the die, how many, the reason and optionally the class of each face
 * @returns the counts per class (a fresh array the caller may keep) and, in play, the faces
 * @throws DiceError `dice/invalid-argument` for a bad `n` or class table
 * @example
 * ```ts
 * // SK-COMBAT-3: defence 4, bonus +1 → faces 4–5 hit (class 1), 6 hits naturally (class 2)
 * const { counts } = rollPool(dice, { die: d6(), n: 20, reason: 'SK-COMBAT-1', classes: [0, 0, 0, 1, 1, 2] })
 * ```
 */
export function rollPool(source: DiceSource, spec: PoolSpec): PoolRoll {
  return source.pool !== undefined ? source.pool(spec) : rollPoolByRolls(source, spec)
}

/** Faces grouped by value: the class of each face and the value of each class, ascending. */
export interface ValueClasses {
  /** `classes[k]`: index in `values` of face `k + 1`'s value. */
  classes: number[]
  /** The distinct values, ascending. */
  values: number[]
}

/**
 * One class per distinct value, in ascending value order (class 0 is the lowest value): a pool
 * counted this way tells the sorted values of its dice, with as few branches as possible.
 *
 * @param values - the value of each face
 */
export function valueClasses(values: readonly number[]): ValueClasses {
  const distinct = [...new Set(values)].sort((a, b) => a - b)
  return { classes: values.map((v) => distinct.indexOf(v)), values: distinct }
}
