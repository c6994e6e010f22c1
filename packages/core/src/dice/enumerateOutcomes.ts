/**
 * Exact odds from the same code that rolls the dice in play.
 *
 * `enumerateOutcomes` runs a dice-rolling function once per distinct path through the tree of its
 * dice requests, depth-first, and merges the leaves into an exact distribution: a roll branches
 * over faces, a pool (`rollPool`) over its count vectors, a total (`poolTotal`) over its sums. The
 * combat odds panel and the AI call the very resolver used in play with this enumerating source,
 * so odds and play cannot disagree (catalogue GAP-X-01, GAP-HM-01 odds, SK dice combat I-02).
 */

import { BranchTables } from './BranchTables'
import { DiceError } from './DiceError'
import type { DiceSource } from './DiceSource'
import { NUMERIC_KEY, type Distribution, type Outcome } from './Distribution'
import { addBigLeaf, addLeaf, addRelative, addScaled, accValue, newAcc, ONE, reduce, sumsToOne, type Acc, type Weight } from './outcomeSums'
import { exactRational, type Rational } from './Rational'
import { TreeDice } from './TreeDice'

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

/**
 * The accumulators in the order of {@link compareOutcomeKeys}, each key tested for being numeric
 * once rather than at every comparison.
 */
function sortedByKey<T>(accs: Acc<T>[]): Acc<T>[] {
  let numeric = false
  for (const a of accs) if (maybeNumeric(a.key) && NUMERIC_KEY.test(a.key)) numeric = true
  // Usually no key is a number: plain code unit order.
  if (!numeric) return byCodeUnits(accs)
  const items = accs.map((acc) => ({ acc, numeric: NUMERIC_KEY.test(acc.key), value: 0 }))
  for (const it of items) if (it.numeric) it.value = Number(it.acc.key)
  items.sort((x, y) => {
    if (x.numeric !== y.numeric) return x.numeric ? -1 : 1
    if (x.numeric && x.value !== y.value) return x.value - y.value
    const a = x.acc.key
    const b = y.acc.key
    return a < b ? -1 : a > b ? 1 : 0
  })
  return items.map((it) => it.acc)
}

/** Sorts by key in code unit order: insertion sort for the few outcomes of most enumerations. */
function byCodeUnits<T>(accs: Acc<T>[]): Acc<T>[] {
  if (accs.length > 32) return accs.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))
  for (let i = 1; i < accs.length; i++) {
    const a = accs[i]
    let j = i - 1
    while (j >= 0 && accs[j].key > a.key) {
      accs[j + 1] = accs[j]
      j--
    }
    accs[j + 1] = a
  }
  return accs
}

/** Whether a key may be a number: it starts with `-` or a digit (the regex only then). */
function maybeNumeric(key: string): boolean {
  const c = key.charCodeAt(0)
  return c === 45 || (c >= 48 && c <= 57)
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
 * `run` is called once per distinct path of dice requests: depth-first, first branch first. A
 * `roll` branches over the die's faces (probability `1/faces` each, face 1 first); a pool
 * (`rollPool`) over its distinct count vectors (probability = multinomial coefficient × ∏ class
 * sizes^counts / faces^n, every die in the first class first), with `faces: null`; a total
 * (`poolTotal`) over its distinct sums (probability from the convolution, lowest sum first). A path
 * has the product of its branch probabilities, computed exactly (numbers while safe, bigints
 * beyond). The i-th request may depend on earlier results, and branches may ask for different dice.
 * Results are grouped by `keyOf` and their probabilities summed exactly.
 *
 * `run` must be deterministic apart from its dice (no state carried between calls, no other
 * randomness): asking for a different kind of request, die, pool size, class table or value table
 * on a replayed prefix throws `dice/nondeterministic`. A replayed pool's `counts` is a new array the
 * caller may keep or change, except for a frozen spec (`Object.freeze`, its die and classes too):
 * then the request object is replayed by identity (not compared again) and answered with one
 * frozen roll per branch; a total's answer is always a frozen object shared by its branch.
 *
 * Cost: one call of `run` per leaf (2d6 rolled die by die: 36 calls; 1d6 then 0–3 more d6: at most
 * 1,296; a 20-d6 attack pool in 3 classes: 231). Pool and total tables are built once per spec and
 * kept for later enumerations (`BranchTables`), so a replayed request costs a check and a lookup.
 *
 * @param run - the code to enumerate, rolling only through the source it is given
 * @param keyOf - groups results: equal keys are one outcome
 * @param options - `maxLeaves` (default 1e6) and `maxDepth` (default 256) guards
 * @returns the outcomes sorted by key (see {@link compareOutcomeKeys}), their exact probabilities
 *   (in the `big` form of {@link Rational} when their terms exceed safe integers), a `total` that
 *   is exactly 1, and the number of leaves run
 * @throws DiceError `dice/too-many-outcomes` past `maxLeaves` or `maxDepth` (or a single pool or
 *   total with more branches than `maxLeaves`); `dice/overflow` when the plain rolls of one path
 *   have a probability below `1/2^53` (a roll loop without a bound: pools and totals are exact
 *   whatever their size); `dice/nondeterministic` (see above)
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
  const { accs, leaves } = enumerate(run, keyOf, options, false)
  const outcomes: Outcome<T>[] = accs.map((acc) => ({
    key: acc.key,
    probability: acc.big ? exactRational(acc.big.num, acc.big.den) : reduce(acc.num, acc.den),
    example: acc.example,
  }))
  const total: Rational = { num: 1, den: 1 }
  return { outcomes, total, leaves }
}

