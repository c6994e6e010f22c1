/**
 * Exact odds from the same code that rolls the dice in play.
 *
 * `enumerateOutcomes` runs a dice-rolling function once per distinct sequence of faces it can ask
 * for, depth-first over the tree of rolls, and merges the leaves into an exact distribution. The
 * combat odds panel and the AI call the very resolver used in play with this enumerating source,
 * so odds and play cannot disagree (catalogue GAP-X-01, GAP-HM-01 odds, SK dice combat I-02).
 */

import { DiceError } from './DiceError'
import type { DieSpec } from './DieSpec'
import { makeDieRoll, type DiceSource, type DieRoll } from './DiceSource'
import { compareOutcomeKeys, type Distribution, type Outcome } from './Distribution'
import { addRationals, rationalFromBigInt, type Rational } from './Rational'

/** Options of {@link enumerateOutcomes}. */
export interface EnumerateOptions {
  /** Most roll sequences (leaves) to run before giving up; default 1,000,000. */
  maxLeaves?: number
  /** Most rolls in one sequence before giving up (catches "roll until a 6" loops); default 256. */
  maxDepth?: number
}

/** Default {@link EnumerateOptions.maxLeaves}. */
export const DEFAULT_MAX_LEAVES = 1_000_000
/** Default {@link EnumerateOptions.maxDepth}. */
export const DEFAULT_MAX_DEPTH = 256

const MAX_SAFE = Number.MAX_SAFE_INTEGER

/**
 * The source handed to the enumerated function: replays the current path's prefix, then opens new
 * branches at face 1. The path lives in parallel arrays reused across leaves (no truncation).
 */
class TreeDice implements DiceSource {
  /** 0-based face chosen at each depth of the current path. */
  readonly faces: number[] = []
  /** Number of faces of the die rolled at each depth. */
  readonly arity: number[] = []
  /** Product of `arity[0..i]`: the leaf weight is `1 / prod[len - 1]`. */
  readonly prod: number[] = []
  readonly ids: string[] = []
  /** Length of the current path. */
  len = 0
  /** Rolls made so far in the current run. */
  pos = 0
  private readonly maxDepth: number

  constructor(maxDepth: number) {
    this.maxDepth = maxDepth
  }

  roll(die: DieSpec, reason: string): DieRoll {
    const n = die.faces.length
    const i = this.pos++
    if (i < this.len) {
      if (this.arity[i] !== n || this.ids[i] !== die.id) {
        throw new DiceError(
          'dice/nondeterministic',
          `Roll #${i + 1} asked for die "${die.id}" on replay, "${this.ids[i]}" before: the enumerated function depends on something besides its dice`,
        )
      }
      return makeDieRoll(die, this.faces[i] + 1, reason)
    }
    if (n === 0) throw new DiceError('dice/invalid-die', `Die "${die.id}" has no faces`)
    if (i >= this.maxDepth) {
      throw new DiceError('dice/too-many-outcomes', `A roll sequence exceeded maxDepth = ${this.maxDepth} rolls`)
    }
    const p = (i === 0 ? 1 : this.prod[i - 1]) * n
    if (p > MAX_SAFE) {
      throw new DiceError(
        'dice/overflow',
        `A roll sequence of probability 1/${p} is below exact number precision (a roll loop without a bound?)`,
      )
    }
    this.faces[i] = 0
    this.arity[i] = n
    this.prod[i] = p
    this.ids[i] = die.id
    this.len = i + 1
    return makeDieRoll(die, 1, reason)
  }

  /** Moves to the next path in depth-first order; `false` when the tree is exhausted. */
  advance(): boolean {
    let d = this.len - 1
    while (d >= 0 && this.faces[d] === this.arity[d] - 1) d--
    if (d < 0) return false
    this.faces[d]++
    this.len = d + 1
    return true
  }
}

/** Per-key running sum of leaf weights `1/D`, as `num/den` in numbers, in bigint once too large. */
interface Acc<T> {
  key: string
  example: T
  num: number
  den: number
  big: { num: bigint; den: bigint } | null
}

function gcd(a: number, b: number): number {
  while (b !== 0) {
    const t = a % b
    a = b
    b = t
  }
  return a
}

/** Adds `1/d` to `acc` exactly. Leaves of one key usually share power-of-N denominators: fast path. */
function addLeaf(acc: Acc<unknown>, d: number): void {
  if (acc.big === null) {
    if (acc.den % d === 0) {
      acc.num += acc.den / d
      return
    }
    if (d % acc.den === 0) {
      acc.num = acc.num * (d / acc.den) + 1
      acc.den = d
      return
    }
    const g = gcd(acc.den, d)
    const den = (acc.den / g) * d
    if (den <= MAX_SAFE) {
      acc.num = acc.num * (d / g) + acc.den / g
      acc.den = den
      return
    }
    acc.big = { num: BigInt(acc.num), den: BigInt(acc.den) }
  }
  const b = acc.big
  const bd = BigInt(d)
  b.num = b.num * bd + b.den
  b.den *= bd
}

