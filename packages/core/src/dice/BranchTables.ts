/**
 * The weighted branches `enumerateOutcomes` opens for a pool (one per count vector) or a total (one
 * per distinct sum), with exact integer weights over a common denominator, cached per spec and
 * shared by every enumeration of the process (a pool is asked again on every replayed leaf, and
 * the same attack's odds are asked again and again: its table is built once).
 */

import { DiceError } from './DiceError'
import { gcd, gcdBig } from './Rational'

const MAX_SAFE = Number.MAX_SAFE_INTEGER
/** Longest dense polynomial of totals built (values spread × dice); past it, use fewer dice or classes. */
const MAX_TOTAL_SPAN = 1 << 22

/**
 * Exact branch weights: branch `b` has probability `weight(b) / den`, and the weights sum to `den`.
 * In numbers when `den` is a safe integer (every weight is then safe too), else in bigint only.
 */
export interface BranchWeights {
  /** Number of branches, at least 1. */
  size: number
  /** The weights as numbers, or `null` when `den` is not a safe integer. */
  weights: number[] | null
  /** The denominator as a number (`Infinity` when it is not a safe integer). */
  den: number
  /** The weights as bigints: always set when `weights` is `null`, else filled on first use. */
  bigWeights: bigint[] | null
  /** The denominator as a bigint. */
  bigDen: bigint
  /** Each branch's probability as a reduced fraction (made on first use, see {@link reducedOf}). */
  reduced?: ReducedWeights
}

/**
 * Each branch's probability `weight(b) / den` reduced to lowest terms: `rw[b] / rd[b]` in numbers,
 * or, where even the reduced terms are past safe integers, `rw[b] = -1` and `big[b]`. A path
 * multiplies these, so its denominator grows by what each branch needs, not by the whole table's
 * (an 11-dice pool's branch of ten hits is 11/354294, not 22528/362797056): most paths stay in
 * numbers.
 */
export interface ReducedWeights {
  rw: number[]
  rd: number[]
  big: ({ w: bigint; d: bigint } | null)[] | null
}

/** The reduced branch fractions of a table, made once and kept on it. */
export function reducedOf(t: BranchWeights): ReducedWeights {
  if (t.reduced !== undefined) return t.reduced
  const rw: number[] = []
  const rd: number[] = []
  let big: ({ w: bigint; d: bigint } | null)[] | null = null
  if (t.weights !== null) {
    for (const w of t.weights) {
      const g = gcd(w, t.den)
      rw.push(w / g)
      rd.push(t.den / g)
    }
  } else {
    const ws = bigWeightsOf(t)
    big = []
    for (const w of ws) {
      const g = gcdBig(w, t.bigDen)
      const n = w / g
      const d = t.bigDen / g
      if (d <= BigInt(MAX_SAFE)) {
        rw.push(Number(n))
        rd.push(Number(d))
        big.push(null)
      } else {
        rw.push(-1)
        rd.push(-1)
        big.push({ w: n, d })
      }
    }
  }
  t.reduced = { rw, rd, big }
  return t.reduced
}

/** The branches of a pool: count vectors, most dice in the first class first. */
export interface PoolTable extends BranchWeights {
  /** Faces of the die, dice in the pool and the class table (`null`: one class per face), for the replay check. */
  faces: number
  n: number
  classes: readonly number[] | null
  /** Number of classes. */
  c: number
  /** Count vectors, flat: branch `b` is `counts[b * c .. b * c + c - 1]`. */
  counts: number[]
}

/** The branches of a total: distinct sums, ascending. */
export interface TotalTable extends BranchWeights {
  /** `totals[b]`: the sum of branch `b`. */
  totals: number[]
  /** Dice and values per group, for the replay check. */
  groups: { n: number; values: number[] }[]
  /** The cap of the totals (`Infinity` for none): every sum at or past it is one branch, worth `atMost`. */
  atMost: number
  /** What a request answers per branch, frozen and shared by every replay (made on first use, see `totalResult`). */
  results: readonly Readonly<{ total: number; faces: null }>[] | null
}

/** The answer of branch `b` of a total under enumeration: one frozen object per branch, no allocation per leaf. */
export function totalResult(t: TotalTable, b: number): Readonly<{ total: number; faces: null }> {
  return (t.results ??= t.totals.map((total) => Object.freeze({ total, faces: null })))[b]
}

/** A dense polynomial `Σ coef[i]·x^(min+i)` whose coefficients count face sequences out of `den`. */
type Poly = { min: number; coef: number[]; den: number; big: null } | { min: number; coef: null; den: number; big: { coef: bigint[]; den: bigint } }

