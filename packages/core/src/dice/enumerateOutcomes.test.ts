import { describe, expect, it } from 'vitest'
import { DiceError } from './DiceError'
import { keepLowest, rollMany, rollTotal, sumValues, type DiceSource } from './DiceSource'
import type { Distribution } from './Distribution'
import { enumerateOutcomes } from './enumerateOutcomes'
import { rational, toFloat } from './Rational'
import { seedRng } from './rng'
import { SeededDice } from './SeededDice'
import { ScriptedDice } from './ScriptedDice'
import { rollPool } from './rollPool'
import { poolTotal } from './poolTotal'
import { artilleryDie, combatDie, d10, d6, dN, hexDirectionDie, scatterDie } from './standardDice'

/** The timer of Node and browsers; core's tsconfig has no DOM or Node types, so declare the one call. */
declare const performance: { now(): number }

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (e) {
    return e instanceof DiceError ? e.code : 'not-a-DiceError'
  }
  return undefined
}

/** The distribution as `{ key: 'num/den' }`, easy to compare and to read in a failure. */
function table<T>(dist: Distribution<T>): Record<string, string> {
  return Object.fromEntries(dist.outcomes.map((o) => [o.key, `${o.probability.num}/${o.probability.den}`]))
}

/** Reduced `count/den` for an expected table computed by brute force. */
const frac = (count: number, den: number): string => {
  const r = rational(count, den)
  return `${r.num}/${r.den}`
}

/** 1 d6, then 0–3 more d6 depending on it (1–2: none, 3–4: one, 5: two, 6: three); the total. */
function branching(dice: DiceSource): number {
  const first = dice.roll(d6(), 'first').value
  const extra = first <= 2 ? 0 : first <= 4 ? 1 : first === 5 ? 2 : 3
  return first + rollTotal(dice, d6(), extra, 'extra')
}

