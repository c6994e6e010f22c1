import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { swState } from '../state/SwState'
import { declare, eliminate, endPhase, place, swGame, toWavePhase } from '../testing/swFixtures'

installMatchers()

const units = [
  { id: 'a1', hex: '1,6' },
  { id: 'a2', hex: '2,6' },
  { id: 'b1', side: 'b', hex: '6,1' },
]

/** One turn with a wave: a2 is eliminated in the movement phase and comes back at 0,7 or 2,7. */
function waveTurn(t: ReturnType<typeof swGame>): { before: number; after: number } {
  t.play(eliminate('a2'))
  toWavePhase(t)
  const before = t.state.turn.timeTrack
  t.play(declare())
  const after = t.state.turn.timeTrack
  t.play(place('a2', t.state.units.some((u) => u.hex === '0,7') ? '2,7' : '0,7'), endPhase())
  return { before, after }
}

describe('successive-waves/time', () => {
  it('SW-16 the k-th use advances the time track by k: 1, 2, 3, 4, on top of the normal turn advance', () => {
    const t = swGame({ units, turns: 30 })
    const costs: number[] = []
    for (let i = 0; i < 4; i++) {
      const { before, after } = waveTurn(t)
      costs.push(after - before)
    }
    expect(costs).toEqual([1, 2, 3, 4])
    expect(swState(t.state).history.map((h) => h.k)).toEqual([1, 2, 3, 4])
    // I-16: four turns played, the time track says 1 + (1+1) + (2+1) + (3+1) + (4+1) = 15.
    expect(t.state.turn.turn).toBe(5)
    expect(t.state.turn.timeTrack).toBe(15)
    const used = t.game.events.filter((e) => e.type === 'swUsed').map((e) => e['k'])
    expect(used).toEqual([1, 2, 3, 4])
  })

  it('SW-16 uses on non-consecutive turns still cost 1, 2, 3 (the count is of uses, not of turns)', () => {
    const t = swGame({ units, turns: 30 })
    waveTurn(t)
    toWavePhase(t)
    t.play(endPhase()) // turn 2: declined, free (SW-3)
    const second = waveTurn(t)
    expect(second.after - second.before).toBe(2)
  })

  it('SW-16 the cost can end the game early: the game ends after step 8 of the turn the marker passes the last turn (GAP-SW-02)', () => {
    const t = swGame({ units, turns: 4 })
    waveTurn(t) // turn 1: 1 → 2 (use 1) → 3 (turn marker)
    expect(t.state.turn).toMatchObject({ turn: 2, timeTrack: 3 })
    t.play(eliminate('a2'))
    toWavePhase(t)
    t.play(declare()) // use 2: 3 → 5, past the last turn (4)...
    expect(t.state.turn.timeTrack).toBe(5)
    expect(t.state.result).toBeNull() // ...but the turn finishes first
    expect(t.act(place('a2', '0,7'))).toBeAccepted()
    t.play(endPhase())
    expect(t.state.result).toMatchObject({ winner: 'b', condition: 'default' })
    expect(t.state.turn.turn).toBe(2) // two turns played out of four
    const last = t.game.events.filter((e) => e.type === 'phaseStarted').at(-1)
    expect(last).toMatchObject({ phase: 'turn-end', slot: '8' })
  })

  it('SW-16 without Successive Waves the same scenario lasts its four turns', () => {
    const t = swGame({ units, turns: 4 })
    for (let turn = 1; turn <= 4; turn++) {
      toWavePhase(t)
      t.play(endPhase())
    }
    expect(t.state.result).not.toBeNull()
    expect(t.state.turn.turn).toBe(4)
  })

  it('SW-8 (I-15) an immediate victory condition is checked after each wave placement', () => {
    const t = swGame({
      units,
      victory: {
        conditions: [{ id: 'camp', winner: 'a', timing: 'immediate', kind: 'holdHexes', hexes: ['0,7'], count: 1, text: 'The Native army reaches the camp' }],
        default: { winner: 'b', text: 'The camp holds' },
      },
    })
    t.play(eliminate('a2'))
    toWavePhase(t)
    t.play(declare(), place('a2', '0,7'))
    expect(t.state.result).toMatchObject({ winner: 'a', condition: 'camp' })
  })
})
