import { applyAction, checkAction, cloneState, findUnit, ScriptedDice } from '@hexes/core'
import { skState } from '@hexes/plugin-skirmish'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { isFleeing } from '../state/MoraleState'
import type { MoraleTestData } from '../test/MoraleTestData'
import { charge, eventsOf, moraleGame, shoot, toShooting, type MoraleTestUnit } from '../testing/moraleFixtures'

installMatchers()

const testsOf = (t: ReturnType<typeof moraleGame>) => eventsOf(t, 'sk-morale/test').map((e) => ({ ...(e.test as MoraleTestData), unit: e.unit, trigger: e.trigger, ruleId: e.ruleId }))

describe('skirmish-morale/triggers', () => {
  it('SK-MORALE-15 the general killed: every unit of his army tests panic at once, undead excepted (GAP-SK-31)', () => {
    const units: MoraleTestUnit[] = [
      { id: 'a1', type: 'bowmen', hex: '5,9' },
      { id: 'g', side: 'b', type: 'general', hex: '5,5', stats: { sk: { hp: 1 } } },
      { id: 'b2', side: 'b', type: 'levy', hex: '8,3' },
      { id: 'b3', side: 'b', type: 'skeletons', hex: '2,3' },
      { id: 'b4', side: 'b', type: 'duo', hex: '10,1' },
    ]
    // Volley at an isolated figure: one die fewer (SK-MISSILE-9), 5 hits; the damage die 6 kills the 1-HP general. Then b2 tests 3 (holds), b4 tests 9 (flees, flight die 2).
    const t = toShooting(moraleGame({ units }, [5, 6, 3, 9, 2]))
    t.play(shoot('a1', 'g'))
    expect(t.unit('g').status).toBe('eliminated')
    expect(eventsOf(t, 'sk-morale/general-killed')).toEqual([expect.objectContaining({ unit: 'g', side: 'b', ruleId: 'SK-MORALE-15' })])
    expect(testsOf(t).map((x) => [x.unit, x.trigger, x.ruleId, x.total, x.passed])).toEqual([['b2', 'panic:general-killed', 'SK-MORALE-15', 3, true], ['b4', 'panic:general-killed', 'SK-MORALE-15', 9, false]])
    expect(isFleeing(t.unit('b4'))).toBe(true)
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-MORALE-15 without the morale rules the same volley kills the general and nobody tests (the plugin is optional)', () => {
    const t = toShooting(moraleGame({ withoutMorale: true, units: [{ id: 'a1', type: 'bowmen', hex: '5,9' }, { id: 'g', side: 'b', type: 'general', hex: '5,5', stats: { sk: { hp: 1 } } }, { id: 'b2', side: 'b', type: 'levy', hex: '8,3' }] }, [5, 6]))
    t.play(shoot('a1', 'g'))
    expect(t.unit('g').status).toBe('eliminated')
    expect(eventsOf(t, 'sk-morale/test')).toEqual([])
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-MORALE-16 a unit that loses more than 50 % in one attack tests panic: 10 HP losing 6 tests, losing exactly 5 does not (GAP-SK-13)', () => {
    const units: MoraleTestUnit[] = [{ id: 'a1', type: 'archers', hex: '5,9' }, { id: 'b1', side: 'b', hex: '5,5' }]
    // Eight dice: six 4s hit, two 1s miss; six damage dice of 2 → 1 HP each. Then the panic die 4 (holds, Cd 7).
    const six = toShooting(moraleGame({ units }, [4, 4, 4, 4, 4, 4, 1, 1, 2, 2, 2, 2, 2, 2, 4]))
    six.play(shoot('a1', 'b1'))
    expect(eventsOf(six, 'sk/hp-lost').at(-1)).toMatchObject({ unit: 'b1', amount: 6, before: 10 })
    expect(testsOf(six)).toEqual([expect.objectContaining({ unit: 'b1', trigger: 'panic:heavy-losses', ruleId: 'SK-MORALE-16', total: 4, passed: true })])
    expect(six.diceLeft()).toBe(0)
    const five = toShooting(moraleGame({ units }, [4, 4, 4, 4, 4, 1, 1, 1, 2, 2, 2, 2, 2]))
    five.play(shoot('a1', 'b1'))
    expect(eventsOf(five, 'sk/hp-lost').at(-1)).toMatchObject({ amount: 5, before: 10 })
    expect(testsOf(five)).toEqual([])
    expect(five.diceLeft()).toBe(0)
  })

  it('SK-MORALE-16 (SK-MORALE-22) a skeleton unit losing 80 % in one attack takes no test', () => {
    const t = toShooting(moraleGame({ units: [{ id: 'a1', type: 'archers', hex: '5,9' }, { id: 'b1', side: 'b', type: 'skeletons', hex: '5,5' }] }, [4, 4, 4, 4, 1, 1, 1, 1, 2, 2, 2, 2]))
    t.play(shoot('a1', 'b1'))
    expect(eventsOf(t, 'sk/hp-lost').at(-1)).toMatchObject({ amount: 4, before: 5 })
    expect(testsOf(t)).toEqual([])
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-MORALE-17 a friend of at least 2 HP fleeing less than 4 paces away makes a unit test: 2 HP at gap 2 tests; 1 HP, or gap 4, does not (R-08: from its hex before the flight)', () => {
    // The test is ordered for turn 2: the flight happens in an action (side b's last end of phase), whose events the rules react to.
    const game = (hp: number, nearHex: string, dice: number[]) => {
      const t = moraleGame({
        units: [{ id: 'a1', type: 'levy', hex: '5,8', stats: { sk: { hp } } }, { id: 'a2', hex: nearHex }, { id: 'b1', side: 'b', type: 'duo', hex: '5,1' }],
        morale: { orderedTests: [{ unit: 'a1', turn: 2 }] },
      }, dice)
      t.advanceUntil((s) => s.turn.turn === 2)
      return t
    }
    // a1 fails its ordered test (9 ≥ 6) and flees (flight die 1); a2, two hexes away (gap 2), tests: 3 holds.
    const near = game(2, '5,10', [9, 1, 3])
    expect(testsOf(near).map((x) => [x.unit, x.trigger, x.ruleId])).toEqual([['a1', 'panic:ordered', 'SK-MORALE-19'], ['a2', 'panic:friend-fled', 'SK-MORALE-17']])
    expect(eventsOf(near, 'sk-morale/flees')[0]).toMatchObject({ unit: 'a1', hex: '5,8', hp: 2 })
    expect(near.diceLeft()).toBe(0)
    const weak = game(1, '5,10', [9, 1])
    expect(testsOf(weak).map((x) => x.unit)).toEqual(['a1'])
    expect(weak.diceLeft()).toBe(0)
    // Three hexes away: gap 4, not "less than 4 paces".
    const far = game(2, '5,11', [9, 1])
    expect(testsOf(far).map((x) => x.unit)).toEqual(['a1'])
    expect(far.diceLeft()).toBe(0)
  })

  it('SK-MORALE-18 a unit charged in the rear takes exactly one panic test (the event of SK-CHARGE-11), rolled at once in the other side’s turn', () => {
    const t = moraleGame({ units: [{ id: 'a1', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3', facing: 0 }] }, [3])
    t.play(charge('a1', 'b1'))
    expect(testsOf(t)).toEqual([expect.objectContaining({ unit: 'b1', trigger: 'panic:rear-charge', ruleId: 'SK-MORALE-18', total: 3, passed: true })])
    expect(t.state.pending).toEqual([])
    expect(t.diceLeft()).toBe(0)
    // From the front: no test.
    const front = moraleGame({ units: [{ id: 'a1', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3', facing: 3 }] }, [])
    front.play(charge('a1', 'b1'))
    expect(testsOf(front)).toEqual([])
  })

  it('SK-MORALE-18 (SK-MELEE-6, R-17) a charge into a locked melee tests panic; in the rear as well, still one test', () => {
    const t = moraleGame({ units: [{ id: 'a1', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3', facing: 3 }, { id: 'a2', hex: '3,2', facing: 3 }] })
    const locked = cloneState(t.state)
    const p = skState(locked).melees.find((m) => m.units.includes('b1'))!
    p.attacks = [2, 2]
    p.locked = true
    const play = (state: typeof locked, dice: number[]) => {
      const checked = checkAction(t.game.rules, state, charge('a1', 'b1'))
      if ('ok' in checked) throw new Error(checked.message)
      return applyAction(t.game.rules, state, checked, new ScriptedDice(dice))
    }
    const r = play(locked, [2])
    expect(r.events.filter((e) => e.type === 'sk-morale/test')).toEqual([expect.objectContaining({ unit: 'b1', trigger: 'panic:charged-in-melee', ruleId: 'SK-MELEE-6' })])
    const rear = cloneState(locked)
    findUnit(rear, 'b1')!.facing = 0
    const both = play(rear, [2])
    expect(both.events.filter((e) => e.type === 'sk-morale/test')).toEqual([expect.objectContaining({ trigger: 'panic:rear-charge', ruleId: 'SK-MORALE-18' })])
  })
})
