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
import { exactRational, gcd, gcdBig, type Rational } from './Rational'
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

const MAX_SAFE = Number.MAX_SAFE_INTEGER

/** Per-key running sum of leaf weights `w/d`, as `num/den` in numbers, in bigint once too large. */
interface Acc<T> {
  key: string
  example: T
  num: number
  den: number
  big: { num: bigint; den: bigint } | null
  /** The key's index among the enumeration's keys, in order of first appearance. */
  index: number
}

/**
 * Adds `w/d` to `acc` exactly (`w <= d`, and the running sum stays at most 1, so every step below
 * stays within `den`). Leaves of one key usually share their denominator: fast path.
 */
function addLeaf(acc: Acc<unknown>, w: number, d: number): void {
  if (acc.big === null) {
    if (acc.den === d) {
      acc.num += w
      return
    }
    if (acc.den % d === 0) {
      acc.num += w * (acc.den / d)
      return
    }
    if (d % acc.den === 0) {
      acc.num = acc.num * (d / acc.den) + w
      acc.den = d
      return
    }
    const g = gcd(acc.den, d)
    const den = (acc.den / g) * d
    if (den <= MAX_SAFE) {
      acc.num = acc.num * (d / g) + w * (acc.den / g)
      acc.den = den
      return
    }
    acc.big = { num: BigInt(acc.num), den: BigInt(acc.den) }
  }
  addBigLeaf(acc, BigInt(w), BigInt(d))
}

/** Adds `w/d` given as bigints (a path past safe denominators, or an accumulator already there). */
function addBigLeaf(acc: Acc<unknown>, w: bigint, d: bigint): void {
  if (acc.big === null) acc.big = { num: BigInt(acc.num), den: BigInt(acc.den) }
  const b = acc.big
  if (b.den === d) {
    b.num += w
  } else if (b.den % d === 0n) {
    b.num += w * (b.den / d)
  } else if (d % b.den === 0n) {
    b.num = b.num * (d / b.den) + w
    b.den = d
  } else {
    b.num = b.num * d + w * b.den
    b.den *= d
    const g = gcdBig(b.num, b.den)
    if (g > 1n) {
      b.num /= g
      b.den /= g
    }
  }
}

function reduce(num: number, den: number): Rational {
  const g = gcd(num, den)
  return { num: num / g, den: den / g }
}

/**
 * Whether the accumulated leaves sum to exactly 1, before any reduction: the denominators of one
 * enumeration usually divide each other, so this needs no gcd. In numbers while every step stays
 * a safe integer (a step past it is at least 2^53 in floating point too, so it is caught), else
 * again in bigints.
 */
function sumsToOne(accs: readonly Acc<unknown>[]): boolean {
  let num = 0
  let den = 1
  for (const a of accs) {
    if (a.big !== null) return sumsToOneBig(accs)
    const n = a.num
    const d = a.den
    if (den % d === 0) {
      num += n * (den / d)
    } else if (d % den === 0) {
      num = num * (d / den) + n
      den = d
    } else {
      const g = gcd(den, d)
      num = num * (d / g) + n * (den / g)
      den = (den / g) * d
    }
    if (num > MAX_SAFE || den > MAX_SAFE) return sumsToOneBig(accs)
  }
  return num === den
}

/** {@link sumsToOne} in bigints. */
function sumsToOneBig(accs: readonly Acc<unknown>[]): boolean {
  let num = 0n
  let den = 1n
  for (const a of accs) {
    const n = a.big ? a.big.num : BigInt(a.num)
    const d = a.big ? a.big.den : BigInt(a.den)
    if (den % d === 0n) {
      num += n * (den / d)
    } else if (d % den === 0n) {
      num = num * (d / den) + n
      den = d
    } else {
      num = num * d + n * den
      den *= d
    }
  }
  return num === den
}

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
  const maxLeaves = checkLimit('maxLeaves', options.maxLeaves ?? DEFAULT_MAX_LEAVES)
  const maxDepth = checkLimit('maxDepth', options.maxDepth ?? DEFAULT_MAX_DEPTH)
  const cache = new BranchTables(maxLeaves)
  // The source of the last enumeration that finished is reused (an enumeration run inside
  // another gets its own).
  const tree = spareTree ?? new TreeDice(maxDepth, cache)
  spareTree = null
  tree.reset(maxDepth, cache)
  try {
    return enumerateWith(tree, run, keyOf, maxLeaves)
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

/**
 * A path's weight before some request: `num/den` in numbers while safe, else `big` (numbers 0).
 * A later weight of the path is usually a multiple of it, numerator and denominator alike (a
 * branch multiplies both), so the weight of what follows relative to it is then an exact integer
 * division (see `addRelative`).
 */
interface Weight {
  num: number
  den: number
  big: { num: bigint; den: bigint } | null
}

const ONE: Weight = Object.freeze({ num: 1, den: 1, big: null }) as Weight

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
    acc = { key: g.key, example: g.example, num: 0, den: 1, big: null, index: g.index }
    memo.sums[g.index] = acc
    memo.used.push(g.index)
  }
  return acc
}

