import { checkAction, checkInvariants } from '@hexes/core'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { moraleState } from '../state/MoraleState'
import { eventsOf, fight, moraleGame, toMelee } from '../testing/moraleFixtures'
import { guarded, nextTo, playSeries, withPrisoners } from '../testing/prisonerFixtures'

installMatchers()

/** Side b's characters p1..p3, far off, to be made prisoners of side a. */
const CAPTIVES = [{ id: 'p1', side: 'b', type: 'general', hex: '0,0' }, { id: 'p2', side: 'b', type: 'wizard', hex: '1,0' }, { id: 'p3', side: 'b', type: 'wizard', hex: '2,0' }]

const handOver = (prisoners: string[], to: { guard?: string; building?: string }) => ({ type: 'sk-morale/hand-over', side: 'a', prisoners, ...to })

describe('skirmish-morale/guards', () => {
  it('SK-PRIS-1 one guard figure for one or two prisoners: 3 prisoners for 1 guard are refused with the rule id and the state untouched; for 2 guards they are valid', () => {
    const base = moraleGame({ units: [{ id: 'a1', type: 'duo', hex: '5,7' }, ...CAPTIVES, { id: 'b9', side: 'b', type: 'duo', hex: '11,0' }] })
    const t = moraleGame({ units: [
      { id: 'a1', type: 'duo', hex: '5,7' },
      { id: 'a2', type: 'foot', hex: nextTo(base, '5,7', 0), stats: { sk: { hp: 1 } } },
      { id: 'a3', type: 'foot', hex: nextTo(base, '5,7', 3), stats: { sk: { hp: 2 } } },
      { id: 'a4', type: 'troll', hex: nextTo(base, '5,7', 1) },
      { id: 'a5', type: 'foot', hex: '9,9' },
      ...CAPTIVES, { id: 'b9', side: 'b', type: 'duo', hex: '11,0' },
    ] })
    t.advanceUntil((s) => s.turn.phase === 'movement' && s.turn.activeSide === 'a')
    // a1 (two figures) holds three prisoners: within its two a figure.
    const state = withPrisoners(t, [guarded('p1', 'a', 'a1'), guarded('p2', 'a', 'a1'), guarded('p3', 'a', 'a1')])
    expect(checkInvariants(t.game.rules, state)).toEqual([])
    const snapshot = JSON.stringify(state)
    // a2 has one figure: three prisoners are one too many.
    expect(checkAction(t.game.rules, state, handOver(['p1', 'p2', 'p3'], { guard: 'a2' }))).toMatchObject({ ok: false, code: 'prisoners/over-capacity', ruleId: 'SK-PRIS-1' })
    expect(JSON.stringify(state)).toBe(snapshot)
    // A troll is no guard (« fantassin ou cavalier »); a unit far off cannot take them.
    expect(checkAction(t.game.rules, state, handOver(['p1'], { guard: 'a4' }))).toMatchObject({ ok: false, code: 'prisoners/not-a-guard', ruleId: 'SK-PRIS-1' })
    expect(checkAction(t.game.rules, state, handOver(['p1'], { guard: 'a5' }))).toMatchObject({ ok: false, code: 'prisoners/not-adjacent', ruleId: 'SK-PRIS-1' })
    // The legal actions hand each prisoner alone to each guard next to a1 that may take it (not the troll, not a5).
    const legal = (t.game.rules.actions.get('sk-morale/hand-over')!.enumerate!({ state, rules: t.game.rules, side: 'a' }))
    expect(legal).toEqual(['p1', 'p2', 'p3'].flatMap((p) => [handOver([p], { guard: 'a2' }), handOver([p], { guard: 'a3' })]))
    // Two to a2 (one figure), one kept by a1: valid; then a3 (two figures) takes all three: valid.
    const two = playSeries(t, state, [{ action: handOver(['p1', 'p2'], { guard: 'a2' }) }])
    expect(moraleState(two.state).prisoners).toEqual([guarded('p1', 'a', 'a2'), guarded('p2', 'a', 'a2'), guarded('p3', 'a', 'a1')])
    expect(two.events).toEqual([expect.objectContaining({ type: 'sk-morale/handed-over', prisoners: ['p1', 'p2'], guard: 'a2', ruleId: 'SK-PRIS-1' })])
    expect(checkInvariants(t.game.rules, two.state)).toEqual([])
    const three = playSeries(t, state, [{ action: handOver(['p1', 'p2', 'p3'], { guard: 'a3' }) }])
    expect(moraleState(three.state).prisoners.map((p) => p.guard)).toEqual(['a3', 'a3', 'a3'])
    expect(checkInvariants(t.game.rules, three.state)).toEqual([])
  })

  it('SK-PRIS-1 a guard that loses figures lets the prisoners beyond two a figure go, the last taken first; one that flees lets them all go, where it stood or next to it', () => {
    // b1 (two figures) guards three of a's characters. a1 strikes it: 4 hits, 1 misses; damage 4 → 2 HP, one figure left (room for two).
    // b1 strikes back and misses (1); lost 2 to 0, it tests 5 + 2 ≥ 7 and flees (M4 + 1).
    const t = toMelee(moraleGame({ units: [
      { id: 'a1', type: 'duo', hex: '5,7' }, { id: 'q1', type: 'general', hex: '0,11' }, { id: 'q2', type: 'wizard', hex: '1,11' }, { id: 'q3', type: 'wizard', hex: '2,11' },
      { id: 'b1', side: 'b', type: 'duo', hex: '5,6' }, { id: 'b9', side: 'b', type: 'duo', hex: '11,0' },
    ] }))
    const state = withPrisoners(t, [guarded('q1', 'b', 'b1'), guarded('q2', 'b', 'b1'), guarded('q3', 'b', 'b1')])
    const r = playSeries(t, state, [{ action: fight('a1', 'b1'), dice: [4, 1, 4, 1, 5, 1] }])
    const freed = r.events.filter((e) => e.type === 'sk-morale/freed')
    expect(freed.map((e) => [e.unit, e.ruleId])).toEqual([['q3', 'SK-PRIS-1'], ['q1', 'SK-PRIS-1'], ['q2', 'SK-PRIS-1']])
    const { grid } = t.game.rules
    // q3 next to b1, which still stands; q1 and q2 once it has fled: on the hex it left and next to it.
    expect(freed.map((e) => grid.distance(grid.indexOfRef(e.hex as string), grid.indexOfRef('5,6')))).toEqual([1, 0, 1])
    expect(moraleState(r.state).prisoners).toEqual([])
    for (const id of ['q1', 'q2', 'q3']) expect(r.state.units.find((u) => u.id === id)).toMatchObject({ status: 'active', stats: { sk: { hp: 1 } } })
    expect(r.events.filter((e) => e.type === 'sk-morale/flight')).toHaveLength(1)
    expect(checkInvariants(t.game.rules, r.state)).toEqual([])
    expect(eventsOf(t, 'sk-morale/freed')).toEqual([])
  })
  it('SK-PRIS-1 a guard taken prisoner itself lets its prisoners go, on the hex where it stood', () => {
    // b's general guards a's enchanter; a1 fells him (5, 5 on defence 4, damage 6, 6) and takes him.
    const t = toMelee(moraleGame({ units: [{ id: 'a1', type: 'duo', hex: '5,7' }, { id: 'q1', type: 'wizard', hex: '0,11' }, { id: 'bg', side: 'b', type: 'general', hex: '5,6' }, { id: 'b9', side: 'b', type: 'duo', hex: '11,0' }] }))
    const r = playSeries(t, withPrisoners(t, [guarded('q1', 'b', 'bg')]), [{ action: fight('a1', 'bg'), dice: [5, 5, 6, 6] }])
    expect(moraleState(r.state).prisoners).toEqual([guarded('bg', 'a', 'a1')])
    expect(r.state.units.find((u) => u.id === 'q1')).toMatchObject({ status: 'active', hex: '5,6' })
    expect(checkInvariants(t.game.rules, r.state)).toEqual([])
  })
})
