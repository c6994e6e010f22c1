import { hmState } from '@hexes/plugin-hexes-med'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { declare, eliminate, endPhase, place, swGame, toWavePhase } from '../testing/swFixtures'

installMatchers()

describe('successive-waves/next turn', () => {
  it('SW-15 units of the wave move and attack normally from the next turn, as units that have not moved yet', () => {
    const t = swGame({ units: [{ id: 'a1', hex: '1,6' }, { id: 'a2', hex: '2,6' }, { id: 'b1', side: 'b', hex: '5,2' }] })
    t.play(eliminate('a2'))
    toWavePhase(t)
    t.play(declare(), place('a2', '5,5'), endPhase())
    expect(t.state.turn).toMatchObject({ turn: 2, phase: 'movement', activeSide: 'a' })
    // GAP-SW-10: not moved this turn, so HM-CHG-5 holds only if it moves now.
    const { rules } = t.game
    expect(hmState(t.state).movedThisTurn).not.toContain('a2')
    expect(rules.hooks.unitCard.call({ tags: [] }, { state: t.state, rules, unit: t.unit('a2') }).tags).not.toContain('moved')
    expect(t.act({ type: 'move', side: 'a', unit: 'a2', to: '5,3' })).toBeAccepted()
    expect(hmState(t.state).movedThisTurn).toContain('a2')
    t.advanceUntil((s) => s.turn.phase === 'combat' && s.turn.activeSide === 'a')
    expect(t.game.check({ type: 'attack', side: 'a', attackers: ['a2'], defender: 'b1', mode: 'close' })).toBeUndefined()
  })

  it('SW-15 units of the wave cannot act in the turn they arrive: the turn goes on to the victory check and the turn marker', () => {
    const t = swGame({ units: [{ id: 'a1', hex: '1,6' }, { id: 'a2', hex: '2,6' }, { id: 'b1', side: 'b', hex: '5,2' }] })
    t.play(eliminate('a2'))
    toWavePhase(t)
    t.play(declare(), place('a2', '5,5'))
    expect(t.game.rules.phases.slice(t.state.turn.phaseIndex + 1).map((p) => p.slot)).toEqual(['7', '8'])
    expect(t.act({ type: 'move', side: 'a', unit: 'a2', to: '5,4' })).toBeRejectedWith('turn/wrong-phase')
  })
})
