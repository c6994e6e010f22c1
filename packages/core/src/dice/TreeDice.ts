/**
 * The source `enumerateOutcomes` hands to the enumerated function: it replays the current path's
 * prefix, then opens new branches at their first choice. A roll branches over faces (weight 1
 * each), a pool over its count vectors, a total over its distinct sums (weights from
 * `BranchTables`). The path lives in parallel arrays reused across leaves (no truncation).
 */

import { BranchTables, reducedOf, totalResult, type BranchWeights, type PoolTable, type TotalTable } from './BranchTables'
import { DiceError } from './DiceError'
import type { DieSpec } from './DieSpec'
import { makeDieRoll, type DiceSource, type DieRoll, type PoolRoll, type PoolSpec, type PoolTotal, type TotalGroup } from './DiceSource'
import { gcd } from './Rational'
import { checkTotalGroups } from './poolTotal'
import { poolClasses } from './rollPool'

const MAX_SAFE = Number.MAX_SAFE_INTEGER

const ROLL = 0
const POOL = 1
const TOTAL = 2
const KIND_NAMES = ['a roll', 'a pool', 'a total']

/**
 * The enumerating dice source. The probability of the current path is `w / d` at its last depth:
 * the product of the branches' fractions (cancelled where the product would not be safe), in numbers while
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
  /**
   * The request object (a pool's spec, a total's groups) seen at each depth when it is deeply
   * frozen, else `null`: a replay asking with that very object asks for the same dice, so it is
   * not compared again (a resolver that makes its specs once replays at the cost of a lookup).
   */
  readonly asked: (object | null)[] = []
  /** The frozen answers of a frozen pool spec at each depth, by branch (`answersOf`), else `null`. */
  readonly answers: (PoolRoll[] | null)[] = []
  /** Branch table at each depth (`null` for a roll: `arity` equal branches). */
  readonly tables: (PoolTable | TotalTable | null)[] = []
  /** Product of the arities of the plain rolls up to each depth: the guard against roll loops. */
  readonly rollProd: number[] = []
  /** Dice rolled up to each depth (a pool counts its dice), against `maxDepth`. */
  readonly dice: number[] = []
  /** Whether the path probability at each depth is kept in bigints. */
  readonly isBig: boolean[] = []
  /** Path weight and denominator before this depth's branch, in numbers (`!baseIsBig`) or bigints. */
  readonly baseIsBig: boolean[] = []
  readonly base: number[] = []
  readonly baseD: number[] = []
  readonly baseBig: bigint[] = []
  readonly baseDBig: bigint[] = []
  /** Path weight and denominator up to each depth, in numbers (`!isBig`) or bigints (`isBig`). */
  readonly w: number[] = []
  readonly d: number[] = []
  readonly wBig: bigint[] = []
  readonly dBig: bigint[] = []
  /** Length of the current path. */
  len = 0
  /** Requests made so far in the current run. */
  pos = 0
  /** What `merge` reports to (set by the enumeration): the key and the request position it was made at. */
  onMerge: ((key: string, pos: number) => void) | null = null
  /** The error the enumeration throws to stop a merged path, kept with the source: made once, its stack taken once. */
  signal: DiceError | null = null

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
      if (this.kind[i] !== POOL || (this.asked[i] !== spec && (this.ids[i] !== spec.die.id || !samePool(t, spec)))) throw this.drift(i, 'a pool', spec.die.id)
    } else {
      const { classes, c } = poolClasses(spec)
      this.checkDepth(i, spec.n)
      t = this.cache.pool(spec.die.faces.length, spec.n, classes, c)
      this.rollProd[i] = i === 0 ? 1 : this.rollProd[i - 1]
      this.open(i, POOL, spec.die.id, t, t.size, spec.n)
      const frozen = frozenPool(spec)
      this.asked[i] = frozen ? spec : null
      this.answers[i] = frozen ? answersOf(spec, t) : null
    }
    const b = this.choice[i]
    if (this.asked[i] === spec) {
      // A frozen spec gets frozen answers, one per branch, shared by every replay and enumeration.
      const answers = this.answers[i]!
      return (answers[b] ??= freezeRoll(spec, t, b))
    }
    const from = b * t.c
    return { die: spec.die.id, n: spec.n, reason: spec.reason, counts: t.counts.slice(from, from + t.c), faces: null }
  }

  total(groups: readonly TotalGroup[], _reason: string, atMost?: number): PoolTotal {
    const i = this.pos++
    const cap = atMost ?? Infinity
    let t: TotalTable
    if (i < this.len) {
      t = this.tables[i] as TotalTable
      if (this.kind[i] !== TOTAL || t.atMost !== cap || (this.asked[i] !== groups && !sameTotal(t, this.idsAt(i), groups))) {
        throw this.drift(i, 'a total', groups.map((g) => g.die.id).join('+'))
      }
    } else {
      // Frozen groups seen before were checked then: their table is found by identity.
      const known = this.cache.known(groups, cap)
      const frozen = known !== undefined || frozenGroups(groups)
      if (known === undefined) checkTotalGroups(groups)
      let dice = 0
      for (const g of groups) dice += g.n
      this.checkDepth(i, dice)
      t = known ?? this.cache.total(groups, frozen, cap)
      this.rollProd[i] = i === 0 ? 1 : this.rollProd[i - 1]
      this.open(i, TOTAL, '', t, t.size, dice)
      // The ids of frozen groups are read from them when needed (`idsAt`).
      this.groupIds[i] = frozen ? null : groups.map((g) => g.die.id)
      this.asked[i] = frozen ? groups : null
    }
    return totalResult(t, this.choice[i])
  }

  /** The die ids of the groups of the total at depth `i`. */
  private idsAt(i: number): string[] {
    return this.groupIds[i] ?? (this.asked[i] as readonly TotalGroup[]).map((g) => g.die.id)
  }

  /** See `DiceSource.merge`: the enumeration decides (and may stop this run). */
  merge(key: string): void {
    this.onMerge?.(key, this.pos)
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
    this.asked[i] = null
    this.arity[i] = arity
    this.kind[i] = kind
    this.ids[i] = id
    this.groupIds[i] = null
    this.tables[i] = table as PoolTable | TotalTable | null
    this.dice[i] = (i === 0 ? 0 : this.dice[i - 1]) + Math.max(1, dice)
    if (i === 0) {
      this.baseIsBig[i] = false
      this.base[i] = 1
      this.baseD[i] = 1
    } else if (this.isBig[i - 1]) {
      this.baseIsBig[i] = true
      this.baseBig[i] = this.wBig[i - 1]
      this.baseDBig[i] = this.dBig[i - 1]
    } else {
      this.baseIsBig[i] = false
      this.base[i] = this.w[i - 1]
      this.baseD[i] = this.d[i - 1]
    }
    this.weigh(i)
    this.len = i + 1
  }

  /**
   * Sets the path weight and denominator at depth `i` from its chosen branch: the prefix's times
   * the branch's fraction while safe, else that product cancelled crosswise, in bigints only when
   * even that is past safe integers.
   */
  private weigh(i: number): void {
    const t = this.tables[i]
    const b = this.choice[i]
    // The branch's fraction in numbers: its weight over the table's denominator (a roll's: 1 over
    // its arity), or reduced when that denominator is past safe integers.
    let fw = 1
    let fd = this.arity[i]
    let numeric = true
    if (t !== null) {
      if (t.weights !== null) {
        fw = t.weights[b]
        fd = t.den
      } else {
        const r = reducedOf(t)
        numeric = r.rw[b] >= 0
        fw = r.rw[b]
        fd = r.rd[b]
      }
    }
    if (!this.baseIsBig[i] && numeric) {
      const base = this.base[i]
      const baseD = this.baseD[i]
      // The leaves of one outcome then mostly share their denominator (the cheap case of the sums).
      if (baseD * fd <= MAX_SAFE) {
        this.isBig[i] = false
        this.w[i] = base * fw
        this.d[i] = baseD * fd
        return
      }
      // Else the product cancelled crosswise, which most often keeps it safe (an 11-dice pool's
      // ten hits, then ten damage dice); the path's weight is then no longer a multiple of its
      // prefix's, which the enumeration's merge points check.
      const g1 = gcd(base, fd)
      const g2 = gcd(fw, baseD)
      const d = (baseD / g2) * (fd / g1)
      if (d <= MAX_SAFE) {
        this.isBig[i] = false
        this.w[i] = (base / g1) * (fw / g2)
        this.d[i] = d
        return
      }
    }
    this.isBig[i] = true
    let rw: bigint
    let rd: bigint
    if (t === null) {
      rw = 1n
      rd = BigInt(this.arity[i])
    } else if (t.weights === null && !numeric) {
      const big = reducedOf(t).big![b]!
      rw = big.w
      rd = big.d
    } else {
      rw = BigInt(fw)
      rd = BigInt(fd)
    }
    const bw = this.baseIsBig[i] ? this.baseBig[i] : BigInt(this.base[i])
    const bd = this.baseIsBig[i] ? this.baseDBig[i] : BigInt(this.baseD[i])
    this.wBig[i] = bw * rw
    this.dBig[i] = bd * rd
  }

  private drift(i: number, asked: string, id: string): DiceError {
    const before = this.kind[i] === TOTAL ? this.idsAt(i).join('+') : this.ids[i]
    const what = asked === KIND_NAMES[this.kind[i]] ? `die "${id}"` : `${asked} of "${id}"`
    const was = asked === KIND_NAMES[this.kind[i]] ? `"${before}"` : `${KIND_NAMES[this.kind[i]]} of "${before}"`
    return new DiceError(
      'dice/nondeterministic',
      `Roll #${i + 1} asked for ${what} on replay, ${was} before: the enumerated function depends on something besides its dice`,
    )
  }
}

