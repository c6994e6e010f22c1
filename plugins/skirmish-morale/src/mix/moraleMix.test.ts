import { checkAction, EngineError, findUnit, runMoraleTest, ScriptedDice, type GameEvent } from '@hexes/core'
import { skState } from '@hexes/plugin-skirmish'
import { installMatchers, type TestGame } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { isFleeing } from '../state/MoraleState'
import { mixMoraleGame } from '../testing/mixFixtures'

installMatchers()

const eventsOf = (t: TestGame, type: string): GameEvent[] => t.game.events.filter((e) => e.type === type)
const hpOf = (t: TestGame, id: string) => (t.unit(id).stats as { sk: { hp: number } }).sk.hp
const reducedOf = (t: TestGame, id: string) => (t.unit(id).stats as { 'hexes-med'?: { reduced?: boolean } })['hexes-med']?.reduced === true
const toCombat = (t: TestGame) => t.advanceUntil((s) => s.turn.phase === 'combat' && s.turn.activeSide === 'a')
const melee = (attacker: string, defender: string, side = 'a') => ({ type: 'attack', side, attackers: [attacker], defender, mode: 'melee' })
const faceFear = (unit: string, target: string, side = 'a') => ({ type: 'sk-morale/face-fear', side, unit, target })
/**
 * Plays to side a's movement phase of turn 2, where its ordered tests are taken: a test the
 * scenario orders for turn 1 is taken as the game is set up, whose events the rules do not react to.
 */
const toTurn2 = (t: TestGame) => t.advanceUntil((s) => s.turn.turn === 2)
const rejection = (t: TestGame, action: unknown) => {
  const r = checkAction(t.game.rules, t.state, action)
  return 'ok' in r ? r : undefined
}

/** The scenario orders a panic test on a1 at the start of turn 1 (side a's movement phase); b9 far away in the north. */
const ordered = (dice: number[], o: { a1?: Record<string, unknown>; morale?: Record<string, unknown>; leaders?: { id: string; side: string; name: string; unit: string }[] } = {}) =>
  mixMoraleGame({
    units: [{ id: 'a1', hex: '3,5', ...o.a1 }, { id: 'b9', side: 'b', hex: '3,0' }],
    ...(o.leaders ? { leaders: o.leaders } : {}),
    morale: { orderedTests: [{ unit: 'a1', turn: 1 }], ...o.morale },
  }, dice)

