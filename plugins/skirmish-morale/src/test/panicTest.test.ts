import { EngineError, findUnit, runMoraleTest, ScriptedDice } from '@hexes/core'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { isFleeing } from '../state/MoraleState'
import { eventsOf, moraleGame, type MoraleTestUnit } from '../testing/moraleFixtures'
import type { MoraleTestData } from './MoraleTestData'

installMatchers()

/** An enemy far away in the north-west corner, so that a flight has somewhere to flee from. */
const FAR_ENEMY: MoraleTestUnit = { id: 'b9', side: 'b', type: 'duo', hex: '0,0' }

/** A game where the scenario orders panic tests on turn 1 (taken as side a's first step starts, with the first dice). */
const ordered = (units: MoraleTestUnit[], tests: string[], dice: number[]) =>
  moraleGame({ units: [...units, FAR_ENEMY], morale: { orderedTests: tests.map((unit) => ({ unit, turn: 1 })) } }, dice)

const testsOf = (t: ReturnType<typeof moraleGame>) => eventsOf(t, 'sk-morale/test').map((e) => e.test as MoraleTestData)

describe('skirmish-morale/panic test', () => {
  it('SK-MORALE-19 a panic test rolls 1d10: below Cd nothing happens, equal or above the unit flees (GAP-SK-32: Cd 8, 7 holds, 8 flees)', () => {
    const holds = ordered([{ id: 'a1', type: 'veterans', hex: '6,10' }], ['a1'], [7])
    expect(testsOf(holds)).toEqual([expect.objectContaining({ kind: 'panic', ruleId: 'SK-MORALE-19', dice: [7], total: 7, cd: 8, cdSource: 'own', passed: true })])
    expect(isFleeing(holds.unit('a1'))).toBe(false)
    expect(holds.diceLeft()).toBe(0)
    // 8 fails, then the flight die (SK-MORALE-1).
    const flees = ordered([{ id: 'a1', type: 'veterans', hex: '6,10' }], ['a1'], [8, 3])
    expect(testsOf(flees)).toEqual([expect.objectContaining({ dice: [8], total: 8, cd: 8, passed: false })])
    expect(isFleeing(flees.unit('a1'))).toBe(true)
    expect(flees.diceLeft()).toBe(0)
  })

  it('SK-MORALE-19 each test is an event with its dice, the Cd used and its source, rendered in English and French', () => {
    const t = ordered([{ id: 'a1', type: 'veterans', hex: '6,10' }], ['a1'], [7])
    const e = eventsOf(t, 'sk-morale/test')[0]!
    expect(e).toMatchObject({ unit: 'a1', side: 'a', trigger: 'panic:ordered', ruleId: 'SK-MORALE-19', test: { source: 'skirmish-morale', dice: [7], kept: [7], bonus: 0, cd: 8, cdSource: 'own' } })
    expect(t.log()).toContain('panic test (panic:ordered), 7 = 7 against Cd 8: holds')
  })

  it('SK-MORALE-20 a unit less than 12 paces from its general tests on his Cd: Cd 6, general Cd 9 at gap 10 uses 9; at gap 12 it uses 6', () => {
    // Gap = (hex distance − 1) × 2 paces: distance 6 is a gap of 10, distance 7 of 12.
    const near = ordered([{ id: 'a1', type: 'levy', hex: '5,10' }, { id: 'g', type: 'general', hex: '5,4' }], ['a1'], [8])
    expect(testsOf(near)).toEqual([expect.objectContaining({ total: 8, cd: 9, cdSource: 'general', general: 'g', passed: true })])
    const far = ordered([{ id: 'a1', type: 'levy', hex: '5,10' }, { id: 'g', type: 'general', hex: '5,3' }], ['a1'], [8, 1])
    expect(testsOf(far)).toEqual([expect.objectContaining({ total: 8, cd: 6, cdSource: 'own', passed: false })])
  })

  it('SK-MORALE-20 of two generals within 12 paces the unit uses the better Cd, whichever comes first', () => {
    // The necromancer (Cd 8, a general too) comes first in unit order; the general (Cd 9) is also in reach.
    const t = ordered([{ id: 'a1', type: 'levy', hex: '5,10' }, { id: 'n', type: 'necromancer', hex: '5,6' }, { id: 'g', type: 'general', hex: '5,5' }], ['a1'], [8])
    expect(testsOf(t)).toEqual([expect.objectContaining({ total: 8, cd: 9, cdSource: 'general', general: 'g', passed: true })])
  })

  it('SK-MORALE-20 (GAP-SK-31) a fleeing general lends no Cd', () => {
    // The general fails first (9 ≥ 9) and flees; then the levy tests on its own Cd 6.
    const t = ordered([{ id: 'a1', type: 'levy', hex: '5,10' }, { id: 'g', type: 'general', hex: '5,6' }], ['g', 'a1'], [9, 1, 8, 1])
    expect(testsOf(t).map((d) => [d.cd, d.cdSource, d.passed])).toEqual([[9, 'own', false], [6, 'own', false]])
    expect(isFleeing(t.unit('g'))).toBe(true)
  })

  it('SK-MORALE-21 a unit less than 12 paces from its great banner re-rolls a failed test once, and the second result stands', () => {
    const saved = ordered([{ id: 'a1', type: 'levy', hex: '5,10' }, { id: 'flag', type: 'banner', hex: '5,4' }], ['a1'], [9, 3])
    expect(testsOf(saved)).toEqual([expect.objectContaining({ dice: [3], total: 3, passed: true, rerolled: true, banner: 'flag', first: { dice: [9], kept: [9], total: 9 } })])
    expect(isFleeing(saved.unit('a1'))).toBe(false)
    // The re-roll fails too: no third roll, the unit flees (the next die is its flight).
    const lost = ordered([{ id: 'a1', type: 'levy', hex: '5,10' }, { id: 'flag', type: 'banner', hex: '5,4' }], ['a1'], [9, 9, 2])
    expect(testsOf(lost)).toEqual([expect.objectContaining({ dice: [9], passed: false, rerolled: true })])
    expect(isFleeing(lost.unit('a1'))).toBe(true)
    expect(lost.diceLeft()).toBe(0)
    // At gap 12 from the banner: no re-roll.
    const far = ordered([{ id: 'a1', type: 'levy', hex: '5,10' }, { id: 'flag', type: 'banner', hex: '5,3' }], ['a1'], [9, 2])
    expect(testsOf(far)).toEqual([expect.not.objectContaining({ rerolled: true })])
    expect(far.diceLeft()).toBe(0)
  })

  it('SK-MORALE-22 undead are immune to every morale test: no die, no test, whatever the trigger', () => {
    const t = moraleGame({ units: [{ id: 'a1', type: 'skeletons', hex: '5,10' }, FAR_ENEMY] })
    const u = findUnit(t.state, 'a1')!
    for (const trigger of ['panic:heavy-losses', 'combat:3', 'fear', 'terror', 'rally']) {
      const dice = new ScriptedDice([])
      expect(runMoraleTest(t.game.rules, t.state, u, trigger, dice).result.key).toBe('immune')
    }
  })

  it('SK-MORALE-22 (GAP-SK-30) a scenario that orders a test on an undead unit is refused with the rule id and the path of the field', () => {
    let caught: unknown
    try {
      ordered([{ id: 'a1', type: 'skeletons', hex: '5,10' }], ['a1'], [])
    } catch (e) {
      caught = e
    }
    expect(caught).toBeInstanceOf(EngineError)
    expect((caught as EngineError).issues).toEqual([expect.objectContaining({ path: 'plugins[1].config.orderedTests[0].unit', message: expect.stringContaining('SK-MORALE-22') })])
  })
})
