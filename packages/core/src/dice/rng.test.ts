import { describe, expect, it } from 'vitest'
import { DiceError } from './DiceError'
import { isRngState, nextInt, nextUint32, seedRng, type RngState, type Sfc32State } from './rng'

/** sfc32 written independently with bigint arithmetic mod 2^32, as a reference for the step. */
function referenceStep(s: bigint[]): bigint {
  const M = 0xffffffffn
  const [a, b, c, d] = s
  const t = (a + b + d) & M
  s[0] = b ^ (b >> 9n)
  s[1] = (c + (c << 3n)) & M
  s[2] = ((((c << 21n) | (c >> 11n)) & M) + t) & M
  s[3] = (d + 1n) & M
  return t
}

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (e) {
    return e instanceof DiceError ? e.code : 'not-a-DiceError'
  }
  return undefined
}

function chiSquare(counts: number[], expected: number): number {
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0)
}

describe('core/dice/rng', () => {
  it('pins the state and first outputs for numeric seed 42 (any change to seeding or the step is caught)', () => {
    const rng = seedRng(42)
    expect(rng).toEqual({ algo: 'sfc32', s: [4277896223, 2010236360, 1704166151, 13] })
    expect(Array.from({ length: 5 }, () => nextUint32(rng))).toEqual([
      1993165300, 169461879, 670067845, 3793606881, 1633283141,
    ])
  })

  it('pins the first outputs for string seed "hastings-1066"', () => {
    const rng = seedRng('hastings-1066')
    expect(Array.from({ length: 5 }, () => nextUint32(rng))).toEqual([
      1810548647, 3281567231, 467308081, 819188561, 1504924255,
    ])
  })

  it('pins the first 20 d6 rolls for seed 42', () => {
    const rng = seedRng(42)
    expect(Array.from({ length: 20 }, () => nextInt(rng, 6) + 1)).toEqual([
      5, 4, 2, 4, 6, 5, 3, 4, 1, 6, 4, 6, 5, 2, 2, 5, 4, 1, 1, 5,
    ])
  })

  it('matches an independent bigint sfc32 for 10,000 steps, including edge-value words', () => {
    const words: Sfc32State['s'] = [0xffffffff, 0x80000000, 0xdeadbeef, 0xffffffff]
    const rng: Sfc32State = { algo: 'sfc32', s: [...words] }
    const ref = words.map(BigInt)
    const ours: number[] = []
    const theirs: number[] = []
    for (let i = 0; i < 10_000; i++) {
      ours.push(nextUint32(rng))
      theirs.push(Number(referenceStep(ref)))
    }
    expect(ours).toEqual(theirs)
    expect(rng.s).toEqual(ref.map(Number))
  })

  it('keeps every word a uint32 (plain JSON, no negative or fractional numbers)', () => {
    const rng = seedRng(-7)
    const xs = Array.from({ length: 1000 }, () => nextUint32(rng))
    expect(xs.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32)).toBe(true)
    expect(isRngState(rng)).toBe(true)
  })

  it('advances the state in place', () => {
    const rng = seedRng(1) as Sfc32State
    const words = rng.s
    const before = [...words]
    nextUint32(rng)
    expect(rng.s).toBe(words)
    expect(rng.s).not.toEqual(before)
  })

  it('is uniform: chi-square of 60,000 d6 rolls with seed 2024 is within the 99.9% band (df = 5)', () => {
    const rng = seedRng(2024)
    const counts = [0, 0, 0, 0, 0, 0]
    for (let i = 0; i < 60_000; i++) counts[nextInt(rng, 6)]++
    const chi = chiSquare(counts, 10_000)
    // 0.21 and 20.52 are the 0.1% and 99.9% quantiles of chi-square with 5 degrees of freedom.
    expect(chi).toBeGreaterThan(0.21)
    expect(chi).toBeLessThan(20.52)
  })

  it('has no modulo bias: nextInt(3·2^30) puts 1/3 of draws below 2^30 (modulo would give 2/3)', () => {
    const rng = seedRng('bias')
    const n = 3 * 2 ** 30
    const draws = 30_000
    let low = 0
    let max = 0
    for (let i = 0; i < draws; i++) {
      const x = nextInt(rng, n)
      max = Math.max(max, x)
      if (x < 2 ** 30) low++
    }
    expect(max).toBeLessThan(n)
    const se = Math.sqrt((1 / 3) * (2 / 3) * draws)
    expect(Math.abs(low - draws / 3)).toBeLessThan(4 * se)
  })

  it('handles the bounds of nextInt: n = 1 always 0, n = 2^32 is the raw output', () => {
    const a = seedRng(5)
    const b = seedRng(5)
    expect(nextInt(a, 1)).toBe(0)
    nextUint32(b)
    expect(nextInt(a, 2 ** 32)).toBe(nextUint32(b))
  })

  it('rejects bad bounds and seeds with dice/invalid-argument', () => {
    const rng = seedRng(1)
    for (const n of [0, -1, 1.5, 2 ** 32 + 1, NaN]) {
      expect(codeOf(() => nextInt(rng, n))).toBe('dice/invalid-argument')
    }
    for (const seed of [1.5, NaN, Infinity, 2 ** 53]) {
      expect(codeOf(() => seedRng(seed))).toBe('dice/invalid-argument')
    }
    const alien = { algo: 'mt19937', s: [1, 2, 3, 4] } as unknown as RngState
    expect(codeOf(() => nextUint32(alien))).toBe('dice/invalid-argument')
  })

  it('two seeds are independent: a 6×6 contingency chi-square of paired d6 rolls (df = 35)', () => {
    const a = seedRng(1)
    const b = seedRng(2)
    const counts = new Array(36).fill(0)
    for (let i = 0; i < 36_000; i++) counts[nextInt(a, 6) * 6 + nextInt(b, 6)]++
    // 66.62 is the 99.9% quantile of chi-square with 35 degrees of freedom.
    expect(chiSquare(counts, 1000)).toBeLessThan(66.62)
  })

  it('gives distinct streams for nearby and look-alike seeds', () => {
    const firsts = new Set<number>()
    for (let seed = 0; seed < 1000; seed++) firsts.add(nextUint32(seedRng(seed)))
    expect(firsts.size).toBe(1000)
    const seeds: (number | string)[] = [0, '0', '', 'a', 'b', 'ab', 'ba', -1, 2 ** 32, 2 ** 32 + 1]
    const streams = new Set(seeds.map((s) => JSON.stringify(seedRng(s))))
    expect(streams.size).toBe(seeds.length)
  })

  it('replays: same seed gives the same sequence; a JSON round-trip mid-sequence continues identically', () => {
    const a = seedRng('replay')
    const b = seedRng('replay')
    for (let i = 0; i < 50; i++) expect(nextInt(a, 10)).toBe(nextInt(b, 10))
    const restored = JSON.parse(JSON.stringify(a)) as RngState
    expect(isRngState(restored)).toBe(true)
    for (let i = 0; i < 50; i++) expect(nextUint32(restored)).toBe(nextUint32(a))
  })

  it('isRngState rejects malformed states', () => {
    expect(isRngState(null)).toBe(false)
    expect(isRngState({ algo: 'sfc32', s: [1, 2, 3] })).toBe(false)
    expect(isRngState({ algo: 'sfc32', s: [1, 2, 3, -1] })).toBe(false)
    expect(isRngState({ algo: 'sfc32', s: [1, 2, 3, 2 ** 32] })).toBe(false)
    expect(isRngState({ algo: 'sfc32', s: [1, 2, 3, 0.5] })).toBe(false)
    expect(isRngState({ algo: 'x', s: [1, 2, 3, 4] })).toBe(false)
    expect(isRngState({ algo: 'sfc32', s: [0, 0, 0, 0] })).toBe(true)
  })
})