/**
 * Adds the leaf weight `w/d` (numbers) or `wb/db` (bigints) relative to `base` to `acc`. A path's
 * weight is usually a multiple of its prefix's, numerator and denominator alike (then the
 * division is exact in numbers); where the source cancelled a product crosswise it is not, and
 * the ratio is reduced in bigints.
 */
function addRelative(acc: Acc<unknown>, w: number, d: number, wb: bigint | null, db: bigint | null, base: Weight): void {
  if (wb === null && base.big === null && w % base.num === 0 && d % base.den === 0) {
    addLeaf(acc, w / base.num, d / base.den)
    return
  }
  addRatio(acc, wb ?? BigInt(w), db ?? BigInt(d), base)
}

/** Adds `(w/d) / base` to `acc`, in bigints, reduced. */
function addRatio(acc: Acc<unknown>, w: bigint, d: bigint, base: Weight): void {
  let num = w * (base.big === null ? BigInt(base.den) : base.big.den)
  let den = d * (base.big === null ? BigInt(base.num) : base.big.num)
  const g = gcdBig(num, den)
  if (g > 1n) {
    num /= g
    den /= g
  }
  addBigLeaf(acc, num, den)
}

/** Adds `rel × here / base` to `acc`: a merged path's share of a memo's entry. */
function addScaled(acc: Acc<unknown>, rel: Acc<unknown>, here: Weight, base: Weight): void {
  if (rel.big === null && here.big === null && base.big === null && here.num % base.num === 0 && here.den % base.den === 0) {
    const fw = here.num / base.num
    const fd = here.den / base.den
    const d = rel.den * fd
    if (d <= MAX_SAFE) {
      addLeaf(acc, rel.num * fw, d)
      return
    }
  }
  const rw = rel.big === null ? BigInt(rel.num) : rel.big.num
  const rd = rel.big === null ? BigInt(rel.den) : rel.big.den
  const hw = here.big === null ? BigInt(here.num) : here.big.num
  const hd = here.big === null ? BigInt(here.den) : here.big.den
  addRatio(acc, rw * hw, rd * hd, base)
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

function enumerateWith<T>(tree: TreeDice, run: (dice: DiceSource) => T, keyOf: (result: T) => string, maxLeaves: number): Distribution<T> {
  const byKey = new Map<string, Acc<T>>()
  /** The accumulators by index (`Acc.index`). */
  const all: Acc<T>[] = []
  const accOf = (key: string, example: T): Acc<T> => {
    let acc = byKey.get(key)
    if (acc === undefined) {
      acc = { key, example, num: 0, den: 1, big: null, index: all.length }
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
        addScaled(g, rel, here, ONE)
        for (const o of open) addScaled(entryIn(o, g), rel, here, o.base)
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
    if (last < 0) addLeaf(acc, 1, 1)
    else if (tree.isBig[last]) addBigLeaf(acc, tree.wBig[last], tree.dBig[last])
    else addLeaf(acc, tree.w[last], tree.d[last])
    if (open.length) {
      const big = last >= 0 && tree.isBig[last]
      const w = last < 0 ? 1 : big ? 0 : tree.w[last]
      const d = last < 0 ? 1 : big ? 0 : tree.d[last]
      const wb = big ? tree.wBig[last] : null
      const db = big ? tree.dBig[last] : null
      for (const m of open) addRelative(entryIn(m, acc), w, d, wb, db, m.base)
    }
  } while (advanceClosing(tree, open))
  if (signal !== null) signal.memo = null

  const accs = all.slice()
  if (!sumsToOne(accs)) {
    throw new DiceError('dice/nondeterministic', 'Enumerated probabilities do not sum to 1')
  }
  const outcomes: Outcome<T>[] = sortedByKey(accs)
    .map((acc) => ({
      key: acc.key,
      probability: acc.big ? exactRational(acc.big.num, acc.big.den) : reduce(acc.num, acc.den),
      example: acc.example,
    }))
  const total: Rational = { num: 1, den: 1 }
  return { outcomes, total, leaves }
}