/** The answers of a frozen pool spec, by branch of its table (`answersOf`). */
const frozenAnswers = new WeakMap<PoolSpec, { table: PoolTable; answers: PoolRoll[] }>()

/** The frozen answers made so far for a frozen spec and its table. */
function answersOf(spec: PoolSpec, t: PoolTable): PoolRoll[] {
  let a = frozenAnswers.get(spec)
  if (a === undefined || a.table !== t) frozenAnswers.set(spec, (a = { table: t, answers: [] }))
  return a.answers
}

/** Branch `b` of a frozen spec's pool, frozen (its counts too). */
function freezeRoll(spec: PoolSpec, t: PoolTable, b: number): PoolRoll {
  const counts = Object.freeze(t.counts.slice(b * t.c, b * t.c + t.c)) as number[]
  return Object.freeze({ die: spec.die.id, n: spec.n, reason: spec.reason, counts, faces: null })
}

/** A die that cannot change: it and its faces frozen. */
function frozenDie(die: DieSpec): boolean {
  return Object.isFrozen(die) && Object.isFrozen(die.faces)
}

/** A pool spec that cannot change (its die and class table included). */
function frozenPool(spec: PoolSpec): boolean {
  return Object.isFrozen(spec) && frozenDie(spec.die) && (spec.classes === undefined || Object.isFrozen(spec.classes))
}

/** Groups of a total that cannot change (each group, its die and its values included). */
function frozenGroups(groups: readonly TotalGroup[]): boolean {
  if (!Object.isFrozen(groups)) return false
  for (const g of groups) if (!Object.isFrozen(g) || !frozenDie(g.die) || !Object.isFrozen(g.values)) return false
  return true
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