describe('core/dice/enumerateOutcomes', () => {
  it('2d6 sum: the exact triangle 1..6..1 / 36, keys in numeric order', () => {
    const dist = enumerateOutcomes((dice) => rollTotal(dice, d6(), 2, '2d6'), String)
    expect(dist.leaves).toBe(36)
    expect(dist.total).toEqual({ num: 1, den: 1 })
    expect(dist.outcomes.map((o) => o.key)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'])
    expect(table(dist)).toEqual({
      '2': '1/36', '3': '1/18', '4': '1/12', '5': '1/9', '6': '5/36', '7': '1/6',
      '8': '5/36', '9': '1/9', '10': '1/12', '11': '1/18', '12': '1/36',
    })
  })

  it('keeps the first result in depth-first order as the example', () => {
    const dist = enumerateOutcomes((dice) => rollMany(dice, d6(), 2, '2d6').map((r) => r.value), (v) => String(v[0] + v[1]))
    expect(dist.outcomes.find((o) => o.key === '7')?.example).toEqual([1, 6])
    expect(dist.outcomes.find((o) => o.key === '12')?.example).toEqual([6, 6])
  })

  it('3d6 keep the 2 lowest (SK Cd test, GAP-X-02): exact, equal to brute force over 216 triples', () => {
    const dist = enumerateOutcomes((dice) => sumValues(keepLowest(rollMany(dice, d6(), 3, 'Cd'), 2)), String)
    const counts = new Map<string, number>()
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++) {
          const key = String(a + b + c - Math.max(a, b, c))
          counts.set(key, (counts.get(key) ?? 0) + 1)
        }
    const expected = Object.fromEntries([...counts].map(([k, n]) => [k, frac(n, 216)]))
    expect(table(dist)).toEqual(expected)
    expect(dist.leaves).toBe(216)
    // At least two 1s: 3·5 + 1 = 16 of 216. Only 6,6,6 keeps 12.
    expect(table(dist)['2']).toBe('2/27')
    expect(table(dist)['12']).toBe('1/216')
  })

  it('a branching function (1 d6 then 0–3 more): 266 leaves, exact against a weighted brute force', () => {
    const dist = enumerateOutcomes(branching, String)
    expect(dist.leaves).toBe(2 + 2 * 6 + 36 + 216)
    // Brute force on the common denominator 6^4: a path with k extra dice weighs 6^(3 − k).
    const counts = new Map<string, number>()
    const add = (sum: number, w: number) => counts.set(String(sum), (counts.get(String(sum)) ?? 0) + w)
    for (let f = 1; f <= 6; f++) {
      const k = f <= 2 ? 0 : f <= 4 ? 1 : f === 5 ? 2 : 3
      const walk = (depth: number, sum: number) => {
        if (depth === k) return add(sum, 6 ** (3 - k))
        for (let x = 1; x <= 6; x++) walk(depth + 1, sum + x)
      }
      walk(0, f)
    }
    expect(table(dist)).toEqual(Object.fromEntries([...counts].map(([k, n]) => [k, frac(n, 1296)])))
    expect(table(dist)['1']).toBe('1/6') // only "1, stop"
    expect(table(dist)['24']).toBe('1/1296') // 6 then 6, 6, 6
    expect(dist.total).toEqual({ num: 1, den: 1 })
  })

  it('branches may roll different dice: catapult shot (GAP-SK-04) scatter + artillery, direction on an arrow', () => {
    const shot = (dice: DiceSource): string => {
      const scatter = dice.roll(scatterDie(), 'SK-WM-4 scatter')
      const artillery = dice.roll(artilleryDie(), 'SK-WM-4 artillery')
      if (artillery.symbol === 'misfire') return 'misfire'
      if (scatter.symbol === 'hit') return 'hit'
      return `dir ${dice.roll(hexDirectionDie(), 'scatter direction').value}`
    }
    const dist = enumerateOutcomes(shot, (s) => s)
    expect(table(dist)).toEqual({
      'dir 0': '5/54', 'dir 1': '5/54', 'dir 2': '5/54', 'dir 3': '5/54', 'dir 4': '5/54', 'dir 5': '5/54',
      hit: '5/18', misfire: '1/6',
    })
    expect(dist.leaves).toBe(2 * 6 + 4 * (1 + 5 * 6))
  })

  it('a function that rolls nothing has one certain outcome', () => {
    const dist = enumerateOutcomes(() => 'calm', (s) => s)
    expect(dist).toEqual({ outcomes: [{ key: 'calm', probability: { num: 1, den: 1 }, example: 'calm' }], total: { num: 1, den: 1 }, leaves: 1 })
  })

  it('agrees with 100,000 seeded runs within 4 standard errors (same code, real dice)', () => {
    // A small SK-like attack: 2d6 to hit; on 8+ one combat die adds a skull on 4–6; on 12 a d10 crit.
    const attack = (dice: DiceSource): string => {
      const toHit = rollTotal(dice, d6(), 2, 'to hit')
      if (toHit < 8) return 'miss'
      const skulls = 1 + dice.roll(combatDie(), 'extra').value
      if (toHit === 12 && dice.roll(d10(), 'crit').value >= 9) return `${skulls} crit`
      return `${skulls}`
    }
    const dist = enumerateOutcomes(attack, (s) => s)
    const runs = 100_000
    const dice = new SeededDice(seedRng('monte-carlo'))
    const freq = new Map<string, number>()
    for (let i = 0; i < runs; i++) {
      const k = attack(dice)
      freq.set(k, (freq.get(k) ?? 0) + 1)
    }
    expect([...freq.keys()].sort()).toEqual(dist.outcomes.map((o) => o.key).sort())
    for (const o of dist.outcomes) {
      const p = toFloat(o.probability)
      const se = Math.sqrt((p * (1 - p)) / runs)
      expect(Math.abs((freq.get(o.key) ?? 0) / runs - p)).toBeLessThan(4 * se)
    }
    // P(2d6 ≥ 8) = 15/36, P(12) = 1/36, crit (d10 ≥ 9) = 1/5 on a 12, extra skull = 1/2:
    // hit without crit = 15/36 − 1/180 = 37/90, halved per skull count; crit = 1/180, halved.
    expect(table(dist)).toEqual({ '1': '37/180', '2': '37/180', miss: '7/12', '1 crit': '1/360', '2 crit': '1/360' })
  })

  it('is fast: the branching function enumerates in well under a millisecond', () => {
    for (let i = 0; i < 200; i++) enumerateOutcomes(branching, String) // warm up the JIT
    const runs = 2000
    const start = performance.now()
    for (let i = 0; i < runs; i++) enumerateOutcomes(branching, String)
    const perCall = (performance.now() - start) / runs
    // About 40 µs here (266 leaves, 998 rolls replayed); the bound is generous for a busy CI machine.
    expect(perCall).toBeLessThan(1)
  })

  it('guards runaway trees: maxLeaves and maxDepth throw dice/too-many-outcomes', () => {
    const eight = (dice: DiceSource) => rollTotal(dice, d6(), 8, '8d6')
    expect(codeOf(() => enumerateOutcomes(eight, String, { maxLeaves: 1000 }))).toBe('dice/too-many-outcomes')
    const untilSix = (dice: DiceSource) => {
      let n = 1
      while (dice.roll(d6(), 'until 6').value !== 6) n++
      return n
    }
    expect(codeOf(() => enumerateOutcomes(untilSix, String, { maxDepth: 10 }))).toBe('dice/too-many-outcomes')
    // With the default maxDepth, a d6 path becomes too improbable for exact fractions first.
    expect(codeOf(() => enumerateOutcomes(untilSix, String))).toBe('dice/overflow')
    expect(codeOf(() => enumerateOutcomes(eight, String, { maxLeaves: 0 }))).toBe('dice/invalid-argument')
  })

  it('refuses functions that depend on something besides their dice (dice/nondeterministic)', () => {
    let calls = 0
    const drifting = (dice: DiceSource) => dice.roll(calls++ % 2 === 0 ? d6() : d10(), 'drift').value
    expect(codeOf(() => enumerateOutcomes(drifting, String))).toBe('dice/nondeterministic')
    let n = 0
    const shrinking = (dice: DiceSource) => rollTotal(dice, d6(), n++ === 0 ? 2 : 1, 'shrink')
    expect(codeOf(() => enumerateOutcomes(shrinking, String))).toBe('dice/nondeterministic')
  })

  it('reports dice/overflow for a path too improbable for exact safe-integer fractions', () => {
    const longShot = (dice: DiceSource) => {
      let ones = 0
      while (ones < 25 && dice.roll(d6(), 'again on 1').value === 1) ones++
      return ones
    }
    expect(codeOf(() => enumerateOutcomes(longShot, String))).toBe('dice/overflow')
  })

  it('sums exactly when denominators share no factor (bigint accumulation path)', () => {
    // One key collects 1/(2·7^k) and 1/(2·11^m) leaves: their running lcm exceeds 2^53.
    const mixed = (dice: DiceSource) => {
      const die = dice.roll(d6(), 'which').value <= 3 ? dN(7) : dN(11)
      for (let i = 0; i < 14 && dice.roll(die, 'chain').face === 1; i++);
      return 'done'
    }
    const dist = enumerateOutcomes(mixed, (s) => s)
    expect(dist.outcomes).toEqual([{ key: 'done', probability: { num: 1, den: 1 }, example: 'done' }])
  })
})