/** The bigint weights of a table, converted on first use. */
export function bigWeightsOf(t: BranchWeights): bigint[] {
  if (t.bigWeights === null) t.bigWeights = (t.weights as number[]).map(BigInt)
  return t.bigWeights
}

/** Integer arithmetic over numbers (exact below 2^53) or bigints. */
interface Ring<T> {
  one: T
  of(x: number): T
  add(a: T, b: T): T
  mul(a: T, b: T): T
}

const NUMBERS: Ring<number> = { one: 1, of: (x) => x, add: (a, b) => a + b, mul: (a, b) => a * b }
const BIGINTS: Ring<bigint> = { one: 1n, of: (x) => BigInt(x), add: (a, b) => a + b, mul: (a, b) => a * b }

/** Rows `0..n` of Pascal's triangle (exact in numbers for `n <= 52`). */
function pascal<T>(r: Ring<T>, n: number): T[][] {
  const rows: T[][] = [[r.one]]
  for (let m = 1; m <= n; m++) {
    const prev = rows[m - 1]
    const row: T[] = [r.one]
    for (let k = 1; k < m; k++) row.push(r.add(prev[k - 1], prev[k]))
    row.push(r.one)
    rows.push(row)
  }
  return rows
}

/**
 * Count vectors of `n` dice over the classes that have faces, most dice in the first class first
 * (the first branch is "every die in class 0", as face 1 comes first for a roll), and their
 * weights `n! / ∏ k_j! · ∏ size_j^k_j` (face sequences giving that vector, out of `faces^n`).
 * In numbers every partial product stays below the final weight, so below `faces^n`.
 */
function countVectors<T>(r: Ring<T>, n: number, sizes: number[]): { counts: number[]; weights: T[] } {
  const c = sizes.length
  const used = sizes.flatMap((s, j) => (s > 0 ? [j] : []))
  const binom = pascal(r, n)
  const pow = used.map((j) => {
    const p: T[] = [r.one]
    for (let k = 1; k <= n; k++) p.push(r.mul(p[k - 1], r.of(sizes[j])))
    return p
  })
  const counts: number[] = []
  const weights: T[] = []
  const cur: number[] = new Array(c).fill(0)
  const walk = (t: number, rem: number, w: T): void => {
    const j = used[t]
    if (t === used.length - 1) {
      cur[j] = rem
      for (let x = 0; x < c; x++) counts.push(cur[x])
      weights.push(r.mul(w, pow[t][rem]))
      cur[j] = 0
      return
    }
    for (let k = rem; k >= 0; k--) {
      cur[j] = k
      walk(t + 1, rem - k, r.mul(r.mul(w, binom[rem][k]), pow[t][k]))
    }
    cur[j] = 0
  }
  walk(0, n, r.one)
  return { counts, weights }
}

/** Number of count vectors of `n` dice in `u` classes, `C(n + u - 1, u - 1)`, as a float (a guard). */
function vectorCount(n: number, u: number): number {
  let r = 1
  for (let k = 1; k < u; k++) r = (r * (n + k)) / k
  return r
}

/** The weights of a table: numbers when `den` is safe, bigints only beyond. */
function weightsOf(weights: number[] | bigint[], den: number | bigint): BranchWeights {
  if (typeof den === 'number') return { size: weights.length, weights: weights as number[], den, bigWeights: null, bigDen: BigInt(den) }
  return { size: weights.length, weights: null, den: Infinity, bigWeights: weights as bigint[], bigDen: den }
}

function tooMany(what: string, count: number, maxLeaves: number): DiceError {
  return new DiceError('dice/too-many-outcomes', `${what} has ${count} branches, more than maxLeaves = ${maxLeaves}`)
}

/** Most branches (and polynomial terms) the shared tables hold before they are dropped and built again. */
const SHARED_BUDGET = 4_000_000

/**
 * The tables built so far, shared by every enumeration of the process: a table is a pure function
 * of its spec and never changes once built (`bigWeightsOf` only fills in its bigint form), so the
 * exact odds of the same attack asked again (the odds panel, the AI, the bench) do not build its
 * tables again. Dropped whole past {@link SHARED_BUDGET} branches.
 */
const shared = {
  pools: new Map<string, PoolTable>(),
  totals: new Map<string, TotalTable>(),
  powers: new Map<string, Poly[]>(),
  /** The total tables of frozen groups by the groups object itself (`frozenGroups`): no key to build. */
  byGroups: new WeakMap<readonly object[], TotalTable>(),
  size: 0,
}

