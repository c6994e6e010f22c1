import { buildRules, checkInvariants, createGame, isEngineError, parseScenario, type EngineError, type GameEvent } from '@hexes/core'
import { playForTexts, textProblems } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import type { SkCombatData } from '../fight/SkCombatData'
import { skirmish } from '../skirmishPlugin'
import { skState } from '../state/SkState'
import { pairOf } from './contacts'
import { threeArmyGame, threeArmyScenario } from './threeArmies.fixture'

/**
 * a1 (a, a duo) faces b1 (b, the troll) north of it; c1 (c, a duo) stands next to both (4,4): a
 * melee of three armies. In a's melee step a1 fights b1 by default, and c must choose a side.
 */
const UNITS = [
  { id: 'a1', type: 'duo', hex: '3,4' },
  { id: 'b1', side: 'b', type: 'troll', hex: '3,3' },
  { id: 'c1', side: 'c', type: 'duo', hex: '4,4', facing: 5 },
]

/** The game in a's melee step, with c's decision pending. */
function atMelee(dice: readonly number[] = [], config?: Record<string, unknown>) {
  const t = threeArmyGame({ units: UNITS, ...(config ? { config } : {}) }, dice)
  t.advanceUntil((s) => (s.turn.phase === 'melee' && s.turn.activeSide === 'a') || s.pending.length > 0)
  return t
}

const combats = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'combatResolved')
const dataOf = (e: GameEvent) => (e as unknown as { outcome: { data: SkCombatData } }).outcome.data
const modifierIds = (e: GameEvent) => (e as unknown as { modifiers: { ruleId: string }[] }).modifiers.map((m) => m.ruleId)