describe('core/dice enumerateOutcomes: merge points', () => {
  /** Five d6 summed, with or without a merge on the running sum after each die. */
  const sumOfFive = (merge: boolean) => (dice: DiceSource) => {
    let sum = 0
    for (let i = 0; i < 5; i++) {
      sum += dice.roll(d6(), 'sum').value
      if (merge) dice.merge?.(String(sum))
    }
    return sum
  }

  it('merging paths that reach the same key gives the same exact distribution with far fewer runs', () => {
    const plain = enumerateOutcomes(sumOfFive(false), String)
    const merged = enumerateOutcomes(sumOfFive(true), String)
    expect(merged.outcomes.map((o) => [o.key, o.probability])).toEqual(plain.outcomes.map((o) => [o.key, o.probability]))
    expect(plain.leaves).toBe(6 ** 5)
    expect(merged.leaves).toBeLessThan(300) // 6 faces from each of the running sums: 276
  })

  it('merges after pools and totals, nested and chained, with the result of the first path reaching a key', () => {
    // Two attacks in a row: a pool of hits, then a total of damage per hit; the second attack's size depends on the first's damage.
    const attack = (dice: DiceSource, n: number) => {
      const hits = rollPool(dice, { die: d6(), n, reason: 'hits', classes: [0, 0, 0, 1, 1, 1] }).counts[1]!
      return poolTotal(dice, [{ die: d6(), n: hits, values: [0, 1, 1, 2, 2, 3] }], 'damage').total
    }
    const chain = (merge: boolean) => (dice: DiceSource) => {
      const first = attack(dice, 4)
      if (merge) dice.merge?.(`first:${first}`)
      const second = attack(dice, Math.max(0, 4 - first))
      if (merge) dice.merge?.(`total:${first + second}`)
      return { total: first + second, extra: dice.roll(d6(), 'extra').value > 3 }
    }
    const key = (r: { total: number; extra: boolean }) => `${r.total}:${r.extra}`
    const plain = enumerateOutcomes(chain(false), key)
    const merged = enumerateOutcomes(chain(true), key)
    expect(merged.outcomes.map((o) => [o.key, o.probability])).toEqual(plain.outcomes.map((o) => [o.key, o.probability]))
    expect(merged.leaves).toBeLessThan(plain.leaves / 2)
  })

  it('merges exactly where the path weights are past safe denominators (products cancelled crosswise, bigints)', () => {
    // A bonus die, then 11 or 12 attack dice, a merge on the hits, then one damage die per hit: the
    // paths of ten or more hits have denominators past 2^53 unless cancelled.
    const attack = (merge: boolean) => (dice: DiceSource) => {
      const bonus = rollPool(dice, { die: d6(), n: 1, reason: 'bonus', classes: [0, 0, 0, 0, 1, 1] }).counts[1]!
      const c = rollPool(dice, { die: d6(), n: 11 + bonus, reason: 'hits', classes: [0, 0, 0, 1, 1, 2] }).counts
      if (merge) dice.merge?.(`${c[1]}:${c[2]}`)
      const hp = poolTotal(dice, [{ die: d6(), n: c[2]!, values: [1, 1, 1, 1, 1, 2] }, { die: d6(), n: c[1]!, values: [0, 0, 1, 1, 1, 2] }], 'damage').total
      return `${c[1]! + c[2]!}:${hp}`
    }
    const plain = enumerateOutcomes(attack(false), (k) => k)
    const merged = enumerateOutcomes(attack(true), (k) => k)
    expect(merged.outcomes.map((o) => [o.key, o.probability])).toEqual(plain.outcomes.map((o) => [o.key, o.probability]))
    expect(merged.leaves).toBeLessThan(plain.leaves)
    expect(plain.outcomes.some((o) => typeof o.probability.den === 'bigint' || o.probability.den > 2 ** 40)).toBe(true)
  })

  it('a source without merge (play, tests) is not concerned: the call is optional', () => {
    const dice = new ScriptedDice([1, 2, 3, 4, 5])
    expect(sumOfFive(true)(dice)).toBe(15)
  })
})