describe('skirmish-morale/mix with HEXES Med', () => {
  it.each([
    [2, 'none', '3,5', 6],
    [3, 'retreat', '4,6', 6],
    [4, 'reduce', '3,5', 3],
  ])('I-03 an SK trigger on an HM-model unit runs HEXES Med\u2019s test, d6 against F 3 (no d10, no flight): %i is %s', (roll, key, hex, hp) => {
    const t = ordered([roll])
    expect(eventsOf(t, 'sk-morale/hm-test')).toEqual([expect.objectContaining({ ruleId: 'I-03', calledBy: 'SK-MORALE-19', unit: 'a1', trigger: 'panic:ordered', key, test: expect.objectContaining({ roll, strength: 3, value: 3 }) })])
    expect(eventsOf(t, 'sk-morale/test')).toEqual([])
    expect(t.unit('a1').hex).toBe(hex)
    expect(hpOf(t, 'a1')).toBe(hp)
    expect(reducedOf(t, 'a1')).toBe(key === 'reduce')
    expect(isFleeing(t.unit('a1'))).toBe(false)
    expect(t.diceLeft()).toBe(0)
  })

  it('I-03 HM-LDR-2: on a HEXES Med test the HM leader gives +1 (F 3 + 1: a 3 has no effect); a reduced unit that fails is eliminated, its leader with it', () => {
    const duke = [{ id: 'duke', side: 'a', name: 'Duke', unit: 'a1' }]
    const held = ordered([3], { leaders: duke })
    expect(eventsOf(held, 'sk-morale/hm-test')[0]).toMatchObject({ key: 'none', test: { value: 4 }, modifiers: [expect.objectContaining({ ruleId: 'HM-LDR-2', value: 1 })] })
    const lost = ordered([6], { leaders: duke, a1: { reduced: true }, morale: { orderedTests: [{ unit: 'a1', turn: 2 }] } })
    toTurn2(lost)
    expect(eventsOf(lost, 'sk-morale/hm-test')[0]).toMatchObject({ key: 'reduce', test: { eliminates: true } })
    expect(lost.unit('a1').status).toBe('eliminated')
    expect(lost.state.leaders[0]!.status).toBe('eliminated')
  })

  it('I-03 a HEXES Med retreat the test calls for is made at once (no decision waits), away from the enemy; with no hex free it costs a step (GAP-HM-11)', () => {
    // Boxed in: friends on every side but the north, where b1 stands in front of a1 with its zone of control around it.
    const t = mixMoraleGame({
      units: [{ id: 'a1', hex: '3,5' }, { id: 'b1', side: 'b', hex: '3,4' }, { id: 'a2', hex: '2,5' }, { id: 'a3', hex: '4,5' }, { id: 'a4', hex: '3,6' }, { id: 'a5', hex: '2,6' }, { id: 'a6', hex: '4,6' }],
      morale: { orderedTests: [{ unit: 'a1', turn: 1 }] },
    }, [3])
    expect(t.state.pending).toEqual([])
    expect(eventsOf(t, 'sk-morale/retreat-blocked')).toEqual([expect.objectContaining({ unit: 'a1', ruleId: 'GAP-HM-11' })])
    expect(t.unit('a1').hex).toBe('3,5')
    expect(hpOf(t, 'a1')).toBe(3)
  })

  it('I-03 an HM DM or AM result on an SK-model unit runs a panic test (SK-MORALE-19): 1d10 against its Cd 7, without the HM leader\u2019s +1; an HM-model unit of the same game takes HEXES Med\u2019s', () => {
    const t = mixMoraleGame({
      units: [{ id: 'a1', hex: '3,5' }, { id: 'a2', type: 'light-infantry', hex: '5,5' }, { id: 'b9', side: 'b', hex: '3,0' }],
      leaders: [{ id: 'duke', side: 'a', name: 'Duke', unit: 'a1' }],
      morale: { mix: { skModel: ['heavy-infantry'] } },
    })
    const { rules, state } = t.game
    const sk = (trigger: string, die: number) => runMoraleTest(rules, state, findUnit(state, 'a1')!, trigger, new ScriptedDice([die])).result
    expect(sk('DM', 6)).toMatchObject({ key: 'hold', data: { source: 'skirmish-morale', kind: 'panic', ruleId: 'SK-MORALE-19', dice: [6], cd: 7 } })
    expect(sk('AM', 7)).toMatchObject({ key: 'flee', data: { total: 7, cd: 7, passed: false } })
    const hm = runMoraleTest(rules, state, findUnit(state, 'a2')!, 'DM', new ScriptedDice([2])).result
    expect(hm).toMatchObject({ key: 'retreat', data: { roll: 2, strength: 2, value: 2 } })
  })

  it('I-03 I-06 a scenario that names an unknown unit type in mix.skModel or an unknown leader in mix.generals is refused, naming the field', () => {
    let caught: unknown
    try {
      mixMoraleGame({ units: [{ id: 'a1', hex: '3,5' }], morale: { mix: { skModel: ['heavy-infantry', 'ogres'], generals: ['duke'] } } })
    } catch (e) {
      caught = e
    }
    expect(caught).toBeInstanceOf(EngineError)
    expect((caught as EngineError).issues).toEqual([
      expect.objectContaining({ path: 'plugins[2].config.mix.skModel[1]', message: expect.stringContaining('I-03') }),
      expect.objectContaining({ path: 'plugins[2].config.mix.generals[0]', message: expect.stringContaining('I-06') }),
    ])
  })

  it('I-03 an SK-model unit of a HEXES Med game takes the skirmish test and flees on a failure (1d10, then its flight die)', () => {
    const t = ordered([7, 2], { morale: { mix: { skModel: ['heavy-infantry'] } } })
    expect(eventsOf(t, 'sk-morale/test')).toEqual([expect.objectContaining({ unit: 'a1', test: expect.objectContaining({ kind: 'panic', dice: [7], cd: 7, passed: false }) })])
    expect(eventsOf(t, 'sk-morale/hm-test')).toEqual([])
    expect(isFleeing(t.unit('a1'))).toBe(true)
    expect(t.diceLeft()).toBe(0)
  })

  it('R-16 the post-melee test (SK-MORALE-8/9) of an HM-model unit is HEXES Med\u2019s test: the loser of 2 HP to 0 rolls a d6 against F, a 3 retreats it', () => {
    const t = mixMoraleGame({ units: [{ id: 'a1', hex: '3,3' }, { id: 'b1', side: 'b', hex: '3,2' }, { id: 'b9', side: 'b', hex: '7,0' }] }, [6, 1, 1, 6, 1, 1, 1, 3])
    toCombat(t)
    // a1 hits once (6, 1, 1) for 2 HP (damage die 6); b1 misses three times; b1 lost more: its test is HEXES Med's.
    t.play(melee('a1', 'b1'))
    expect(eventsOf(t, 'sk-morale/hm-test')).toEqual([expect.objectContaining({ unit: 'b1', calledBy: 'SK-MORALE-9', trigger: 'combat:2', key: 'retreat', test: expect.objectContaining({ roll: 3, value: 3 }) })])
    expect(eventsOf(t, 'retreated')).toEqual([expect.objectContaining({ unit: 'b1', from: '3,2', to: '3,1' })])
    expect(t.diceLeft()).toBe(0)
  })

  it('I-03 SK-MORALE-16 an HM-model unit that loses more than half its HP in one attack takes HEXES Med\'s test at once, on its reduced F, then its post-melee test (R-16)', () => {
    const t = mixMoraleGame({ units: [{ id: 'a1', hex: '3,3' }, { id: 'b1', side: 'b', hex: '3,2' }, { id: 'b9', side: 'b', hex: '7,0' }] }, [6, 6, 1, 6, 6, 1, 1, 1, 2])
    toCombat(t)
    // Two hits for 4 HP of 6 (b1 reduced, F 3 → 2); b1 strikes back with one die fewer (1, 1); then its two tests.
    t.play(melee('a1', 'b1'))
    expect(eventsOf(t, 'sk-morale/hm-test').map((e) => [e.trigger, e.calledBy, e.key, (e.test as { value: number }).value])).toEqual([
      ['panic:heavy-losses', 'SK-MORALE-16', 'none', 2],
      ['combat:4', 'SK-MORALE-9', 'retreat', 2],
    ])
    expect(t.diceLeft()).toBe(0)
  })

  it('I-06 a HEXES Med leader who is his army\u2019s general (mix.generals), killed with his unit, makes his army test panic: HEXES Med\u2019s test for each HM-model unit', () => {
    // a1 (reduced, with the duke) fails its ordered test and is eliminated; a2 then tests for the general's death (a 2: no effect).
    const t = mixMoraleGame({
      units: [{ id: 'a1', hex: '3,5', reduced: true }, { id: 'a2', hex: '5,5' }, { id: 'b9', side: 'b', hex: '3,0' }],
      leaders: [{ id: 'duke', side: 'a', name: 'Duke', unit: 'a1' }],
      morale: { orderedTests: [{ unit: 'a1', turn: 2 }], mix: { generals: ['duke'] } },
    }, [6, 2])
    toTurn2(t)
    expect(eventsOf(t, 'sk-morale/general-killed')).toEqual([expect.objectContaining({ ruleId: 'I-06', leader: 'duke', side: 'a' })])
    expect(eventsOf(t, 'sk-morale/hm-test').map((e) => [e.unit, e.calledBy, e.key])).toEqual([['a1', 'SK-MORALE-19', 'reduce'], ['a2', 'SK-MORALE-15', 'none']])
    expect(t.diceLeft()).toBe(0)
  })

  it('I-13 an attacker that fails its fear test may not attack the fear-causing unit in close combat this phase (rejection I-13), and may still shoot it', () => {
    const t = mixMoraleGame({ units: [{ id: 'a1', hex: '3,3' }, { id: 'a2', type: 'archer', hex: '3,4' }, { id: 'b1', side: 'b', type: 'troll', hex: '3,2' }] }, [4])
    toCombat(t)
    expect(rejection(t, melee('a1', 'b1'))).toMatchObject({ code: 'morale/face-fear-first', ruleId: 'I-13' })
    // a1 is HM-model: its fear test is HEXES Med's (I-03), a 4 against F 3 fails; it takes no step loss for it.
    t.play(faceFear('a1', 'b1'))
    expect(eventsOf(t, 'sk-morale/hm-test')).toEqual([expect.objectContaining({ unit: 'a1', calledBy: 'I-13', trigger: 'fear', key: 'reduce' })])
    expect(hpOf(t, 'a1')).toBe(6)
    expect(eventsOf(t, 'sk-morale/dares-not')).toEqual([expect.objectContaining({ unit: 'a1', target: 'b1', ruleId: 'I-13' })])
    expect(rejection(t, melee('a1', 'b1'))).toMatchObject({ code: 'morale/dares-not', ruleId: 'I-13' })
    expect(rejection(t, faceFear('a1', 'b1'))).toMatchObject({ code: 'face-fear/taken', ruleId: 'I-13' })
    expect(rejection(t, { type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'missile' })?.ruleId).not.toBe('I-13')
    expect(rejection(t, { type: 'attack', side: 'a', attackers: ['a2'], defender: 'b1', mode: 'missile' })).toBeUndefined()
    expect(t.diceLeft()).toBe(0)
  })

  it('I-13 a unit that dares not stays out of its side\'s melee against the fear-causer (SK-MELEE-3 calls in every unit in contact): the others attack without it', () => {
    const t = mixMoraleGame({ units: [{ id: 'a1', hex: '3,3' }, { id: 'a2', hex: '4,3' }, { id: 'b1', side: 'b', type: 'troll', hex: '3,2' }] }, [4, 2])
    toCombat(t)
    expect(rejection(t, melee('a2', 'b1'))).toMatchObject({ code: 'morale/face-fear-first', ruleId: 'I-13' })
    t.play(faceFear('a1', 'b1'), faceFear('a2', 'b1'))
    expect(eventsOf(t, 'sk-morale/hm-test').map((e) => [e.unit, e.key])).toEqual([['a1', 'reduce'], ['a2', 'none']])
    expect(rejection(t, { type: 'attack', side: 'a', attackers: ['a1', 'a2'], defender: 'b1', mode: 'melee' })).toMatchObject({ code: 'morale/dares-not' })
    expect(rejection(t, melee('a2', 'b1'))).toBeUndefined()
  })

  it('I-13 an attacker that passes its fear test attacks; the test is taken again in the next combat phase', () => {
    const t = mixMoraleGame({ units: [{ id: 'a1', hex: '3,3' }, { id: 'b1', side: 'b', type: 'troll', hex: '3,2' }] }, [2])
    toCombat(t)
    t.play(faceFear('a1', 'b1'))
    expect(eventsOf(t, 'sk-morale/hm-test')[0]).toMatchObject({ key: 'none' })
    expect(rejection(t, melee('a1', 'b1'))).toBeUndefined()
    t.advanceUntil((s) => s.turn.phase === 'combat' && s.turn.activeSide === 'b')
    expect(t.state.plugins['skirmish-morale']).not.toHaveProperty('faced')
  })

  it('I-13 a defender that fails its fear test makes a HEXES Med retreat before any combat, and the attacker gets no combat', () => {
    const t = mixMoraleGame({ units: [{ id: 'a1', type: 'troll', hex: '3,3' }, { id: 'b1', side: 'b', hex: '3,2' }, { id: 'b9', side: 'b', hex: '7,0' }] }, [3])
    toCombat(t)
    expect(rejection(t, melee('a1', 'b1'))).toMatchObject({ code: 'morale/face-fear-first', ruleId: 'I-13' })
    t.play(faceFear('a1', 'b1'))
    expect(eventsOf(t, 'sk-morale/gives-way')).toEqual([expect.objectContaining({ unit: 'b1', target: 'a1', ruleId: 'I-13' })])
    expect(eventsOf(t, 'retreated')).toEqual([expect.objectContaining({ unit: 'b1', from: '3,2', to: '3,1', ruleId: 'I-13' })])
    expect(hpOf(t, 'b1')).toBe(6)
    expect(skState(t.state).fought).toContain('a1')
    expect(eventsOf(t, 'combatResolved')).toEqual([])
    expect(t.diceLeft()).toBe(0)
  })

  it('I-14 HM-model undead are immune to HEXES Med\u2019s morale tests (no die for an SK trigger or a DM) and still lose HP in combat', () => {
    const t = mixMoraleGame({ units: [{ id: 'a1', hex: '3,3' }, { id: 'b1', side: 'b', type: 'wights', hex: '3,2' }, { id: 'b9', side: 'b', hex: '7,0' }] }, [6, 1, 1, 6, 1, 1, 1])
    const { rules, state } = t.game
    for (const trigger of ['DM', 'AM', 'panic:heavy-losses', 'combat:3', 'fear']) {
      expect(runMoraleTest(rules, state, findUnit(state, 'b1')!, trigger, new ScriptedDice([])).result.key).toBe('immune')
    }
    toCombat(t)
    t.play(melee('a1', 'b1'))
    expect(hpOf(t, 'b1')).toBe(4)
    expect(eventsOf(t, 'sk-morale/hm-test')).toEqual([])
    expect(t.unit('b1').hex).toBe('3,2')
    expect(t.diceLeft()).toBe(0)
  })

  it('I-14 SK-MORALE-23 the necromancer\u2019s death dispels the HM-model undead through the event bus, whatever killed him (here a HEXES Med morale test)', () => {
    const t = mixMoraleGame({
      units: [{ id: 'a1', type: 'necromancer', hex: '3,5', reduced: true }, { id: 'a2', type: 'wights', hex: '5,5' }, { id: 'b9', side: 'b', hex: '3,0' }],
      morale: { orderedTests: [{ unit: 'a1', turn: 2 }] },
    }, [6])
    toTurn2(t)
    expect(t.unit('a1').status).toBe('eliminated')
    expect(eventsOf(t, 'sk-morale/dispelled')).toEqual([expect.objectContaining({ unit: 'a1', units: ['a2'], ruleId: 'SK-MORALE-23' })])
    expect(t.unit('a2').status).toBe('eliminated')
    expect(t.diceLeft()).toBe(0)
  })

  it('I-14 undead dispelled are held out of play for good (mayReturn false: Successive Waves does not gather them), unless mix.swRecyclesDispelled', () => {
    const game = (mix: Record<string, unknown>) => {
      const t = mixMoraleGame({
        units: [{ id: 'a1', type: 'necromancer', hex: '3,5', reduced: true }, { id: 'a2', type: 'wights', hex: '5,5' }, { id: 'b9', side: 'b', hex: '3,0' }],
        morale: { orderedTests: [{ unit: 'a1', turn: 2 }], mix },
      }, [6])
      toTurn2(t)
      const mayReturn = (id: string) => t.game.rules.hooks.mayReturn.call({ state: t.state, rules: t.game.rules, unit: t.unit(id) })
      return { t, mayReturn }
    }
    const held = game({})
    expect(held.t.unit('a2').status).toBe('eliminated')
    expect(held.mayReturn('a2')).toBe(false)
    // The necromancer himself was killed, not dispelled: another rule may bring him back.
    expect(held.mayReturn('a1')).toBeUndefined()
    expect(game({ swRecyclesDispelled: true }).mayReturn('a2')).toBeUndefined()
  })
})
