import { describe, expect, it } from 'vitest'
import { codeOf, rollsOnly, table } from './diceTestKit.fixture'
import { rollTotal, type DiceSource, type PoolSpec } from './DiceSource'
import { enumerateOutcomes } from './enumerateOutcomes'
import { poolTotal } from './poolTotal'
import { exactRational } from './Rational'
import { rollPool } from './rollPool'
import { artilleryDie, d6, scatterDie } from './standardDice'

/** Exact distribution of the sum of `n` d6 by a direct convolution (the brute force of the tests). */
function sumOfD6(n: number): Record<string, string> {
  let ways = [1n]
  for (let i = 0; i < n; i++) {
    const next: bigint[] = new Array(ways.length + 6).fill(0n)
    ways.forEach((w, s) => {
      for (let f = 1; f <= 6; f++) next[s + f] += w
    })
    ways = next
  }
  const out: Record<string, string> = {}
  ways.forEach((w, s) => {
    if (w === 0n) return
    const r = exactRational(w, 6n ** BigInt(n))
    out[String(s)] = r.big ? `${r.big.num}/${r.big.den}` : `${r.num}/${r.den}`
  })
  return out
}

const countsSum = (counts: number[]): number => counts.reduce((s, k, face) => s + k * (face + 1), 0)

describe('core/dice/TreeDice (enumeration by counts)', () => {
  it('8d6 no longer fails: one branch per count vector (1,287) or per sum (41), both exact', () => {
    const byCounts = enumerateOutcomes((dice) => countsSum(rollPool(dice, { die: d6(), n: 8, reason: '8d6' }).counts), String)
    expect(byCounts.leaves).toBe(1287) // C(8 + 5, 5), not 6^8 = 1,679,616 sequences
    expect(table(byCounts)).toEqual(sumOfD6(8))
    const bySum = enumerateOutcomes((dice) => poolTotal(dice, [{ die: d6(), n: 8, values: [1, 2, 3, 4, 5, 6] }], '8d6').total, String)
    expect(bySum.leaves).toBe(41)
    expect(table(bySum)).toEqual(sumOfD6(8))
  })

  it('20d6: a pool in 3 classes is 231 leaves, a sum is 101, exact beyond safe integers where needed', () => {
    const classes = [0, 0, 0, 1, 1, 2]
    const pool = enumerateOutcomes((dice) => rollPool(dice, { die: d6(), n: 20, reason: 'SK-COMBAT-1', classes }).counts.join(','), (k) => k)
    expect(pool.leaves).toBe(231)
    expect(pool.total).toEqual({ num: 1, den: 1 })
    expect(table(pool)['0,0,20']).toBe(`1/${6 ** 20}`)
    expect(table(pool)['20,0,0']).toBe(`1/${2 ** 20}`)
    const sum = enumerateOutcomes((dice) => poolTotal(dice, [{ die: d6(), n: 20, values: [1, 2, 3, 4, 5, 6] }], '20d6').total, String)
    expect(sum.leaves).toBe(101)
    expect(table(sum)).toEqual(sumOfD6(20))
    const thirty = enumerateOutcomes((dice) => poolTotal(dice, [{ die: d6(), n: 30, values: [1, 2, 3, 4, 5, 6] }], '30d6').total, String)
    expect(thirty.outcomes[0].probability.big).toEqual({ num: '1', den: String(6n ** 30n) })
    expect(table(thirty)).toEqual(sumOfD6(30))
  })

  it('a pool gives the same distribution as rolling its dice one by one (mixed with rolls that depend on it)', () => {
    // 1d6 says how many d6 to roll; count the 5s and 6s among them (SK-like), then one more roll on any 6.
    const run = (dice: DiceSource): string => {
      const n = dice.roll(d6(), 'how many').value
      const { counts } = rollPool(dice, { die: d6(), n, reason: 'pool', classes: [0, 0, 0, 0, 1, 2] })
      const bonus = counts[2] > 0 ? dice.roll(d6(), 'bonus').value : 0
      return `${counts[1] + counts[2]}+${bonus}`
    }
    const pooled = enumerateOutcomes(run, (k) => k)
    const oneByOne = enumerateOutcomes((dice) => run(rollsOnly(dice)), (k) => k)
    expect(table(pooled)).toEqual(table(oneByOne))
    expect(pooled.leaves).toBeLessThan(oneByOne.leaves / 10)
  })

  it('a total gives the same distribution as rolling its dice one by one, custom dice included (GAP-SK-04)', () => {
    const run = (dice: DiceSource): number => {
      const scatter = rollPool(dice, { die: scatterDie(), n: 2, reason: 'scatter', classes: [0, 0, 1, 1, 1, 1] }).counts[0]
      const values = artilleryDie().faces.map((f) => f.value)
      return poolTotal(dice, [{ die: artilleryDie(), n: 2, values }, { die: d6(), n: scatter, values: [1, 2, 3, 4, 5, 6] }], 'r').total
    }
    const exact = enumerateOutcomes(run, String)
    expect(table(exact)).toEqual(table(enumerateOutcomes((dice) => run(rollsOnly(dice)), String)))
    // Two misfires and no HIT: total 0 with probability 1/36 · (2/3)^2.
    expect(table(exact)['0']).toBe('1/81')
  })

  it('under enumeration faces are null, and every replay returns fresh counts the caller may change', () => {
    const seen: (number[] | null)[] = []
    enumerateOutcomes((dice) => {
      const roll = rollPool(dice, { die: d6(), n: 2, reason: 'r', classes: [0, 0, 0, 1, 1, 1] })
      seen.push(roll.faces)
      const counts = roll.counts.join()
      roll.counts[0] = 99
      return counts + poolTotal(dice, [{ die: d6(), n: 1, values: [0, 0, 0, 1, 1, 1] }], 't').faces
    }, (k) => k)
    expect(seen.every((f) => f === null)).toBe(true)
    const dist = enumerateOutcomes((dice) => {
      const roll = rollPool(dice, { die: d6(), n: 2, reason: 'r', classes: [0, 0, 0, 1, 1, 1] })
      const key = roll.counts.join()
      roll.counts.fill(99)
      return key
    }, (k) => k)
    expect(table(dist)).toEqual({ '0,2': '1/4', '1,1': '1/2', '2,0': '1/4' })
  })

  it('the first branch of a pool is every die in the first class (as face 1 comes first for a roll)', () => {
    const dist = enumerateOutcomes((dice) => rollPool(dice, { die: d6(), n: 3, reason: 'r' }).counts, (c) => String(c.indexOf(Math.max(...c))))
    expect(dist.outcomes[0].example).toEqual([3, 0, 0, 0, 0, 0])
  })

  it('pools count their dice against maxDepth; a huge pool is refused early by maxLeaves (dice/too-many-outcomes)', () => {
    const pool = (n: number, classes?: number[]) => (dice: DiceSource) => rollPool(dice, { die: d6(), n, reason: 'r', classes }).counts[0]
    expect(codeOf(() => enumerateOutcomes(pool(10), String, { maxDepth: 9 }))).toBe('dice/too-many-outcomes')
    expect(enumerateOutcomes(pool(10), String, { maxDepth: 10 }).leaves).toBe(3003)
    expect(codeOf(() => enumerateOutcomes(pool(300, [0, 0, 0, 1, 1, 1]), String))).toBe('dice/too-many-outcomes')
    expect(codeOf(() => enumerateOutcomes(pool(100), String, { maxLeaves: 10_000 }))).toBe('dice/too-many-outcomes')
  })

  it('a roll after a pool beyond 2^53 is exact: the roll-loop overflow guard counts plain rolls only', () => {
    const dist = enumerateOutcomes((dice) => {
      const sixes = rollPool(dice, { die: d6(), n: 25, reason: 'r', classes: [0, 0, 0, 0, 0, 1] }).counts[1]
      return sixes === 25 ? `all+${dice.roll(d6(), 'r').value}` : 'not all'
    }, (k) => k)
    expect(table(dist)['all+6']).toBe(`1/${6n ** 26n}`)
    expect(dist.total).toEqual({ num: 1, den: 1 })
  })

  it('refuses a replay that asks for another pool or total (dice/nondeterministic): kind, die, n, classes, values', () => {
    const drifting = (change: (call: number) => Partial<PoolSpec>) => {
      let call = 0
      return (dice: DiceSource) => rollPool(dice, { die: d6(), n: 2, reason: 'r', classes: [0, 0, 0, 1, 1, 1], ...change(call++) }).counts[0]
    }
    expect(codeOf(() => enumerateOutcomes(drifting((c) => (c === 0 ? {} : { n: 3 })), String))).toBe('dice/nondeterministic')
    expect(codeOf(() => enumerateOutcomes(drifting((c) => (c === 0 ? {} : { classes: [0, 0, 1, 1, 1, 1] })), String))).toBe('dice/nondeterministic')
    expect(codeOf(() => enumerateOutcomes(drifting((c) => (c === 0 ? {} : { classes: undefined })), String))).toBe('dice/nondeterministic')
    expect(codeOf(() => enumerateOutcomes(drifting((c) => (c === 0 ? {} : { die: scatterDie() })), String))).toBe('dice/nondeterministic')
    let calls = 0
    const poolThenRoll = (dice: DiceSource) => (calls++ === 0 ? rollPool(dice, { die: d6(), n: 1, reason: 'r' }).counts[0] : dice.roll(d6(), 'r').value)
    expect(codeOf(() => enumerateOutcomes(poolThenRoll, String))).toBe('dice/nondeterministic')
    let t = 0
    const values = (dice: DiceSource) => poolTotal(dice, [{ die: d6(), n: 2, values: t++ === 0 ? [0, 0, 0, 1, 1, 1] : [0, 0, 1, 1, 1, 1] }], 'r').total
    expect(codeOf(() => enumerateOutcomes(values, String))).toBe('dice/nondeterministic')
  })

  it('roll-only code is unchanged: same outcomes, order and leaves (2d6 rolled die by die)', () => {
    const dist = enumerateOutcomes((dice) => rollTotal(dice, d6(), 2, '2d6'), String)
    expect(dist.leaves).toBe(36)
    expect(table(dist)).toEqual(sumOfD6(2))
  })

  it('a frozen spec is replayed by identity and answered with frozen rolls, one per branch; an unfrozen one gets fresh counts', () => {
    const frozen: PoolSpec = Object.freeze({ die: d6(), n: 2, reason: 'r', classes: Object.freeze([0, 0, 0, 1, 1, 1]) })
    const seen: unknown[] = []
    const dist = enumerateOutcomes((dice) => {
      const roll = rollPool(dice, frozen)
      seen.push(roll)
      expect(Object.isFrozen(roll.counts)).toBe(true)
      return roll.counts.join()
    }, (k) => k)
    expect(table(dist)).toEqual({ '0,2': '1/4', '1,1': '1/2', '2,0': '1/4' })
    // A later enumeration of the same spec gets the very same answers.
    enumerateOutcomes((dice) => { seen.push(rollPool(dice, frozen)); return '' }, (k) => k)
    expect(new Set(seen).size).toBe(3)
    // The same request in another object is still compared: a different one on replay is refused.
    let calls = 0
    expect(codeOf(() => enumerateOutcomes((dice) => {
      calls++
      rollPool(dice, calls === 1 ? frozen : Object.freeze({ ...frozen, n: 3 }))
      return dice.roll(d6(), 'x').value
    }, String))).toBe('dice/nondeterministic')
  })

  it('a total answers a frozen object per branch; frozen groups are found by identity', () => {
    const groups = Object.freeze([Object.freeze({ die: d6(), n: 2, values: Object.freeze([0, 0, 1, 1, 1, 2]) })])
    const answers = new Set<unknown>()
    const dist = enumerateOutcomes((dice) => {
      const r = poolTotal(dice, groups, 't')
      answers.add(r)
      expect(Object.isFrozen(r)).toBe(true)
      return String(r.total)
    }, (k) => k)
    expect(answers.size).toBe(dist.outcomes.length)
    expect(table(dist)).toEqual({ 0: '1/9', 1: '1/3', 2: '13/36', 3: '1/6', 4: '1/36' })
  })
})