/** Counts `size` branches into the shared tables, dropping them all first when over budget. */
function charge(size: number): void {
  if (shared.size + size > SHARED_BUDGET) {
    shared.pools.clear()
    shared.totals.clear()
    shared.powers.clear()
    shared.byGroups = new WeakMap()
    shared.size = 0
  }
  shared.size += size
}

/** Number of classes of a pool's class table that have faces. */
function usedClasses(faces: number, classes: readonly number[] | null): number {
  return classes === null ? faces : new Set(classes).size
}

/**
 * The branch tables of an enumeration, built on first request and cached by spec (die ids play no
 * part in the weights: two dice with the same faces share a table). The cache is shared by every
 * enumeration (see {@link shared}); each one checks its own `maxLeaves` against a table it reuses.
 */
export class BranchTables {
  /** @param maxLeaves - a table with more branches than this can never finish: refused early */
  constructor(private readonly maxLeaves: number) {}

  /**
   * The table of a pool of `n` dice of `faces` faces counted by `classes` (`c` classes).
   *
   * @throws DiceError `dice/too-many-outcomes` when it has more branches than `maxLeaves`
   */
  pool(faces: number, n: number, classes: readonly number[] | null, c: number): PoolTable {
    const key = `${faces}/${n}/${classes === null ? '*' : classes.join(',')}`
    let t = shared.pools.get(key)
    if (t === undefined) {
      t = this.buildPool(faces, n, classes === null ? null : [...classes], c)
      charge(t.size)
      shared.pools.set(key, t)
    } else if (t.size > this.maxLeaves) {
      throw tooMany(`A pool of ${n} dice in ${usedClasses(faces, classes)} classes`, t.size, this.maxLeaves)
    }
    return t
  }

  private buildPool(faces: number, n: number, classes: number[] | null, c: number): PoolTable {
    const sizes: number[] = new Array(c).fill(0)
    for (let k = 0; k < faces; k++) sizes[classes === null ? k : classes[k]]++
    const used = sizes.filter((s) => s > 0).length
    let counts: number[]
    let w: BranchWeights
    if (used === 1) {
      // Every die lands in the one class that has faces: a certain branch.
      counts = sizes.map((s) => (s > 0 ? n : 0))
      w = weightsOf([1], 1)
    } else {
      const size = vectorCount(n, used)
      if (size > this.maxLeaves) throw tooMany(`A pool of ${n} dice in ${used} classes`, Math.round(size), this.maxLeaves)
      const safe = faces ** n <= MAX_SAFE
      const vectors = safe ? countVectors(NUMBERS, n, sizes) : countVectors(BIGINTS, n, sizes)
      counts = vectors.counts
      w = weightsOf(vectors.weights, safe ? faces ** n : BigInt(faces) ** BigInt(n))
    }
    return { size: w.size, weights: w.weights, den: w.den, bigWeights: w.bigWeights, bigDen: w.bigDen, faces, n, classes, c, counts }
  }

  /**
   * The table of frozen groups already built with this cap (found by identity: no key to make, no
   * check to repeat), or `undefined`. Only frozen groups are ever found (`total` keeps no others).
   *
   * @throws DiceError `dice/too-many-outcomes` when it has more branches than `maxLeaves`
   */
  known(groups: readonly object[], atMost: number): TotalTable | undefined {
    const t = shared.byGroups.get(groups)
    if (t === undefined || t.atMost !== atMost) return undefined
    if (t.size > this.maxLeaves) throw tooMany('A total', t.size, this.maxLeaves)
    return t
  }

  /**
   * The table of a total of several groups (`n` dice whose faces are worth `values`).
   *
   * @param frozen - the groups object cannot change (deeply frozen): its table is also found by identity
   * @throws DiceError `dice/too-many-outcomes` when it has more branches than `maxLeaves`, or its
   *   range of sums is too wide to build
   */
  total(groups: readonly { n: number; values: readonly number[] }[], frozen = false, atMost = Infinity): TotalTable {
    let t = frozen ? shared.byGroups.get(groups) : undefined
    if (t === undefined || t.atMost !== atMost) {
      let key = atMost === Infinity ? '' : `<${atMost}|`
      for (const g of groups) key += `${g.n}:${g.values.join(',')}|`
      t = shared.totals.get(key)
      if (t === undefined) {
        t = atMost === Infinity ? this.buildTotal(groups) : capTotal(this.total(groups), atMost)
        charge(t.size)
        shared.totals.set(key, t)
      }
      if (frozen) shared.byGroups.set(groups, t)
    }
    if (t.size > this.maxLeaves) throw tooMany('A total', t.size, this.maxLeaves)
    return t
  }

