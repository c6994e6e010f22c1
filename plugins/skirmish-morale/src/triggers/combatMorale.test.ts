import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { isFleeing } from '../state/MoraleState'
import type { MoraleTestData } from '../test/MoraleTestData'
import { charge, eventsOf, fight, moraleGame, toMelee, type MoraleTestUnit } from '../testing/moraleFixtures'

installMatchers()

const testsOf = (t: ReturnType<typeof moraleGame>) => eventsOf(t, 'sk-morale/test').map((e) => ({ ...(e.test as MoraleTestData), unit: e.unit, trigger: e.trigger, ruleId: e.ruleId }))

/** Two duos (4 HP, Cd 7) in contact from the start: side a strikes first in its melee step, then b strikes back (GAP-SK-08). */
const duel = (dice: number[], b: Partial<MoraleTestUnit> = {}) => toMelee(moraleGame({ units: [{ id: 'a1', type: 'duo', hex: '5,7' }, { id: 'b1', side: 'b', type: 'duo', hex: '5,6', ...b }] }, dice))

describe('skirmish-morale/post-melee test', () => {
  it('SK-MORALE-8 after a melee the side with more casualties rolls 1d6 + (its casualties − the enemy\u2019s) (GAP-SK-11: HP lost that round)', () => {
    // a1: 4 hits, 1 misses; damage 4 → 2 HP. b1 (1 figure left) strikes back: 1 misses. b1 lost 2, a1 0: b1 rolls 1d6 + 2; 4 + 2 = 6 < 7 holds.
    const t = duel([4, 1, 4, 1, 4])
    t.play(fight('a1', 'b1'))
    expect(eventsOf(t, 'sk/melee-result').at(-1)).toMatchObject({ casualties: [0, 2] })
    expect(testsOf(t)).toEqual([expect.objectContaining({ unit: 'b1', trigger: 'combat:2', ruleId: 'SK-MORALE-9', kind: 'combat', dice: [4], bonus: 2, total: 6, cd: 7, passed: true })])
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-MORALE-9 below Cd nothing happens, otherwise the loser flees: Cd 7, total 6 holds, total 7 flees (equal fails)', () => {
    const holds = duel([4, 1, 4, 1, 4])
    holds.play(fight('a1', 'b1'))
    expect(isFleeing(holds.unit('b1'))).toBe(false)
    // 5 + 2 = 7: flees, then its flight die.
    const flees = duel([4, 1, 4, 1, 5, 1])
    flees.play(fight('a1', 'b1'))
    expect(testsOf(flees)).toEqual([expect.objectContaining({ unit: 'b1', total: 7, passed: false })])
    expect(isFleeing(flees.unit('b1'))).toBe(true)
    expect(flees.diceLeft()).toBe(0)
  })

  it('SK-MORALE-8 a tie in casualties means no test, and undead never test (GAP-SK-11, SK-MORALE-22)', () => {
    // Both miss: 0 − 0.
    const tie = duel([1, 1, 1, 1])
    tie.play(fight('a1', 'b1'))
    expect(testsOf(tie)).toEqual([])
    expect(tie.diceLeft()).toBe(0)
    // Skeletons (5 HP) lose 1 of 5 and strike back with their 4 figures: all miss. No post-melee test.
    const t = toMelee(moraleGame({ units: [{ id: 'a1', type: 'duo', hex: '5,7' }, { id: 'b1', side: 'b', type: 'skeletons', hex: '5,6' }] }, [4, 1, 2, 1, 1, 1, 1]))
    t.play(fight('a1', 'b1'))
    expect(eventsOf(t, 'sk/melee-result').at(-1)).toMatchObject({ casualties: [0, 1] })
    expect(testsOf(t)).toEqual([])
    expect(t.diceLeft()).toBe(0)
  })
})

