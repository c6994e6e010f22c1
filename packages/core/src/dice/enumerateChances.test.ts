import { describe, expect, it } from 'vitest'
import { DiceError } from './DiceError'
import { keepLowest, rollMany, rollTotal, type DiceSource } from './DiceSource'
import { enumerateChances, enumerateOutcomes } from './enumerateOutcomes'
import { toFloat } from './Rational'
import { rollPool } from './rollPool'
import { poolTotal } from './poolTotal'
import { d6, dN } from './standardDice'

/** The exact distribution and the float one of `run`, side by side. */
function both<T>(run: (dice: DiceSource) => T, keyOf: (r: T) => string) {
  return { exact: enumerateOutcomes(run, keyOf), chances: enumerateChances(run, keyOf) }
}

describe('core/dice/enumerateChances', () => {
  it('small enumerations: the same outcomes, examples and leaves, each probability the exact fraction as a float', () => {
    const runs: ((dice: DiceSource) => unknown)[] = [
      (dice) => rollTotal(dice, d6(), 2, '2d6'),
      (dice) => {
        const first = dice.roll(d6(), 'first').value
        return first + rollTotal(dice, d6(), first <= 2 ? 0 : first <= 4 ? 1 : first === 5 ? 2 : 3, 'extra')
      },
      (dice) => keepLowest(rollMany(dice, d6(), 3, 'fear'), 2).reduce((s, r) => s + r.value, 0),
    ]
    for (const run of runs) {
      const { exact, chances } = both(run, String)
      expect(chances.leaves).toBe(exact.leaves)
      expect(chances.outcomes.map((o) => [o.key, o.p, o.example])).toEqual(exact.outcomes.map((o) => [o.key, toFloat(o.probability), o.example]))
    }
  })

  it('past safe denominators after merge points: the same outcomes, each within 1e-12 of the exact fraction, summing to 1', () => {
    const attack = (dice: DiceSource) => {
      const bonus = rollPool(dice, { die: d6(), n: 1, reason: 'bonus', classes: [0, 0, 0, 0, 1, 1] }).counts[1]!
      const c = rollPool(dice, { die: d6(), n: 11 + bonus, reason: 'hits', classes: [0, 0, 0, 1, 1, 2] }).counts
      dice.merge?.(`${c[1]}:${c[2]}`)
      const hp = poolTotal(dice, [{ die: d6(), n: c[2]!, values: [1, 1, 1, 1, 1, 2] }, { die: d6(), n: c[1]!, values: [0, 0, 1, 1, 1, 2] }], 'damage').total
      return `${c[1]! + c[2]!}:${hp}`
    }
    const { exact, chances } = both(attack, (k) => k)
    // The exact sums needed bigints here: the float ones went on in floating point.
    expect(exact.outcomes.some((o) => o.probability.big !== undefined)).toBe(true)
    expect(chances.outcomes.map((o) => o.key)).toEqual(exact.outcomes.map((o) => o.key))
    chances.outcomes.forEach((o, i) => {
      const want = toFloat(exact.outcomes[i]!.probability)
      expect(Math.abs(o.p - want)).toBeLessThanOrEqual(1e-12 * Math.max(want, 1e-300) + 1e-300)
    })
    expect(Math.abs(chances.outcomes.reduce((s, o) => s + o.p, 0) - 1)).toBeLessThan(1e-12)
  })

  it('leaf sums past safe integers (denominators with no common factor) go on in floats: one certain outcome', () => {
    const mixed = (dice: DiceSource) => {
      const die = dice.roll(d6(), 'which').value <= 3 ? dN(7) : dN(11)
      for (let i = 0; i < 14 && dice.roll(die, 'chain').face === 1; i++);
      return 'done'
    }
    const { outcomes } = enumerateChances(mixed, (s) => s)
    expect(outcomes).toHaveLength(1)
    expect(outcomes[0]!.p).toBeCloseTo(1, 12)
  })

  it('guards as the exact enumeration does (dice/too-many-outcomes)', () => {
    let code: string | undefined
    try {
      enumerateChances((dice) => rollTotal(dice, d6(), 4, '4d6'), String, { maxLeaves: 100 })
    } catch (e) {
      code = e instanceof DiceError ? e.code : 'other'
    }
    expect(code).toBe('dice/too-many-outcomes')
  })
})
