import { cloneJson } from '@hexes/core'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { swState } from '../state/SwState'
import { declare, eliminate, endPhase, swGame, toWavePhase } from '../testing/swFixtures'

installMatchers()

const units = [
  { id: 'a1', hex: '1,6' },
  { id: 'a2', hex: '2,6' },
  { id: 'b1', side: 'b', hex: '6,1' },
]

describe('successive-waves/sequence', () => {
  it('SW-1 lets only the Native side use the rule: the phase is the Native player\'s, the Colonial request is refused', () => {
    const t = swGame({ units })
    t.play(eliminate('a2'))
    toWavePhase(t)
    expect(t.state.turn.activeSide).toBe('a')
    expect(t.act(declare([], undefined, 'b'))).toBeRejectedWith('turn/not-your-phase')
    // The action's own rule check, whatever the phase: a Colonial declaration is not SW's.
    const def = t.game.rules.actions.get('sw/declare')!
    expect(def.validate({ state: t.state, rules: t.game.rules, action: declare([], undefined, 'b') })).toMatchObject({ code: 'sw/not-native', ruleId: 'SW-1' })
    expect(t.act(declare())).toBeAccepted()
  })

  it('SW-1 gives the phase to whichever side the scenario names Native (here Camp 2)', () => {
    const t = swGame({ units, sw: { nativeSide: 'b' } })
    const phase = t.game.rules.phases.find((p) => p.id === 'successive-waves')!
    expect(t.state.sides[phase.side!]!.id).toBe('b')
    toWavePhase(t)
    expect(t.state.turn.activeSide).toBe('b')
    expect(t.legal().every((a) => a.side === 'b')).toBe(true)
  })

  it('SW-2 runs at the end of every turn, in slot 6b between side-2 combat and the victory check', () => {
    const t = swGame({ units })
    expect(t.game.rules.phases.map((p) => p.slot)).toEqual(['1', '2', '3', '4', '5', '6', '6b', '7', '8'])
    const phase = t.game.rules.phases[6]!
    expect(phase).toMatchObject({ id: 'successive-waves', label: 'Successive Waves', side: 0 })
    toWavePhase(t)
    t.play(endPhase())
    toWavePhase(t)
    const starts = t.game.events.filter((e) => e.type === 'phaseStarted' && e['phase'] === 'successive-waves').map((e) => e['turn'])
    expect(starts).toEqual([1, 2])
  })

  it('SW-2 refuses a declaration outside the Successive Waves phase (movement phase)', () => {
    const t = swGame({ units })
    t.play(eliminate('a2'))
    expect(t.state.turn.phase).toBe('movement')
    expect(t.act(declare())).toBeRejectedWith('turn/wrong-phase')
  })

  it('SW-2 allows one declaration per turn', () => {
    const t = swGame({ units })
    t.play(eliminate('a2'))
    toWavePhase(t)
    t.play(declare(), { type: 'sw/place', side: 'a', unit: 'a2', hex: '0,7' })
    expect(t.act(declare())).toBeRejectedWith('sw/already-declared', 'SW-2')
  })

  it('SW-3 makes the rule optional: ending the phase without declaring costs no time and uses nothing', () => {
    const t = swGame({ units })
    t.play(eliminate('a2'))
    toWavePhase(t)
    expect(t.legal().map((a) => a.type)).toContain('sw/declare')
    const counters = cloneJson(t.state.counters)
    const before = t.state.turn.timeTrack
    t.play(endPhase())
    expect(t.state.turn.timeTrack).toBe(before + 1) // the normal turn advance only (HM-SEQ-6)
    expect(swState(t.state).uses).toBe(0)
    expect(t.state.counters).toEqual(counters)
    expect(t.unit('a2').status).toBe('eliminated')
    expect(t.state.turn.turn).toBe(2)
  })
})