  private buildTotal(groups: readonly { n: number; values: readonly number[] }[]): TotalTable {
    let poly: Poly = { min: 0, coef: [1], den: 1, big: null }
    for (const g of groups) poly = multiply(poly, this.power(g.values, g.n))
    const totals: number[] = []
    const coef: (number | bigint)[] = poly.big === null ? poly.coef : poly.big.coef
    const weights: (number | bigint)[] = []
    for (let i = 0; i < coef.length; i++) {
      if (coef[i] === 0 || coef[i] === 0n) continue
      totals.push(poly.min + i)
      weights.push(coef[i])
    }
    if (weights.length > this.maxLeaves) throw tooMany('A total', weights.length, this.maxLeaves)
    const w = weightsOf(weights as number[] | bigint[], poly.big === null ? poly.den : poly.big.den)
    const copy = groups.map((g) => ({ n: g.n, values: [...g.values] }))
    return { size: w.size, weights: w.weights, den: w.den, bigWeights: w.bigWeights, bigDen: w.bigDen, totals, groups: copy, atMost: Infinity, results: null }
  }

  /** The polynomial of `n` dice whose faces are worth `values`: cached powers, built one die at a time. */
  private power(values: readonly number[], n: number): Poly {
    const key = values.join(',')
    let list = shared.powers.get(key)
    if (list === undefined) {
      list = [{ min: 0, coef: [1], den: 1, big: null }]
      shared.powers.set(key, list)
    }
    if (list.length <= n) {
      let min = Infinity
      let max = -Infinity
      for (const v of values) {
        min = Math.min(min, v)
        max = Math.max(max, v)
      }
      if ((max - min) * n + 1 > MAX_TOTAL_SPAN) {
        throw new DiceError('dice/too-many-outcomes', `A total of ${n} dice with values ${min}..${max} spans too many sums to enumerate`)
      }
      const coef: number[] = new Array(max - min + 1).fill(0)
      for (const v of values) coef[v - min]++
      const one: Poly = { min, coef, den: values.length, big: null }
      while (list.length <= n) {
        const next = multiply(list[list.length - 1], one)
        charge(next.big === null ? next.coef.length : next.big.coef.length)
        list.push(next)
      }
    }
    return list[n]
  }
}

/** A total's table with every sum at or past `atMost` made one branch worth `atMost` (weights summed, same denominator). */
function capTotal(t: TotalTable, atMost: number): TotalTable {
  let k = 0
  while (k < t.size && t.totals[k] < atMost) k++
  if (k >= t.size - 1 && (k === t.size || t.totals[k] === atMost)) return { ...t, atMost, results: null, reduced: undefined }
  const totals = [...t.totals.slice(0, k), atMost]
  let w: BranchWeights
  if (t.weights !== null) {
    const tail = t.weights.slice(k).reduce((a, b) => a + b, 0)
    w = weightsOf([...t.weights.slice(0, k), tail], t.den)
  } else {
    const big = bigWeightsOf(t)
    const tail = big.slice(k).reduce((a, b) => a + b, 0n)
    w = weightsOf([...big.slice(0, k), tail], t.bigDen)
  }
  return { size: w.size, weights: w.weights, den: w.den, bigWeights: w.bigWeights, bigDen: w.bigDen, totals, groups: t.groups, atMost, results: null }
}

/** The product of two polynomials: convolution, in numbers while the denominator stays safe. */
function multiply(a: Poly, b: Poly): Poly {
  const min = a.min + b.min
  if (a.big === null && b.big === null && a.den * b.den <= MAX_SAFE) {
    const out: number[] = new Array(a.coef.length + b.coef.length - 1).fill(0)
    for (let i = 0; i < a.coef.length; i++) {
      const x = a.coef[i]
      if (x === 0) continue
      for (let j = 0; j < b.coef.length; j++) out[i + j] += x * b.coef[j]
    }
    return { min, coef: out, den: a.den * b.den, big: null }
  }
  const ac = a.big === null ? a.coef.map(BigInt) : a.big.coef
  const bc = b.big === null ? b.coef.map(BigInt) : b.big.coef
  const out: bigint[] = new Array(ac.length + bc.length - 1).fill(0n)
  for (let i = 0; i < ac.length; i++) {
    const x = ac[i]
    if (x === 0n) continue
    for (let j = 0; j < bc.length; j++) out[i + j] += x * bc[j]
  }
  const den = (a.big === null ? BigInt(a.den) : a.big.den) * (b.big === null ? BigInt(b.den) : b.big.den)
  return { min, coef: null, den: Infinity, big: { coef: out, den } }
}
