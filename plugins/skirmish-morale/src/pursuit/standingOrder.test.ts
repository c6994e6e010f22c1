import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { isFleeing, moraleState } from '../state/MoraleState'
import { charge, eventsOf, fight, moraleGame } from '../testing/moraleFixtures'

installMatchers()

/** a1 (side a) and b1 (side b) apart: a1 charges b1 in a charge step of side a, then fights it in the melee step. */
const apart = (dice: number[]) => moraleGame({ units: [{ id: 'a1', type: 'duo', hex: '5,7' }, { id: 'b1', side: 'b', type: 'duo', hex: '5,3', facing: 3 }] }, dice)

/** The charge's exchange: a1's 3 dice (2 + the charge die) miss; b1 strikes back 5, 5 (−1 against a charger) → 2 hits, damage 1 + 2 − 2 → 1 HP each; a1 lost 2, b1 0: a1 rolls 1d6 + 2 = 5 + 2 ≥ 7 and flees M4 + 1. */
const LOST_CHARGE = [1, 1, 1, 5, 5, 1, 1, 5, 1]

/** b1 pursues: M4 + 1 reaches contact; 3 automatic hits (2 + the charge die), damage 1, 1, 1. */
const PURSUIT_DICE = [1, 1, 1, 1]

const order = (pursuit: string) => ({ type: 'sk-morale/standing-order', side: 'b', unit: 'b1', pursuit })

describe('skirmish-morale/standing orders', () => {
  it('SK-MORALE-4 a standing order with an unknown option is refused with the rule id and the state untouched', () => {
    const t = moraleGame({ units: [{ id: 'a1', type: 'duo', hex: '5,9' }, { id: 'b1', side: 'b', type: 'duo', hex: '5,2' }] })
    t.advanceUntil((s) => s.turn.activeSide === 'b')
    const before = t.state
    expect(t.act(order('sometimes'))).toBeRejectedWith('order/unknown-option', 'SK-MORALE-4')
    expect(t.state).toBe(before)
    t.play(order('never'))
    expect(moraleState(t.state).orders).toEqual([{ unit: 'b1', pursuit: 'never' }])
  })

  it('SK-MORALE-4 the other side\u2019s half-turn with reactions: the loser flees, the winner pursues by its standing order, and no decision ever waits on the side not playing', () => {
    const t = apart([...LOST_CHARGE, ...PURSUIT_DICE])
    // Turn 1: side b sets its unit's order in its own turn (no fight yet).
    t.advanceUntil((s) => s.turn.activeSide === 'b')
    t.play(order('always'))
    t.advanceUntil((s) => s.turn.turn === 2)
    // Side a's half-turn, up to the end of its melee step: nothing pending at any point.
    const pendingSeen: unknown[] = []
    t.play(charge('a1', 'b1'))
    pendingSeen.push(...t.state.pending)
    t.advanceUntil((s) => s.turn.phase === 'melee')
    const r = t.act(fight('a1', 'b1'))
    expect(r).toBeAccepted()
    pendingSeen.push(...t.state.pending)
    expect(isFleeing(t.unit('a1')) || t.unit('a1').status === 'eliminated').toBe(true)
    expect(eventsOf(t, 'sk-morale/pursuit')).toEqual([expect.objectContaining({ unit: 'b1', target: 'a1', caught: true })])
    expect(eventsOf(t, 'sk-morale/pursuit-attack')).toEqual([expect.objectContaining({ unit: 'b1', target: 'a1', hits: 3 })])
    t.play({ type: 'end-phase', side: 'a' })
    pendingSeen.push(...t.state.pending)
    expect(pendingSeen).toEqual([])
    expect(t.state.turn.activeSide).toBe('b')
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-MORALE-4 without an order the side not playing pursues when in reach; `never` lets the quarry go (the side playing is asked: skirmish-morale/pursuit tests)', () => {
    const never = apart(LOST_CHARGE)
    never.advanceUntil((s) => s.turn.activeSide === 'b')
    never.play(order('never'))
    never.advanceUntil((s) => s.turn.turn === 2)
    never.play(charge('a1', 'b1'))
    never.advanceUntil((s) => s.turn.phase === 'melee')
    never.play(fight('a1', 'b1'))
    expect(eventsOf(never, 'sk-morale/pursuit')).toEqual([])
    expect(never.state.pending).toEqual([])
    expect(never.diceLeft()).toBe(0)
    const none = apart([...LOST_CHARGE, ...PURSUIT_DICE])
    none.play(charge('a1', 'b1'))
    none.advanceUntil((s) => s.turn.phase === 'melee')
    none.play(fight('a1', 'b1'))
    expect(none.state.pending).toEqual([])
    expect(eventsOf(none, 'sk-morale/pursuit')).toEqual([expect.objectContaining({ unit: 'b1' })])
  })
})