/** One distinct outcome of {@link enumerateChances}: its key, probability and an example result. */
export interface Chance<T> {
  key: string
  /** The probability as a float: the exact fraction's nearest double while its terms are safe integers. */
  p: number
  example: T
}

/**
 * {@link enumerateOutcomes} for a search that works in floats: the same enumeration of the same
 * code (the same outcomes, in the same order, with the same examples), with each outcome's
 * probability summed exactly while its terms are safe integers and in floating point from there
 * on, where the exact sums need bigints and their gcds (a melee of many dice after merge points).
 * So every probability of a small enumeration (any HEXES Med combat) is exactly
 * `toFloat(probability)` of the exact one; a big one is within a few ulps of it. Not for odds a
 * player is shown: those are {@link enumerateOutcomes}'.
 *
 * @returns the outcomes sorted by key, and the number of leaves run
 * @throws DiceError as {@link enumerateOutcomes}
 */
export function enumerateChances<T>(
  run: (dice: DiceSource) => T,
  keyOf: (result: T) => string,
  options: EnumerateOptions = {},
): { outcomes: Chance<T>[]; leaves: number } {
  const { accs, leaves } = enumerate(run, keyOf, options, true)
  return { outcomes: accs.map((acc) => ({ key: acc.key, p: accValue(acc), example: acc.example })), leaves }
}

/** Runs the enumeration on a free source (the last one that finished is reused). */
function enumerate<T>(
  run: (dice: DiceSource) => T,
  keyOf: (result: T) => string,
  options: EnumerateOptions,
  float: boolean,
): { accs: Acc<T>[]; leaves: number } {
  const maxLeaves = checkLimit('maxLeaves', options.maxLeaves ?? DEFAULT_MAX_LEAVES)
  const maxDepth = checkLimit('maxDepth', options.maxDepth ?? DEFAULT_MAX_DEPTH)
  const cache = new BranchTables(maxLeaves)
  // The source of the last enumeration that finished is reused (an enumeration run inside
  // another gets its own).
  const tree = spareTree ?? new TreeDice(maxDepth, cache)
  spareTree = null
  tree.reset(maxDepth, cache)
  try {
    return enumerateWith(tree, run, keyOf, maxLeaves, float)
  } finally {
    tree.onMerge = null
    spareTree = tree
  }
}

/** Advances the tree; the merge points whose prefix changed are complete. */
function advanceClosing<T>(tree: TreeDice, open: Memo<T>[]): boolean {
  const more = tree.advance()
  while (open.length && (!more || open[open.length - 1]!.depth >= tree.len)) open.pop()!.done = true
  return more
}

/** The enumerating source free for the next enumeration, if any. */
let spareTree: TreeDice | null = null

/** The weight of the current path before request `pos`. */
function weightBefore(tree: TreeDice, pos: number): Weight {
  if (pos === 0) return ONE
  const i = pos - 1
  return tree.isBig[i] ? { num: 0, den: 0, big: { num: tree.wBig[i], den: tree.dBig[i] } } : { num: tree.w[i], den: tree.d[i], big: null }
}

/**
 * The outcomes of the paths after a merge point (`DiceSource.merge`): their summed weights by
 * outcome key relative to the weight of the path that reached the point first (`base`), i.e.
 * the exact conditional distribution of the rest, so another path reaching it adds them scaled
 * by its own weight. Sums in numbers while safe, like the outcomes' (`Acc`).
 */
interface Memo<T> {
  depth: number
  base: Weight
  /** By key index (`Acc.index`): the rest's weight of each key, relative to `base`. */
  sums: (Acc<T> | undefined)[]
  /** The key indices in `sums`, in order of first appearance. */
  used: number[]
  done: boolean
}