describe('skirmish-morale/fear and terror', () => {
  const charging = (units: MoraleTestUnit[], dice: number[], morale?: Record<string, unknown>) => moraleGame({ units, ...(morale ? { morale } : {}) }, dice)

  it('SK-MORALE-10 a unit charging a unit that causes fear tests before its charge; SK-MORALE-11 3d6 keeping the two lowest: 6, 2, 3 → 5 holds', () => {
    const t = charging([{ id: 'a1', type: 'duo', hex: '3,7' }, { id: 'b1', side: 'b', type: 'troll', hex: '3,3', facing: 3 }], [6, 2, 3])
    t.play(charge('a1', 'b1'))
    expect(testsOf(t)).toEqual([expect.objectContaining({ unit: 'a1', trigger: 'fear', ruleId: 'SK-MORALE-10', kind: 'fear', dice: [6, 2, 3], kept: [2, 3], total: 5, passed: true })])
    expect(t.unit('a1').hex).toBe('3,4')
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-MORALE-11 against fear the unit rolls 3d6 and keeps the two lowest: 6, 6, 1 → 7 fails; 6, 2, 1 → 3 holds', () => {
    // Kept 1 and 6 = 7 ≥ Cd 7: fails (keeping the two highest, 12, would fail too; 1, 2, 6 → 3 holds).
    const fails = charging([{ id: 'a1', type: 'duo', hex: '3,7' }, { id: 'b1', side: 'b', type: 'troll', hex: '3,3', facing: 3 }], [6, 6, 1])
    fails.play(charge('a1', 'b1'))
    expect(testsOf(fails)).toEqual([expect.objectContaining({ kind: 'fear', ruleId: 'SK-MORALE-10', dice: [6, 6, 1], kept: [1, 6], total: 7, passed: false })])
    const holds = charging([{ id: 'a1', type: 'duo', hex: '3,7' }, { id: 'b1', side: 'b', type: 'troll', hex: '3,3', facing: 3 }], [6, 2, 1])
    holds.play(charge('a1', 'b1'))
    expect(testsOf(holds)).toEqual([expect.objectContaining({ kept: [1, 2], total: 3, passed: true })])
    expect(holds.unit('a1').hex).toBe('3,4')
  })

  it('SK-MORALE-13 a failed test while charging cancels the charge: the unit stays where it stood, and the charge is spent', () => {
    const t = charging([{ id: 'a1', type: 'duo', hex: '3,7' }, { id: 'b1', side: 'b', type: 'troll', hex: '3,3', facing: 3 }], [6, 4, 3])
    t.play(charge('a1', 'b1'))
    expect(testsOf(t)).toEqual([expect.objectContaining({ unit: 'a1', total: 7, cd: 7, passed: false })])
    expect(t.unit('a1').hex).toBe('3,7')
    expect(eventsOf(t, 'sk-morale/charge-refused')).toEqual([expect.objectContaining({ unit: 'a1', target: 'b1', ruleId: 'SK-MORALE-13' })])
    expect(isFleeing(t.unit('a1'))).toBe(false)
    expect(t.act(charge('a1', 'b1'))).toBeRejectedWith('charge/already-charged')
  })

  it('SK-MORALE-12 against terror 2d6: charged by a dragon, 4 + 5 = 9 against Cd 7 fails and SK-MORALE-13 the charged unit flees before the melee', () => {
    const t = charging([{ id: 'a1', type: 'dragon', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3', facing: 3 }], [4, 5, 2])
    t.play(charge('a1', 'b1'))
    expect(testsOf(t)).toEqual([expect.objectContaining({ unit: 'b1', trigger: 'terror', ruleId: 'SK-MORALE-13', kind: 'terror', dice: [4, 5], total: 9, passed: false })])
    expect(isFleeing(t.unit('b1'))).toBe(true)
    expect(t.unit('b1').hex).not.toBe('3,3')
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-MORALE-14 only an adversary with more than half as many HP frightens: 10 HP against giants of 5 HP, no test; of 6 HP, a test (GAP-SK-12)', () => {
    const giants = (hp: number, dice: number[]) => charging([{ id: 'a1', hex: '3,7' }, { id: 'b1', side: 'b', type: 'giants', hex: '3,3', facing: 3, stats: { sk: { hp } } }], dice)
    const five = giants(5, [])
    five.play(charge('a1', 'b1'))
    expect(testsOf(five)).toEqual([])
    const six = giants(6, [1, 1, 1])
    six.play(charge('a1', 'b1'))
    expect(testsOf(six)).toEqual([expect.objectContaining({ unit: 'a1', kind: 'fear' })])
    expect(six.diceLeft()).toBe(0)
  })

  it('SK-MORALE-14 terror obeys the HP condition too unless terrorIgnoresHp; fear- and terror-causers are immune to fear (GAP-SK-12)', () => {
    const weak = [{ id: 'a1', type: 'dragon', hex: '3,7', stats: { sk: { hp: 2 } } }, { id: 'b1', side: 'b', hex: '3,3', facing: 3 }] satisfies MoraleTestUnit[]
    const by = charging(weak, [])
    by.play(charge('a1', 'b1'))
    expect(testsOf(by)).toEqual([])
    const ignores = charging(weak, [1, 1], { terrorIgnoresHp: true })
    ignores.play(charge('a1', 'b1'))
    expect(testsOf(ignores)).toEqual([expect.objectContaining({ unit: 'b1', kind: 'terror', passed: true })])
    expect(ignores.diceLeft()).toBe(0)
    // A troll (fear) charging giants (fear): neither tests.
    const trolls = charging([{ id: 'a1', type: 'troll', hex: '3,7' }, { id: 'b1', side: 'b', type: 'giants', hex: '3,3', facing: 3 }], [])
    trolls.play(charge('a1', 'b1'))
    expect(testsOf(trolls)).toEqual([])
  })

  it('SK-MORALE-10 (SK-MORALE-22) undead charging a terror-causer take no test', () => {
    const t = charging([{ id: 'a1', type: 'skeletons', hex: '3,7' }, { id: 'b1', side: 'b', type: 'dragon', hex: '3,3', facing: 3 }], [])
    t.play(charge('a1', 'b1'))
    expect(testsOf(t)).toEqual([])
    expect(t.unit('a1').hex).toBe('3,4')
  })
})
