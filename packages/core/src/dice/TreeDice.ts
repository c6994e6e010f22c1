/**
 * The source `enumerateOutcomes` hands to the enumerated function: it replays the current path's
 * prefix, then opens new branches at their first choice. A roll branches over faces (weight 1
 * each), a pool over its count vectors, a total over its distinct sums (weights from
 * `BranchTables`). The path lives in parallel arrays reused across leaves (no truncation).
 */

import { bigWeightsOf, BranchTables, type BranchWeights, type PoolTable, type TotalTable } from './BranchTables'
import { DiceError } from './DiceError'
import type { DieSpec } from './DieSpec'
import { makeDieRoll, type DiceSource, type DieRoll, type PoolRoll, type PoolSpec, type PoolTotal, type TotalGroup } from './DiceSource'
import { checkTotalGroups } from './poolTotal'
import { poolClasses } from './rollPool'

const MAX_SAFE = Number.MAX_SAFE_INTEGER

const ROLL = 0
const POOL = 1
const TOTAL = 2
const KIND_NAMES = ['a roll', 'a pool', 'a total']

/**
 * The enumerating dice source. The probability of the current path is `w / d` at its last depth:
 * the product of the branch weights over the product of the branch denominators, in numbers while
 * `d` is a safe integer, in bigints beyond (`isBig`). Those products are updated only when a depth
 * is opened or advanced, so a replayed request costs a check and a lookup.
 */
export class TreeDice implements DiceSource {
  /** Branch chosen at each depth of the current path (0-based face for a roll). */
  readonly choice: number[] = []
  /** Number of branches at each depth. */
  readonly arity: number[] = []
  /** What was asked at each depth: ROLL, POOL or TOTAL. */
  readonly kind: number[] = []
  /** Die id asked at each depth (a total: the ids of its groups, in `groupIds`). */
  readonly ids: string[] = []
  readonly groupIds: (string[] | null)[] = []
  /** Branch table at each depth (`null` for a roll: `arity` equal branches). */
  readonly tables: (PoolTable | TotalTable | null)[] = []
  /** Product of the arities of the plain rolls up to each depth: the guard against roll loops. */
  readonly rollProd: number[] = []
  /** Dice rolled up to each depth (a pool counts its dice), against `maxDepth`. */
  readonly dice: number[] = []
  /** Whether the path probability at each depth is kept in bigints. */
  readonly isBig: boolean[] = []
  /** Path weight before this depth's branch (number or bigint form). */
  readonly base: number[] = []
  readonly baseBig: bigint[] = []
  /** Path weight and denominator up to each depth, in numbers (`!isBig`) or bigints (`isBig`). */
  readonly w: number[] = []
  readonly d: number[] = []
  readonly wBig: bigint[] = []
  readonly dBig: bigint[] = []
  /** Length of the current path. */
  len = 0
  /** Requests made so far in the current run. */
  pos = 0
  /** What `merge` reports to (set by the enumeration): the key made unique by the request position. */
  onMerge: ((key: string, pos: number) => void) | null = null

  /**
   * @param maxDepth - most dice in one sequence
   * @param cache - the branch tables of this enumeration
   */
  constructor(
    private maxDepth: number,
    private cache: BranchTables,
  ) {}

  /**
   * Makes the source ready for another enumeration, its arrays kept (an enumeration that ran
   * before leaves values past `len`, which are overwritten as depths open).
   */
  reset(maxDepth: number, cache: BranchTables): void {
    this.maxDepth = maxDepth
    this.cache = cache
    this.len = 0
    this.pos = 0
  }

  roll(die: DieSpec, reason: string): DieRoll {
    const n = die.faces.length
    const i = this.pos++
    if (i < this.len) {
      if (this.kind[i] !== ROLL || this.arity[i] !== n || this.ids[i] !== die.id) throw this.drift(i, 'a roll', die.id)
      return makeDieRoll(die, this.choice[i] + 1, reason)
    }
    if (n === 0) throw new DiceError('dice/invalid-die', `Die "${die.id}" has no faces`)
    this.checkDepth(i, 1)
    const p = (i === 0 ? 1 : this.rollProd[i - 1]) * n
    if (p > MAX_SAFE) {
      throw new DiceError(
        'dice/overflow',
        `A roll sequence of probability 1/${p} is below exact number precision (a roll loop without a bound?)`,
      )
    }
    this.rollProd[i] = p
    this.open(i, ROLL, die.id, null, n, 1)
    return makeDieRoll(die, 1, reason)
  }

  pool(spec: PoolSpec): PoolRoll {
    const i = this.pos++
    let t: PoolTable
    if (i < this.len) {
      t = this.tables[i] as PoolTable
      if (this.kind[i] !== POOL || this.ids[i] !== spec.die.id || !samePool(t, spec)) throw this.drift(i, 'a pool', spec.die.id)
    } else {
      const { classes, c } = poolClasses(spec)
      this.checkDepth(i, spec.n)
      t = this.cache.pool(spec.die.faces.length, spec.n, classes, c)
      this.rollProd[i] = i === 0 ? 1 : this.rollProd[i - 1]
      this.open(i, POOL, spec.die.id, t, t.size, spec.n)
    }
    const from = this.choice[i] * t.c
    return { die: spec.die.id, n: spec.n, reason: spec.reason, counts: t.counts.slice(from, from + t.c), faces: null }
  }