/** The accumulator of the key of global accumulator `g` in a memo, made on first use. */
function entryIn<T>(memo: Memo<T>, g: Acc<T>): Acc<T> {
  let acc = memo.sums[g.index]
  if (acc === undefined) {
    acc = newAcc(g.key, g.example, g.index)
    memo.sums[g.index] = acc
    memo.used.push(g.index)
  }
  return acc
}

/**
 * Thrown by `merge` to stop a run whose rest is already known: a `DiceError`, so that hooks pass
 * it through unchanged (code `dice/merged`); caught by the enumeration that threw it.
 */
class MergedPath<T> extends DiceError {
  memo: Memo<T> | null = null
  pos = 0
  constructor() {
    super('dice/merged', 'merged path (internal to enumerateOutcomes)')
  }
}

/** The walk of the tree: every leaf's weight added to its key's sum (`float`: see {@link enumerateChances}). */
function enumerateWith<T>(
  tree: TreeDice,
  run: (dice: DiceSource) => T,
  keyOf: (result: T) => string,
  maxLeaves: number,
  float: boolean,
): { accs: Acc<T>[]; leaves: number } {
  const byKey = new Map<string, Acc<T>>()
  /** The accumulators by index (`Acc.index`). */
  const all: Acc<T>[] = []
  const accOf = (key: string, example: T): Acc<T> => {
    let acc = byKey.get(key)
    if (acc === undefined) {
      acc = newAcc(key, example, all.length)
      byKey.set(key, acc)
      all.push(acc)
    }
    return acc
  }
  /** The merge points by request position, then key. */
  const memos: (Map<string, Memo<T>> | undefined)[] = []
  /** Merge points whose rest is being enumerated, outermost first: every leaf below them is theirs too. */
  const open: Memo<T>[] = []
  let leaves = 0
  // One signal per source, made at its first merged path and set before each throw: an error's
  // stack is taken once, not per path nor per enumeration (nor at all if nothing merges).
  let signal = tree.signal as MergedPath<T> | null
  tree.onMerge = (key, pos) => {
    const at = (memos[pos] ??= new Map())
    const m = at.get(key)
    if (m === undefined) {
      const memo: Memo<T> = { depth: pos, base: weightBefore(tree, pos), sums: [], used: [], done: false }
      at.set(key, memo)
      open.push(memo)
    } else if (m.done) {
      signal ??= tree.signal = new MergedPath<T>()
      signal.memo = m
      signal.pos = pos
      throw signal
    }
    // Otherwise this path is the first one's own, replayed: it goes on.
  }
  do {
    tree.pos = 0
    let result: T
    try {
      result = run(tree)
    } catch (e) {
      if (signal === null || e !== signal) throw e
      if (++leaves > maxLeaves) throw new DiceError('dice/too-many-outcomes', `Enumeration exceeded maxLeaves = ${maxLeaves} roll sequences`)
      const memo = signal.memo!
      const here = weightBefore(tree, signal.pos)
      for (const k of memo.used) {
        const rel = memo.sums[k]!
        const g = all[k]!
        addScaled(g, rel, here, ONE, float)
        for (const o of open) addScaled(entryIn(o, g), rel, here, o.base, float)
      }
      tree.truncate(signal.pos)
      continue
    }
    if (tree.pos !== tree.len) {
      throw new DiceError(
        'dice/nondeterministic',
        `A replayed roll sequence stopped after ${tree.pos} of ${tree.len} rolls`,
      )
    }
    if (++leaves > maxLeaves) {
      throw new DiceError('dice/too-many-outcomes', `Enumeration exceeded maxLeaves = ${maxLeaves} roll sequences`)
    }
    const key = keyOf(result)
    const acc = accOf(key, result)
    const last = tree.len - 1
    if (last < 0) addLeaf(acc, 1, 1, float)
    else if (tree.isBig[last]) addBigLeaf(acc, tree.wBig[last], tree.dBig[last], float)
    else addLeaf(acc, tree.w[last], tree.d[last], float)
    if (open.length) {
      const big = last >= 0 && tree.isBig[last]
      const w = last < 0 ? 1 : big ? 0 : tree.w[last]
      const d = last < 0 ? 1 : big ? 0 : tree.d[last]
      const wb = big ? tree.wBig[last] : null
      const db = big ? tree.dBig[last] : null
      for (const m of open) addRelative(entryIn(m, acc), w, d, wb, db, m.base, float)
    }
  } while (advanceClosing(tree, open))
  if (signal !== null) signal.memo = null

  const accs = all.slice()
  if (!sumsToOne(accs)) {
    throw new DiceError('dice/nondeterministic', 'Enumerated probabilities do not sum to 1')
  }
  return { accs: sortedByKey(accs), leaves }
}
