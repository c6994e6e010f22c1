import { describe, expect, it } from 'vitest'
import { codeOf } from './diceTestKit.fixture'
import { bigWeightsOf, BranchTables, reducedOf } from './BranchTables'

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1))

describe('core/dice/BranchTables', () => {
  it('a pool table lists every count vector once, most dice in the first class first, with multinomial weights', () => {
    const t = new BranchTables(1e6).pool(6, 4, [0, 0, 0, 1, 1, 2], 3)
    expect(t.size).toBe(15) // C(4 + 2, 2)
    expect(t.den).toBe(6 ** 4)
    const vectors = Array.from({ length: t.size }, (_, b) => t.counts.slice(b * 3, b * 3 + 3))
    expect(vectors[0]).toEqual([4, 0, 0])
    expect(vectors[t.size - 1]).toEqual([0, 0, 4])
    vectors.forEach(([k0, k1, k2], b) => {
      expect(k0 + k1 + k2).toBe(4)
      expect(t.weights?.[b]).toBe((factorial(4) / (factorial(k0) * factorial(k1) * factorial(k2))) * 3 ** k0 * 2 ** k1)
    })
    expect(t.weights?.reduce((a, b) => a + b, 0)).toBe(t.den)
  })

  it('classes without faces get no branches; a pool with one class is certain', () => {
    const tables = new BranchTables(1e6)
    const t = tables.pool(6, 3, [0, 0, 0, 0, 0, 3], 4)
    expect(t.size).toBe(4)
    expect(t.counts.slice(0, 4)).toEqual([3, 0, 0, 0])
    expect(tables.pool(6, 200, [1, 1, 1, 1, 1, 1], 2)).toMatchObject({ size: 1, counts: [0, 200], weights: [1], den: 1 })
  })

  it('past safe integers the weights are bigints, still summing to the denominator', () => {
    const t = new BranchTables(1e6).pool(6, 30, [0, 0, 0, 1, 1, 2], 3)
    expect(t.weights).toBeNull()
    expect(t.bigDen).toBe(6n ** 30n)
    expect(bigWeightsOf(t).reduce((a, b) => a + b, 0n)).toBe(6n ** 30n)
    const total = new BranchTables(1e6).total([{ n: 25, values: [1, 2, 3, 4, 5, 6] }])
    expect(total.totals[0]).toBe(25)
    expect(bigWeightsOf(total)[0]).toBe(1n)
    expect(bigWeightsOf(total).reduce((a, b) => a + b, 0n)).toBe(6n ** 25n)
  })

  it('a total table has one branch per reachable sum, ascending, weighted by the convolution', () => {
    const t = new BranchTables(1e6).total([{ n: 2, values: [1, 2, 3, 4, 5, 6] }])
    expect(t.totals).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(t.weights).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1])
    const sparse = new BranchTables(1e6).total([{ n: 2, values: [0, 0, 10, 10, 10, 10] }, { n: 1, values: [-1, 1] }])
    expect(sparse.totals).toEqual([-1, 1, 9, 11, 19, 21])
    expect(sparse.weights).toEqual([4, 4, 16, 16, 16, 16])
    expect(sparse.den).toBe(72)
  })

  it('caches tables per spec, for every enumeration (a table never changes once built)', () => {
    const tables = new BranchTables(1e6)
    expect(tables.pool(6, 5, null, 6)).toBe(tables.pool(6, 5, null, 6))
    expect(tables.total([{ n: 3, values: [0, 1, 1, 1, 2, 2] }])).toBe(tables.total([{ n: 3, values: [0, 1, 1, 1, 2, 2] }]))
    expect(new BranchTables(1e6).pool(6, 5, null, 6)).toBe(tables.pool(6, 5, null, 6))
  })

  it('a table another enumeration built is still refused past this one\'s maxLeaves', () => {
    const t = new BranchTables(1e6).pool(6, 12, [0, 0, 0, 1, 1, 2], 3)
    expect(t.size).toBe(91)
    expect(codeOf(() => new BranchTables(90).pool(6, 12, [0, 0, 0, 1, 1, 2], 3))).toBe('dice/too-many-outcomes')
    const groups = Object.freeze([Object.freeze({ n: 12, values: Object.freeze([0, 1, 1, 1, 2, 2]) })])
    expect(new BranchTables(1e6).total(groups, true).size).toBe(25)
    expect(new BranchTables(1e6).known(groups, Infinity)?.size).toBe(25)
    expect(codeOf(() => new BranchTables(24).known(groups, Infinity))).toBe('dice/too-many-outcomes')
    expect(codeOf(() => new BranchTables(24).total([{ n: 12, values: [0, 1, 1, 1, 2, 2] }]))).toBe('dice/too-many-outcomes')
  })

  it('a capped total makes every sum at or past the cap one branch, its weights summed', () => {
    const all = new BranchTables(1e6).total([{ n: 2, values: [1, 2, 3, 4, 5, 6] }])
    const capped = new BranchTables(1e6).total([{ n: 2, values: [1, 2, 3, 4, 5, 6] }], false, 5)
    expect(capped.totals).toEqual([2, 3, 4, 5])
    expect(capped.weights).toEqual([1, 2, 3, 30])
    expect(capped.den).toBe(36)
    expect(capped.atMost).toBe(5)
    expect(all.atMost).toBe(Infinity)
    expect(new BranchTables(1e6).total([{ n: 2, values: [1, 2, 3, 4, 5, 6] }], false, 1).totals).toEqual([1])
    expect(new BranchTables(1e6).total([{ n: 2, values: [1, 2, 3, 4, 5, 6] }], false, 12)).toMatchObject({ totals: all.totals, weights: all.weights })
  })

  it('reduces each branch to lowest terms, in bigints only where even those are past safe integers', () => {
    const t = new BranchTables(1e6).pool(6, 11, [0, 0, 0, 1, 1, 2], 3)
    const r = reducedOf(t)
    // Ten hits (class 1, 2 faces) and one miss (class 0, 3 faces): 11 · 3 · 2^10 / 6^11 = 11 / (2 · 3^10).
    const b = Array.from({ length: t.size }, (_, k) => k).find((k) => t.counts[k * 3] === 1 && t.counts[k * 3 + 1] === 10)!
    expect([r.rw[b], r.rd[b]]).toEqual([11, 2 * 3 ** 10])
    const big = reducedOf(new BranchTables(1e6).pool(6, 30, [0, 0, 0, 1, 1, 2], 3))
    expect(big.rw.some((w) => w < 0)).toBe(true)
    expect(big.big!.every((x, k) => (x === null) === (big.rw[k]! >= 0))).toBe(true)
  })

  it('refuses a table with more branches than maxLeaves (dice/too-many-outcomes) before building it', () => {
    expect(codeOf(() => new BranchTables(1000).pool(6, 20, null, 6))).toBe('dice/too-many-outcomes')
    expect(codeOf(() => new BranchTables(50).total([{ n: 20, values: [1, 2, 3, 4, 5, 6] }]))).toBe('dice/too-many-outcomes')
    expect(codeOf(() => new BranchTables(1e6).total([{ n: 200, values: [0, 1e6] }]))).toBe('dice/too-many-outcomes')
  })
})