  total(groups: readonly TotalGroup[], _reason: string): PoolTotal {
    const i = this.pos++
    let t: TotalTable
    if (i < this.len) {
      t = this.tables[i] as TotalTable
      if (this.kind[i] !== TOTAL || !sameTotal(t, this.groupIds[i] as string[], groups)) {
        throw this.drift(i, 'a total', groups.map((g) => g.die.id).join('+'))
      }
    } else {
      checkTotalGroups(groups)
      let dice = 0
      for (const g of groups) dice += g.n
      this.checkDepth(i, dice)
      t = this.cache.total(groups)
      this.rollProd[i] = i === 0 ? 1 : this.rollProd[i - 1]
      this.open(i, TOTAL, '', t, t.size, dice)
      this.groupIds[i] = groups.map((g) => g.die.id)
    }
    return { total: t.totals[this.choice[i]], faces: null }
  }

  /** See `DiceSource.merge`: the enumeration decides (and may stop this run). */
  merge(key: string): void {
    this.onMerge?.(`${this.pos}|${key}`, this.pos)
  }

  /** The probability of the current path before request `pos`, as bigint terms. */
  weightBefore(pos: number): { num: bigint; den: bigint } {
    if (pos === 0) return { num: 1n, den: 1n }
    const i = pos - 1
    return this.isBig[i] ? { num: this.wBig[i], den: this.dBig[i] } : { num: BigInt(this.w[i]), den: BigInt(this.d[i]) }
  }

  /** Ends the current path at request `pos` (a merged path: the rest is known). */
  truncate(pos: number): void {
    this.len = pos
  }

  /** Moves to the next path in depth-first order; `false` when the tree is exhausted. */
  advance(): boolean {
    let d = this.len - 1
    while (d >= 0 && this.choice[d] === this.arity[d] - 1) d--
    if (d < 0) return false
    this.choice[d]++
    if (this.tables[d] !== null) this.weigh(d)
    this.len = d + 1
    return true
  }

  private checkDepth(i: number, dice: number): void {
    if ((i === 0 ? 0 : this.dice[i - 1]) + Math.max(1, dice) > this.maxDepth) {
      throw new DiceError('dice/too-many-outcomes', `A roll sequence exceeded maxDepth = ${this.maxDepth} rolls`)
    }
  }

  /** Opens depth `i` at its first branch and sets the path's probability up to it. */
  private open(i: number, kind: number, id: string, table: BranchWeights | null, arity: number, dice: number): void {
    this.choice[i] = 0
    this.arity[i] = arity
    this.kind[i] = kind
    this.ids[i] = id
    this.groupIds[i] = null
    this.tables[i] = table as PoolTable | TotalTable | null
    this.dice[i] = (i === 0 ? 0 : this.dice[i - 1]) + Math.max(1, dice)
    const prevBig = i > 0 && this.isBig[i - 1]
    const pd = i === 0 ? 1 : this.d[i - 1]
    const den = table === null ? arity : table.den
    if (!prevBig && pd * den <= MAX_SAFE) {
      this.isBig[i] = false
      this.base[i] = i === 0 ? 1 : this.w[i - 1]
      this.d[i] = pd * den
    } else {
      this.isBig[i] = true
      this.baseBig[i] = i === 0 ? 1n : prevBig ? this.wBig[i - 1] : BigInt(this.w[i - 1])
      const prevD = i === 0 ? 1n : prevBig ? this.dBig[i - 1] : BigInt(pd)
      this.dBig[i] = prevD * (table === null ? BigInt(arity) : table.bigDen)
    }
    this.weigh(i)
    this.len = i + 1
  }

  /** Sets the path weight at depth `i` from its chosen branch (a roll's branches weigh 1). */
  private weigh(i: number): void {
    const t = this.tables[i]
    if (!this.isBig[i]) this.w[i] = t === null ? this.base[i] : this.base[i] * (t.weights as number[])[this.choice[i]]
    else this.wBig[i] = t === null ? this.baseBig[i] : this.baseBig[i] * bigWeightsOf(t)[this.choice[i]]
  }

  private drift(i: number, asked: string, id: string): DiceError {
    const before = this.kind[i] === TOTAL ? (this.groupIds[i] as string[]).join('+') : this.ids[i]
    const what = asked === KIND_NAMES[this.kind[i]] ? `die "${id}"` : `${asked} of "${id}"`
    const was = asked === KIND_NAMES[this.kind[i]] ? `"${before}"` : `${KIND_NAMES[this.kind[i]]} of "${before}"`
    return new DiceError(
      'dice/nondeterministic',
      `Roll #${i + 1} asked for ${what} on replay, ${was} before: the enumerated function depends on something besides its dice`,
    )
  }
}

function samePool(t: PoolTable, spec: PoolSpec): boolean {
  if (t.n !== spec.n || t.faces !== spec.die.faces.length) return false
  const classes = spec.classes
  if (classes === undefined || t.classes === null) return classes === undefined && t.classes === null
  if (classes.length !== t.classes.length) return false
  for (let k = 0; k < classes.length; k++) if (classes[k] !== t.classes[k]) return false
  return true
}

function sameTotal(t: TotalTable, ids: string[], groups: readonly TotalGroup[]): boolean {
  if (groups.length !== t.groups.length) return false
  for (let j = 0; j < groups.length; j++) {
    const g = groups[j]
    const was = t.groups[j]
    if (g.die.id !== ids[j] || g.n !== was.n || g.values.length !== was.values.length) return false
    for (let k = 0; k < was.values.length; k++) if (g.values[k] !== was.values[k]) return false
  }
  return true
}