function reduce(num: number, den: number): Rational {
  const g = gcd(num, den)
  return { num: num / g, den: den / g }
}

/** Exact sum, in numbers while the common denominator stays safe (the usual case), else in bigint. */
function sumProbabilities(terms: Rational[]): Rational {
  let num = 0
  let den = 1
  for (const t of terms) {
    const g = gcd(den, t.den)
    const lcm = (den / g) * t.den
    if (lcm > MAX_SAFE || num * (lcm / den) + t.num * (lcm / t.den) > MAX_SAFE) return addRationals(terms)
    num = num * (lcm / den) + t.num * (lcm / t.den)
    den = lcm
  }
  return reduce(num, den)
}

function checkLimit(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new DiceError('dice/invalid-argument', `${name} must be a positive integer, got ${value}`)
  }
  return value
}

/**
 * Computes the exact distribution of a dice-rolling function's results.
 *
 * `run` is called once per distinct sequence of faces: depth-first, first face first. The i-th roll
 * may depend on earlier results, and branches may roll different numbers and kinds of dice. Each
 * sequence has probability `∏ 1/faces`; results are grouped by `keyOf` and their probabilities
 * summed exactly. `run` must be deterministic apart from its dice (no state carried between calls,
 * no other randomness): a different die on a replayed prefix throws `dice/nondeterministic`.
 *
 * Cost: one call of `run` per leaf (2d6: 36 calls; 1d6 then 0–3 more d6: at most 1,296).
 *
 * @param run - the code to enumerate, rolling only through the source it is given
 * @param keyOf - groups results: equal keys are one outcome
 * @param options - `maxLeaves` (default 1e6) and `maxDepth` (default 256) guards
 * @returns the outcomes sorted by key (see {@link compareOutcomeKeys}), their exact probabilities,
 *   a `total` that is exactly 1, and the number of leaves run
 * @throws DiceError `dice/too-many-outcomes` past `maxLeaves` or `maxDepth`; `dice/overflow` when a
 *   probability cannot be represented exactly; `dice/nondeterministic` (see above)
 * @example
 * ```ts
 * const dist = enumerateOutcomes((dice) => rollTotal(dice, d6(), 2, '2d6'), String)
 * probabilityOf(dist, '7') // { num: 1, den: 6 }
 * ```
 */
export function enumerateOutcomes<T>(
  run: (dice: DiceSource) => T,
  keyOf: (result: T) => string,
  options: EnumerateOptions = {},
): Distribution<T> {
  const maxLeaves = checkLimit('maxLeaves', options.maxLeaves ?? DEFAULT_MAX_LEAVES)
  const maxDepth = checkLimit('maxDepth', options.maxDepth ?? DEFAULT_MAX_DEPTH)
  const tree = new TreeDice(maxDepth)
  const byKey = new Map<string, Acc<T>>()
  let leaves = 0
  do {
    tree.pos = 0
    const result = run(tree)
    if (tree.pos !== tree.len) {
      throw new DiceError(
        'dice/nondeterministic',
        `A replayed roll sequence stopped after ${tree.pos} of ${tree.len} rolls`,
      )
    }
    if (++leaves > maxLeaves) {
      throw new DiceError('dice/too-many-outcomes', `Enumeration exceeded maxLeaves = ${maxLeaves} roll sequences`)
    }
    const d = tree.len === 0 ? 1 : tree.prod[tree.len - 1]
    const key = keyOf(result)
    const acc = byKey.get(key)
    if (acc === undefined) byKey.set(key, { key, example: result, num: 1, den: d, big: null })
    else addLeaf(acc, d)
  } while (tree.advance())

  const outcomes: Outcome<T>[] = [...byKey.values()]
    .sort((a, b) => compareOutcomeKeys(a.key, b.key))
    .map((acc) => ({
      key: acc.key,
      probability: acc.big ? rationalFromBigInt(acc.big.num, acc.big.den) : reduce(acc.num, acc.den),
      example: acc.example,
    }))
  const total = sumProbabilities(outcomes.map((o) => o.probability))
  if (total.num !== 1 || total.den !== 1) {
    throw new DiceError('dice/nondeterministic', `Enumerated probabilities sum to ${total.num}/${total.den}, not 1`)
  }
  return { outcomes, total, leaves }
}
