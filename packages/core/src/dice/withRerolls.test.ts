import { describe, expect, it } from 'vitest'
import { DiceError } from './DiceError'
import type { DiceSource } from './DiceSource'
import { enumerateOutcomes } from './enumerateOutcomes'
import { rational } from './Rational'
import { rollKeep } from './rollKeep'
import { ScriptedDice } from './ScriptedDice'
import { artilleryDie, d10, d6 } from './standardDice'
import { withRerolls } from './withRerolls'

/** SK-MORALE-19 panic test: 1d10 below Cd holds (equal fails, GAP-SK-32). */
const panic = (cd: number) => (dice: DiceSource) => dice.roll(d10(), 'SK-MORALE-19 panic').value < cd
const misfire = (dice: DiceSource) => dice.roll(artilleryDie(), 'SK-WM-3 shot')

describe('core/dice/withRerolls', () => {
  it('SK-MORALE-21: a failed test is re-rolled once and the second result stands', () => {
    const r = withRerolls(new ScriptedDice([9, 8]), panic(8), (held) => !held, 1)
    expect(r).toEqual({ result: false, attempts: [false, false] })
    expect(withRerolls(new ScriptedDice([9, 3]), panic(8), (held) => !held, 1).result).toBe(true)
  })

  it('a passed test is not re-rolled; 0 re-rolls is one attempt', () => {
    const dice = new ScriptedDice([2, 9])
    expect(withRerolls(dice, panic(8), (held) => !held, 3)).toEqual({ result: true, attempts: [true] })
    expect(dice.remaining).toBe(1)
    expect(withRerolls(new ScriptedDice([9]), panic(8), (held) => !held, 0).attempts).toHaveLength(1)
  })

  it('SK-WM-3 banked re-rolls: MISFIRE, MISFIRE, then 4 → the shot proceeds; three misfires → incident', () => {
    const twoBanked = withRerolls(new ScriptedDice([6, 6, 2]), misfire, (r) => r.symbol === 'misfire', 2)
    expect(twoBanked.result.value).toBe(4)
    expect(twoBanked.attempts).toHaveLength(3)
    expect(withRerolls(new ScriptedDice([6, 6, 6]), misfire, (r) => r.symbol === 'misfire', 2).result.label).toBe('MISFIRE')
  })

  it('exact: P(pass) with one re-roll is 1 − (1 − p)², with n re-rolls 1 − (1 − p)^(n+1)', () => {
    // Cd 7 panic test: p = 6/10.
    const once = enumerateOutcomes((dice) => withRerolls(dice, panic(7), (held) => !held, 1).result, String)
    expect(once.outcomes.find((o) => o.key === 'true')?.probability).toEqual(rational(100 - 16, 100))
    const misfires = enumerateOutcomes((dice) => withRerolls(dice, misfire, (r) => r.symbol === 'misfire', 2).result.symbol ?? 'shot', String)
    expect(misfires.outcomes.find((o) => o.key === 'misfire')?.probability).toEqual(rational(1, 216))
    // SK-MORALE-11 fear test (3d6 keep 2 lowest, below Cd 5) with the banner's re-roll, by counts.
    const fear = (dice: DiceSource) => rollKeep(dice, { die: d6(), n: 3, keep: 2, which: 'lowest', reason: 'SK-MORALE-11' }).total < 5
    const single = enumerateOutcomes(fear, String).outcomes.find((o) => o.key === 'false')?.probability
    const rerolled = enumerateOutcomes((dice) => withRerolls(dice, fear, (held) => !held, 1).result, String)
    const fail = single ?? rational(0)
    expect(rerolled.outcomes.find((o) => o.key === 'false')?.probability).toEqual(rational(fail.num * fail.num, fail.den * fail.den))
  })

  it('refuses a bad number of re-rolls (dice/invalid-argument)', () => {
    expect(() => withRerolls(new ScriptedDice([1]), panic(8), () => true, -1)).toThrow(DiceError)
    expect(() => withRerolls(new ScriptedDice([1]), panic(8), () => true, 1.5)).toThrow(DiceError)
  })
})