describe('skirmish/melee of three armies', () => {
  it('SK-MELEE-3 a third army in a melee chooses which of the two sides it joins, as a pending decision, before any die is rolled', () => {
    const t = atMelee()
    expect(t.state.turn).toMatchObject({ phase: 'melee', activeSide: 'a' })
    expect(t.state.pending).toEqual([{ kind: 'sk/ally', side: 'c', ruleId: 'SK-MELEE-3', data: { attacker: 'a', primary: 'b1', options: ['b', 'a'], units: ['c1'] } }])
    // Nobody else acts meanwhile, and nothing has been fought.
    expect(t.act({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })).toMatchObject({ ok: false, code: 'decision/pending' })
    expect(t.act({ type: 'sk/ally', side: 'c', join: 'c' })).toMatchObject({ ok: false, code: 'ally/not-a-side', ruleId: 'SK-MELEE-3' })
    expect(t.game.legalActions()).toEqual([{ type: 'sk/ally', side: 'c', join: 'b' }, { type: 'sk/ally', side: 'c', join: 'a' }])
    expect(combats(t.game.events)).toEqual([])
    t.play({ type: 'sk/ally', side: 'c', join: 'a' })
    expect(t.state.pending).toEqual([])
    expect(skState(t.state).allies).toEqual([{ side: 'c', primary: 'b1', joins: 'a' }])
    expect(checkInvariants(t.game.rules, t.state)).toEqual([])
    expect(t.game.events.find((e) => e.type === 'sk/allied')).toMatchObject({ side: 'c', joins: 'a', primary: 'b1', units: ['c1'], ruleId: 'SK-MELEE-3' })
  })

  it('SK-MELEE-3 joined to the attacker, the third army\'s units fight the primary with it and count for its numerical superiority (R-03)', () => {
    // a1: 2 dice at +1 (superiority: 4 figures against the troll's 1) against defence 4: a natural 6 and a 1,
    // its damage die 3 (3 + 2 − 4 = 1: 1 HP). c1: 1, 1. The troll strikes back at a1: 1, 1, 1.
    const t = atMelee([6, 1, 3, 1, 1, 1, 1, 1])
    t.play({ type: 'sk/ally', side: 'c', join: 'a' }, { type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })
    const [fight] = combats(t.game.events)
    expect(dataOf(fight!).sides).toEqual([['a1', 'c1'], ['b1']])
    expect(dataOf(fight!).strikes.map((s) => [s.unit, s.target, s.dice])).toEqual([['a1', 'b1', 2], ['c1', 'b1', 2], ['b1', 'a1', 3]])
    expect(modifierIds(fight!)).toContain('SK-COMBAT-15')
    expect(t.unit('b1').stats.sk!.hp).toBe(3)
    // The allies of that melee are not enemies of each other: their pair made no attack.
    expect(pairOf(t.state, 'a1', 'c1')).toMatchObject({ attacks: [0, 0] })
    expect(pairOf(t.state, 'b1', 'c1')).toMatchObject({ attacks: [1, 1] })
  })

  it('SK-MELEE-4 joined to the primary\'s side, the third army shares its damage (round-robin from the primary) and strikes back with it', () => {
    // a1 alone: 2 vs 3 figures, no superiority: 2 dice against defence 4, two natural 6s; damage 6 and 6 (2 HP each):
    // 4 HP on the troll's side, shared 2 and 2. Return strikes: the troll (3 dice) and c1, one figure left (1 die): all 1s.
    const t = atMelee([6, 6, 6, 6, 1, 1, 1, 1])
    t.play({ type: 'sk/ally', side: 'c', join: 'b' }, { type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })
    const [fight] = combats(t.game.events)
    expect(dataOf(fight!).sides).toEqual([['a1'], ['b1', 'c1']])
    expect(modifierIds(fight!)).not.toContain('SK-COMBAT-15')
    expect(dataOf(fight!).losses).toEqual([{ unit: 'b1', hpLost: 2, figuresLost: 0 }, { unit: 'c1', hpLost: 2, figuresLost: 1 }])
    expect(dataOf(fight!).strikes.map((s) => [s.unit, s.target, s.dice])).toEqual([['a1', 'b1', 2], ['b1', 'a1', 3], ['c1', 'a1', 1]])
    expect(pairOf(t.state, 'a1', 'c1')).toMatchObject({ attacks: [1, 1] })
  })

  it('SK-MELEE-3 the alliance lasts for that melee only: once fought it is gone, and the next melee step asks again', () => {
    const t = atMelee(Array(40).fill(1))
    t.play({ type: 'sk/ally', side: 'c', join: 'a' }, { type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })
    expect(skState(t.state).allies).toBeUndefined()
    expect(t.state.pending).toEqual([])
    // b's melee step: b attacks; a and c are the two other armies. The troll's first enemy is a1: c is asked again.
    t.advanceUntil((s) => s.pending.length > 0 || (s.turn.phase === 'melee' && s.turn.activeSide === 'b'))
    expect(t.state.pending[0]).toMatchObject({ kind: 'sk/ally', side: 'c', data: { attacker: 'b', primary: 'a1', options: ['a', 'b'] } })
  })

  it('SK-MELEE-3 the attacker names another primary opponent (sk/melee): the army that is now third chooses, then the melee is fought', () => {
    // c joins a for the default melee (a1 on the troll); a names c1 instead: b is then the third army.
    const t = atMelee([1, 1, 1, 1, 1, 1, 1, 1])
    t.play({ type: 'sk/ally', side: 'c', join: 'a' })
    expect(t.act({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'c1', mode: 'melee' })).toMatchObject({ ok: false, code: 'melee/allies-undecided', ruleId: 'SK-MELEE-3' })
    expect(t.act({ type: 'sk/melee', side: 'a', attackers: ['a1'], defender: 'b1' })).toMatchObject({ ok: false, code: 'melee/no-third-army' })
    expect(t.game.legalActions().filter((a) => a.type === 'sk/melee')).toEqual([{ type: 'sk/melee', side: 'a', attackers: ['a1'], defender: 'c1' }])
    t.play({ type: 'sk/melee', side: 'a', attackers: ['a1'], defender: 'c1' })
    expect(t.state.pending).toEqual([expect.objectContaining({ kind: 'sk/ally', side: 'b', data: expect.objectContaining({ primary: 'c1', options: ['c', 'a'] }) })])
    expect(combats(t.game.events)).toEqual([])
    t.play({ type: 'sk/ally', side: 'b', join: 'c' })
    const [fight] = combats(t.game.events)
    expect(fight).toMatchObject({ side: 'a', decl: { attackers: ['a1'], defender: 'c1', mode: 'melee' } })
    expect(dataOf(fight!).sides).toEqual([['a1'], ['c1', 'b1']])
    expect(skState(t.state)).not.toHaveProperty('called')
  })

  it('SK-MELEE-3 at the end of the step the melees not declared are fought as the third armies chose', () => {
    const t = atMelee(Array(40).fill(1))
    t.play({ type: 'sk/ally', side: 'c', join: 'b' }, { type: 'end-phase', side: 'a' })
    const [fight] = combats(t.game.events)
    expect(dataOf(fight!).sides).toEqual([['a1'], ['b1', 'c1']])
    // The step's choices end with it.
    expect(skState(t.state)).not.toHaveProperty('allies')
    expect(checkInvariants(t.game.rules, t.state)).toEqual([])
  })

  it('GAP-SK-38 declared teams fight together in every melee without being asked, and are never in melee with each other', () => {
    const t = atMelee([6, 1, 3, 1, 1, 1, 1, 1], { teams: [['a', 'c']] })
    expect(t.state.pending).toEqual([])
    expect(pairOf(t.state, 'a1', 'c1')).toBeUndefined()
    t.play({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })
    expect(dataOf(combats(t.game.events)[0]!).sides).toEqual([['a1', 'c1'], ['b1']])
    // A team-mate is not an enemy to charge.
    const u = threeArmyGame({ units: [{ id: 'a1', hex: '3,7' }, { id: 'c1', side: 'c', hex: '3,3', facing: 3 }], config: { teams: [['a', 'c']] } })
    expect(u.act({ type: 'sk/charge', side: 'a', unit: 'a1', target: 'c1' })).toMatchObject({ ok: false, code: 'charge/friendly-target' })
    // Nor one to shoot at: the volleys go to the other army only.
    const v = threeArmyGame({ units: [{ id: 'a1', type: 'bowmen', hex: '3,6' }, { id: 'c1', side: 'c', type: 'duo', hex: '3,2', facing: 3 }, { id: 'b1', side: 'b', type: 'duo', hex: '6,1' }], config: { teams: [['a', 'c']] } })
    v.advanceUntil((s) => s.turn.phase === 'shooting' && s.turn.activeSide === 'a')
    expect(v.act({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'c1', mode: 'missile' })).toMatchObject({ ok: false, code: 'combat/ally', ruleId: 'GAP-SK-38' })
    expect(v.game.legalActions().filter((a) => a.type === 'attack').map((a) => (a as { defender?: string }).defender)).toEqual(['b1', 'b1'])
  })

  it('GAP-SK-38 validation names a team\'s unknown side, and a side in two teams', () => {
    const bad = threeArmyScenario({ units: UNITS, config: { teams: [['a', 'x'], ['c', 'a']] } })
    let issues: readonly { path: string }[] = []
    try {
      buildRules(parseScenario(bad), [skirmish])
    } catch (e) {
      if (!isEngineError(e)) throw e
      issues = (e as EngineError).issues ?? []
    }
    expect(issues.map((i) => i.path)).toEqual(['plugins[0].config.teams[0][1]', 'plugins[0].config.teams[1][1]'])
  })

  it.each([1, 2])('SK-MELEE-3 random games of three armies (seed %i) answer every choice of side, each text rendered in English and French', (seed) => {
    const units = [
      { id: 'a1', type: 'duo', hex: '3,5' }, { id: 'a2', type: 'foot', hex: '4,5' },
      { id: 'b1', side: 'b', type: 'duo', hex: '3,3' }, { id: 'b2', side: 'b', type: 'foot', hex: '4,2' },
      { id: 'c1', side: 'c', type: 'duo', hex: '5,4', facing: 5 }, { id: 'c2', side: 'c', type: 'foot', hex: '5,3', facing: 5 },
    ]
    const game = createGame({ scenario: threeArmyScenario({ units }), plugins: [skirmish], seed })
    const played = playForTexts(game, { seed, actions: 400 })
    expect(textProblems(game, played)).toEqual([])
    expect(checkInvariants(game.rules, game.state)).toEqual([])
    expect(played.events.some((e) => e.type === 'sk/allied')).toBe(true)
    expect(game.state.pending.every((d) => d.kind === 'sk/ally')).toBe(true)
  })
})
