import { checkInvariants, countersOf } from '@hexes/core'
import { skState } from '@hexes/plugin-skirmish'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { moraleState } from '../state/MoraleState'
import { eventsOf, fight, moraleGame, playOn, toMelee, type MoraleScenarioOptions, type MoraleTestUnit } from '../testing/moraleFixtures'
import { guarded, withPrisoners } from '../testing/prisonerFixtures'

installMatchers()

/** a1 strikes `target` (b's character at 5,6) in side a's melee step; b9 stands far away so that side b lives on. */
const facing = (a1: Partial<MoraleTestUnit>, target: Partial<MoraleTestUnit>, dice: number[], o: Partial<MoraleScenarioOptions> = {}) => toMelee(moraleGame({
  ...o,
  units: [{ id: 'a1', type: 'duo', hex: '5,7', ...a1 }, { id: 'g', side: 'b', type: 'general', hex: '5,6', ...target }, { id: 'b9', side: 'b', type: 'duo', hex: '0,0' }, ...(o.units ?? [])],
}, dice))

/** The duo's two dice both hit the general (5, 5 against defence 4), damage 6, 6 → 2 HP each: 4 HP, more than his 3. */
const FELLED = [5, 5, 6, 6]

describe('skirmish-morale/capture', () => {
  it('GAP-SK-27 a prisoner is out of play for good (mayReturn false): an army whose last unit is taken is eliminated (sideEliminated)', () => {
    const t = facing({}, {}, FELLED, { units: [] })
    // Without b9's company: the general is side b's last unit.
    const last = toMelee(moraleGame({
      units: [{ id: 'a1', type: 'duo', hex: '5,7' }, { id: 'g', side: 'b', type: 'general', hex: '5,6' }],
      victory: { conditions: [{ id: 'rout', winner: 'a', timing: 'immediate', kind: 'sideEliminated', side: 'b', text: 'Side b is no more' }], default: { winner: 'b', text: 'Side b holds out' } },
    }, FELLED))
    last.play(fight('a1', 'g'))
    expect(last.unit('g')).toMatchObject({ status: 'reserve', hex: null })
    expect(last.game.rules.hooks.mayReturn.call({ state: last.state, rules: last.game.rules, unit: last.unit('g') })).toBe(false)
    expect(last.state.result).toMatchObject({ winner: 'a', condition: 'rout' })
    // With another unit left, side b fights on.
    t.play(fight('a1', 'g'))
    expect(t.unit('g').status).toBe('reserve')
    expect(t.state.result).toBeNull()
  })

  it('GAP-SK-27 a general a melee attack would kill is taken prisoner by the unit that felled him: he keeps 1 HP, leaves the map, guarded by it', () => {
    const t = facing({}, {}, FELLED)
    const before = countersOf(t.state, 'b').strengthEliminated
    expect(skState(t.state).melees).toHaveLength(1)
    t.play(fight('a1', 'g'))
    expect(t.unit('g')).toMatchObject({ status: 'reserve', hex: null, stats: { sk: { hp: 1 } } })
    expect(moraleState(t.state).prisoners).toEqual([{ unit: 'g', side: 'a', guard: 'a1', building: null }])
    expect(eventsOf(t, 'characterCaptured')).toEqual([expect.objectContaining({ unit: 'g', by: 'a1', captor: 'a', hex: '5,6', banner: false, ruleId: 'GAP-SK-27' })])
    expect(eventsOf(t, 'unitEliminated')).toEqual([])
    expect(countersOf(t.state, 'b').strengthEliminated - before).toBe(2)
    // No melee contact with a prisoner (SK-PRIS-4), no post-melee test for him, no decision.
    expect(skState(t.state).melees).toEqual([])
    expect(eventsOf(t, 'sk-morale/test')).toEqual([])
    expect(t.state.pending).toEqual([])
    expect(checkInvariants(t.game.rules, t.state)).toEqual([])
    expect(t.diceLeft()).toBe(0)
  })
  it('GAP-SK-27 the great banner is taken with its bearer; SK-MORALE-23 a captured necromancer dispels his undead at once, through the event bus', () => {
    const banner = facing({}, { type: 'banner' }, [4, 4, 6, 6])
    // Two hits on defence 3, damage 6 + 2 − 2 → 2 HP each: 4 HP fell the 2-HP bearer, who keeps 1 HP.
    banner.play(fight('a1', 'g'))
    expect(eventsOf(banner, 'characterCaptured')).toEqual([expect.objectContaining({ unit: 'g', by: 'a1', banner: true })])
    expect(banner.unit('g')).toMatchObject({ status: 'reserve', stats: { sk: { hp: 1 } } })
    const t = facing({}, { type: 'necromancer' }, [4, 4, 4, 4], { units: [{ id: 's1', side: 'b', type: 'skeletons', hex: '9,1' }] })
    t.play(fight('a1', 'g'))
    expect(moraleState(t.state).prisoners).toEqual([guarded('g', 'a', 'a1')])
    expect(eventsOf(t, 'sk-morale/dispelled')).toEqual([expect.objectContaining({ unit: 'g', units: ['s1'], ruleId: 'SK-MORALE-23' })])
    expect(t.unit('s1').status).toBe('eliminated')
    expect(t.diceLeft()).toBe(0)
  })

  it('GAP-SK-27 the attacker chooses by a standing order (`capture`), else the config (`capture`, default always): never a decision', () => {
    // Killed, the general makes his army test panic: b9 rolls 3 and holds.
    const killed = facing({}, {}, [...FELLED, 3], { morale: { capture: 'never' } })
    killed.play(fight('a1', 'g'))
    expect(killed.unit('g').status).toBe('eliminated')
    expect(moraleState(killed.state).prisoners).toEqual([])
    // The order of the unit wins over the config, both ways.
    const ordered = facing({}, {}, FELLED, { morale: { capture: 'never' } })
    const set = playOn(ordered, ordered.state, { type: 'sk-morale/standing-order', side: 'a', unit: 'a1', capture: 'always' }, [])
    expect(moraleState(set.state).orders).toEqual([{ unit: 'a1', capture: 'always' }])
    const r = playOn(ordered, set.state, fight('a1', 'g'), FELLED)
    expect(moraleState(r.state).prisoners).toEqual([guarded('g', 'a', 'a1')])
    expect(r.state.pending).toEqual([])
    const refused = facing({}, {}, FELLED)
    const never = playOn(refused, refused.state, { type: 'sk-morale/standing-order', side: 'a', unit: 'a1', capture: 'never' }, [])
    expect(playOn(refused, never.state, fight('a1', 'g'), [...FELLED, 3]).state.units.find((u) => u.id === 'g')!.status).toBe('eliminated')
    const before = refused.state
    expect(refused.act({ type: 'sk-morale/standing-order', side: 'a', unit: 'a1', capture: 'sometimes' })).toBeRejectedWith('order/unknown-option', 'GAP-SK-27')
    expect(refused.state).toBe(before)
  })

  it('GAP-SK-27 the side not playing captures on its return strike by its order or the config, so that nobody waits on it', () => {
    // Side a's general attacks b1 and misses twice; b1 strikes back 5, 5 (defence 4), damage 6, 6 → 4 HP: the general falls into b1's hands.
    const t = toMelee(moraleGame({ units: [{ id: 'g', type: 'general', hex: '5,7' }, { id: 'a9', type: 'duo', hex: '11,11' }, { id: 'b1', side: 'b', type: 'duo', hex: '5,6' }] }, [1, 1, 5, 5, 6, 6]))
    t.play(fight('g', 'b1'))
    expect(moraleState(t.state).prisoners).toEqual([guarded('g', 'b', 'b1')])
    expect(t.state.pending).toEqual([])
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-PRIS-1 capture needs a guard available: a unit of neither infantry nor cavalry (a troll) or one already guarding two prisoners a figure kills the character', () => {
    // The troll: 4, 4, 1 → two hits on defence 4 (+1), damage 6 + 3 − 3 → 2 HP each.
    const troll = facing({ type: 'troll' }, {}, [4, 4, 1, 6, 6, 3])
    troll.play(fight('a1', 'g'))
    expect(troll.unit('g').status).toBe('eliminated')
    expect(eventsOf(troll, 'sk-morale/no-guard')).toEqual([expect.objectContaining({ unit: 'g', guard: 'a1', ruleId: 'SK-PRIS-1' })])
    // The bearer (one figure) already guards two prisoners: no room for a third.
    const full = facing({ type: 'banner' }, { stats: { sk: { hp: 2 } } }, [], { units: [{ id: 'b2', side: 'b', type: 'general', hex: '2,2' }, { id: 'b3', side: 'b', type: 'wizard', hex: '3,2' }] })
    const state = withPrisoners(full, [guarded('b2', 'a', 'a1'), guarded('b3', 'a', 'a1')])
    // The bearer's one die: 5 hits (defence 4), damage 6 + 1 − 3 → 2 HP fell the general at 2 HP; b9 tests panic, 3 holds.
    const r = playOn(full, state, fight('a1', 'g'), [5, 6, 3])
    expect(r.state.units.find((u) => u.id === 'g')!.status).toBe('eliminated')
    expect(moraleState(r.state).prisoners.map((p) => p.unit)).toEqual(['b2', 'b3'])
    expect(r.events.filter((e) => e.type === 'sk-morale/no-guard')).toHaveLength(1)
    expect(r.diceLeft).toBe(0)
    expect(checkInvariants(full.game.rules, r.state)).toEqual([])
  })

  it('GAP-SK-31 with `panicOnCapture` a captured general makes his army test panic as if killed (SK-MORALE-15); by default it does not', () => {
    const t = facing({}, {}, [...FELLED, 3], { morale: { panicOnCapture: true } })
    t.play(fight('a1', 'g'))
    expect(eventsOf(t, 'sk-morale/general-killed')).toEqual([expect.objectContaining({ unit: 'g', how: 'captured', ruleId: 'SK-MORALE-15' })])
    expect(eventsOf(t, 'sk-morale/test').map((e) => e.unit)).toEqual(['b9'])
    expect(t.diceLeft()).toBe(0)
    const quiet = facing({}, {}, FELLED)
    quiet.play(fight('a1', 'g'))
    expect(eventsOf(quiet, 'sk-morale/general-killed')).toEqual([])
  })
  it('GAP-SK-27 a pursuit\u2019s attack is a melee attack: the fleeing bearer it would kill is taken prisoner', () => {
    // a1 hits the bearer once (4; damage 1 → 1 HP), he misses (1), tests 6 + 1 ≥ 7, re-rolls it by his own banner (6 again) and flees
    // M4 + 1; a1 pursues M4 + 1, catches him, and its 3 automatic hits (damage 1, 1, 1) would kill him.
    const t = facing({}, { type: 'banner' }, [4, 1, 1, 1, 6, 6, 1, 1, 1, 1, 1])
    t.play(fight('a1', 'g'))
    t.play({ type: 'sk-morale/pursue', side: 'a', unit: 'a1', target: 'g', pursue: true })
    expect(eventsOf(t, 'sk-morale/pursuit-attack')).toEqual([expect.objectContaining({ unit: 'a1', target: 'g', hits: 3 })])
    expect(moraleState(t.state).prisoners).toEqual([guarded('g', 'a', 'a1')])
    expect(t.unit('g')).toMatchObject({ status: 'reserve', hex: null, stats: { sk: { hp: 1 }, skMorale: { fleeing: false } } })
    expect(checkInvariants(t.game.rules, t.state)).toEqual([])
    expect(t.diceLeft()).toBe(0)
  })
})
