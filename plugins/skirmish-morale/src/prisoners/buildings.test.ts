import { checkAction, checkInvariants } from '@hexes/core'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { moraleState } from '../state/MoraleState'
import { moraleGame, type MoraleTestUnit } from '../testing/moraleFixtures'
import { advanceState, guarded, jailed, nextTo, playSeries, withPrisoners } from '../testing/prisonerFixtures'

installMatchers()

/** A house at 5,4 (a structure of the skirmish config, on a building hex) and a bridge at 8,8. */
const TOWN = {
  terrain: { '5,4': 'building' },
  skirmish: { structures: [{ id: 'house', hex: '5,4', class: 'weak', name: 'House' }, { id: 'bridge', hex: '8,8', class: 'bridge' }] },
}

/** Side b's characters p1..p4, far off, to be made prisoners of side a. */
const CAPTIVES: MoraleTestUnit[] = ['p1', 'p2', 'p3', 'p4'].map((id, k) => ({ id, side: 'b', type: 'general', hex: `${k},11` }))

const town = (units: MoraleTestUnit[]) => moraleGame({ ...TOWN, units: [...units, ...CAPTIVES, { id: 'b9', side: 'b', type: 'duo', hex: '11,11' }] })

const handOver = (prisoners: string[], to: { guard?: string; building?: string }) => ({ type: 'sk-morale/hand-over', side: 'a', prisoners, ...to })

/** The turn has ended: the next one's first step. */
const nextTurn = (s: { turn: { turn: number } }) => s.turn.turn === 2

describe('skirmish-morale/buildings', () => {
  it('SK-PRIS-5 prisoners may be held in a building, with no guard: 4 prisoners in a house, 0 guards → valid, and they stay while nobody retakes it', () => {
    const probe = town([{ id: 'a1', type: 'duo', hex: '5,5' }])
    const t = town([{ id: 'a1', type: 'duo', hex: '5,5' }, { id: 'a2', type: 'duo', hex: nextTo(probe, '5,4', 1) }])
    t.advanceUntil((s) => s.turn.phase === 'movement' && s.turn.activeSide === 'a')
    const state = withPrisoners(t, [guarded('p1', 'a', 'a1'), guarded('p2', 'a', 'a1'), guarded('p3', 'a', 'a2'), guarded('p4', 'a', 'a2')])
    const r = playSeries(t, state, [{ action: handOver(['p1', 'p2'], { building: 'house' }) }, { action: handOver(['p3', 'p4'], { building: 'house' }) }])
    expect(moraleState(r.state).prisoners).toEqual(['p1', 'p2', 'p3', 'p4'].map((id) => jailed(id, 'a', 'house')))
    expect(r.events.map((e) => e.ruleId)).toEqual(['SK-PRIS-5', 'SK-PRIS-5'])
    expect(checkInvariants(t.game.rules, r.state)).toEqual([])
    // And taken out again by a guard next to the house.
    const out = playSeries(t, r.state, [{ action: handOver(['p1', 'p2'], { guard: 'a1' }) }])
    expect(moraleState(out.state).prisoners.map((p) => p.guard ?? p.building)).toEqual(['a1', 'a1', 'house', 'house'])
    // A bridge holds nobody.
    expect(checkAction(t.game.rules, state, handOver(['p1'], { building: 'bridge' }))).toMatchObject({ ok: false, code: 'prisoners/not-a-building', ruleId: 'SK-PRIS-5' })
    // The guards may go: at the end of the turn the four are still held, with no guard.
    const later = advanceState(t, r.state, nextTurn)
    expect(moraleState(later).prisoners).toHaveLength(4)
    expect(checkInvariants(t.game.rules, later)).toEqual([])
  })

  it('SK-PRIS-6 if the building is retaken the prisoners are freed (GAP-SK-27, checked at the end of each turn): a unit of their army in it, or next to it with no enemy in or next to it', () => {
    const probe = town([])
    const beside = nextTo(probe, '5,4', 0)
    const other = nextTo(probe, '5,4', 3)
    const jail = (units: MoraleTestUnit[]) => {
      const t = town(units)
      return { t, state: withPrisoners(t, [jailed('p1', 'a', 'house'), jailed('p2', 'a', 'house')]) }
    }
    // b1 next to the house, no unit of a near it: retaken. The two rejoin their army in the house and next to it.
    const free = jail([{ id: 'a1', type: 'duo', hex: '9,9' }, { id: 'b1', side: 'b', type: 'duo', hex: beside }])
    const after = advanceState(free.t, free.state, nextTurn)
    expect(moraleState(after).prisoners).toEqual([])
    const p = (id: string) => after.units.find((u) => u.id === id)!
    expect(p('p1')).toMatchObject({ status: 'active', hex: '5,4', stats: { sk: { hp: 1 } } })
    expect(p('p2').status).toBe('active')
    expect(checkInvariants(free.t.game.rules, after)).toEqual([])
    // a1 next to the house too: not retaken.
    const held = jail([{ id: 'a1', type: 'duo', hex: other }, { id: 'b1', side: 'b', type: 'duo', hex: beside }])
    expect(moraleState(advanceState(held.t, held.state, nextTurn)).prisoners).toHaveLength(2)
    // b1 in the house itself: retaken, whoever stands next to it (a1 and b1 fight a round in each melee step, every die missing).
    const inside = jail([{ id: 'a1', type: 'duo', hex: other }, { id: 'b1', side: 'b', type: 'duo', hex: '5,4' }])
    expect(moraleState(advanceState(inside.t, inside.state, nextTurn, [1, 1, 1, 1, 1, 1, 1, 1])).prisoners).toEqual([])
    // Before the end of the turn, nothing happens.
    expect(moraleState(advanceState(free.t, free.state, (s) => s.turn.activeSide === 'b')).prisoners).toHaveLength(2)
  })
  it('SK-PRIS-6 a building that falls frees its prisoners at once: fire arrows burn a wooden house holding two of a\u2019s characters', () => {
    const t = moraleGame({
      terrain: { '5,4': 'building' },
      skirmish: { structures: [{ id: 'house', hex: '5,4', class: 'weak', wooden: true, fireResistance: 4 }] },
      units: [{ id: 'a1', type: 'archers', hex: '5,8' }, { id: 'q1', type: 'general', hex: '0,11' }, { id: 'q2', type: 'wizard', hex: '1,11' }, { id: 'b9', side: 'b', type: 'duo', hex: '11,0' }],
    })
    t.advanceUntil((s) => s.turn.phase === 'shooting' && s.turn.activeSide === 'a')
    // The artillery die (1: no misfire), then 8 combat dice: 4 skulls burn it.
    const r = playSeries(t, withPrisoners(t, [jailed('q1', 'b', 'house'), jailed('q2', 'b', 'house')]), [{ action: { type: 'sk/burn', side: 'a', unit: 'a1', structure: 'house' }, dice: [1, 4, 4, 4, 4, 1, 1, 1, 1] }])
    expect(r.events.filter((e) => e.type === 'sk-morale/freed').map((e) => [e.unit, e.ruleId])).toEqual([['q1', 'SK-PRIS-6'], ['q2', 'SK-PRIS-6']])
    expect(moraleState(r.state).prisoners).toEqual([])
    expect(r.state.units.find((u) => u.id === 'q1')).toMatchObject({ status: 'active', hex: '5,4' })
    expect(checkInvariants(t.game.rules, r.state)).toEqual([])
  })
})
