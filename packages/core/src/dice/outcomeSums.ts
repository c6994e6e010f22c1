/**
 * The sums of `enumerateOutcomes`: per outcome key, the weights of the roll sequences that give
 * it, added exactly (numbers while the terms are safe integers, bigints beyond), or, for a float
 * enumeration (`enumerateChances`), exactly while safe and in floating point from the first term
 * that would need bigints. A float enumeration of dice whose fractions stay small (every HEXES Med
 * combat) gives the very floats of the exact one; a 20-dice melee skips the bigint gcds.
 */

import { gcd, gcdBig, type Rational } from './Rational'

const MAX_SAFE = Number.MAX_SAFE_INTEGER

/** Per-key running sum of leaf weights `w/d`, as `num/den` in numbers, in bigint once too large. */
export interface Acc<T> {
  key: string
  example: T
  num: number
  den: number
  big: { num: bigint; den: bigint } | null
  /** A float enumeration's sum once its exact terms would exceed safe integers, else `null`. */
  f: number | null
  /** The key's index among the enumeration's keys, in order of first appearance. */
  index: number
}

/** A new, empty accumulator. */
export function newAcc<T>(key: string, example: T, index: number): Acc<T> {
  return { key, example, num: 0, den: 1, big: null, f: null, index }
}

/**
 * A path's weight before some request: `num/den` in numbers while safe, else `big` (numbers 0).
 * A later weight of the path is usually a multiple of it, numerator and denominator alike (a
 * branch multiplies both), so the weight of what follows relative to it is then an exact integer
 * division (see `addRelative`).
 */
export interface Weight {
  num: number
  den: number
  big: { num: bigint; den: bigint } | null
}

/** The weight 1. */
export const ONE: Weight = Object.freeze({ num: 1, den: 1, big: null }) as Weight

/** A weight as a float. */
function weightValue(w: Weight): number {
  return w.big === null ? w.num / w.den : Number(w.big.num) / Number(w.big.den)
}

/** An accumulator's sum as a float (never read on an exact sum in bigints). */
export function accValue(acc: Acc<unknown>): number {
  return acc.f ?? acc.num / acc.den
}

/**
 * Adds `w/d` to `acc` exactly (`w <= d`, and the running sum stays at most 1, so every step below
 * stays within `den`). Leaves of one key usually share their denominator: fast path. In a float
 * enumeration (`float`), a sum past safe integers goes on in floating point.
 */
export function addLeaf(acc: Acc<unknown>, w: number, d: number, float: boolean): void {
  if (acc.f !== null) {
    acc.f += w / d
    return
  }
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
    if (float) {
      acc.f = acc.num / acc.den + w / d
      return
    }
    acc.big = { num: BigInt(acc.num), den: BigInt(acc.den) }
  }
  addBigLeaf(acc, BigInt(w), BigInt(d), float)
}

/** Adds `w/d` given as bigints (a path past safe denominators, or an accumulator already there). */
export function addBigLeaf(acc: Acc<unknown>, w: bigint, d: bigint, float: boolean): void {
  if (float) {
    acc.f = accValue(acc) + Number(w) / Number(d)
    return
  }
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

/** `num/den` reduced. */
export function reduce(num: number, den: number): Rational {
  const g = gcd(num, den)
  return { num: num / g, den: den / g }
}

/**
 * Adds the leaf weight `w/d` (numbers) or `wb/db` (bigints) relative to `base` to `acc`. A path's
 * weight is usually a multiple of its prefix's, numerator and denominator alike (then the
 * division is exact in numbers); where the source cancelled a product crosswise it is not, and
 * the ratio is reduced in bigints (or taken in floating point in a float enumeration).
 */
export function addRelative(acc: Acc<unknown>, w: number, d: number, wb: bigint | null, db: bigint | null, base: Weight, float: boolean): void {
  if (wb === null && base.big === null && w % base.num === 0 && d % base.den === 0) {
    addLeaf(acc, w / base.num, d / base.den, float)
    return
  }
  if (float) {
    const p = wb === null ? w / d : Number(wb) / Number(db)
    acc.f = accValue(acc) + p / weightValue(base)
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
  addBigLeaf(acc, num, den, false)
}

/** Adds `rel × here / base` to `acc`: a merged path's share of a memo's entry. */
export function addScaled(acc: Acc<unknown>, rel: Acc<unknown>, here: Weight, base: Weight, float: boolean): void {
  if (rel.big === null && rel.f === null && here.big === null && base.big === null && here.num % base.num === 0 && here.den % base.den === 0) {
    const fw = here.num / base.num
    const fd = here.den / base.den
    const d = rel.den * fd
    if (d <= MAX_SAFE) {
      addLeaf(acc, rel.num * fw, d, float)
      return
    }
  }
  if (float) {
    acc.f = accValue(acc) + (accValue(rel) * weightValue(here)) / weightValue(base)
    return
  }
  const rw = rel.big === null ? BigInt(rel.num) : rel.big.num
  const rd = rel.big === null ? BigInt(rel.den) : rel.big.den
  const hw = here.big === null ? BigInt(here.num) : here.big.num
  const hd = here.big === null ? BigInt(here.den) : here.big.den
  addRatio(acc, rw * hw, rd * hd, base)
}

/**
 * Whether the accumulated leaves sum to exactly 1, before any reduction: the denominators of one
 * enumeration usually divide each other, so this needs no gcd. In numbers while every step stays
 * a safe integer (a step past it is at least 2^53 in floating point too, so it is caught), else
 * again in bigints. With a float sum among them, to within 1e-9.
 */
export function sumsToOne(accs: readonly Acc<unknown>[]): boolean {
  if (accs.some((a) => a.f !== null)) {
    let sum = 0
    for (const a of accs) sum += accValue(a)
    return Math.abs(sum - 1) <= 1e-9
  }
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
