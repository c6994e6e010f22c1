import { installMatchers, type TestGame } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { eliminatorPlugin } from '../testing/eliminatorPlugin'
import { endPhase, hmGame, move, transfer } from '../testing/hmFixtures'

installMatchers()

/** Where a leader stands: the hex of the unit he rides (he has no hex of his own). */
function leaderHex(t: TestGame, id: string): string | null {
  const unit = t.leader(id).unit
  return unit === null ? null : t.unit(unit).hex
}

const units = [
  { id: 'a1', hex: '1,1', type: 'light-cavalry' },
  { id: 'a2', hex: '2,2' },
  { id: 'b1', side: 'b', hex: '6,6' },
]
const leaders = [
  { id: 'la', side: 'a', name: 'La', unit: 'a1' },
  { id: 'lb', side: 'b', name: 'Lb', unit: 'b1' },
]

describe('hexes-med/leaders follow their unit', () => {
  it('HM-LDR-10 keeps a leader with his unit through its moves', () => {
    const t = hmGame({ units, leaders })
    t.play(move('a1', '1,3'))
    expect(leaderHex(t, 'la')).toBe('1,3')
    t.play(move('a1', '1,4'))
    expect(leaderHex(t, 'la')).toBe('1,4')
    expect(t.leader('la').unit).toBe('a1')
    t.play(move('a2', '2,4'), endPhase('a'), transfer('la', 'a2'))
    expect(leaderHex(t, 'la')).toBe('2,4')
  })

  it('HM-LDR-11 eliminates a leader with his unit', () => {
    const t = hmGame(
      {
        units,
        leaders,
        victory: {
          conditions: [{ id: 'kill-la', winner: 'b', timing: 'immediate', kind: 'leaderEliminated', leader: 'la', text: 'La falls' }],
          default: { winner: 'a', text: 'A holds' },
        },
      },
      { plugins: [eliminatorPlugin] },
    )
    expect(t.act({ type: 'test/eliminate', side: 'a', unit: 'a2' })).toBeAccepted()
    expect(t.leader('la')).toMatchObject({ status: 'active', unit: 'a1' })
    expect(t.act({ type: 'test/eliminate', side: 'a', unit: 'a1' })).toBeAccepted()
    expect(t.leader('la')).toMatchObject({ status: 'eliminated', unit: null })
    expect(t.leader('lb')).toMatchObject({ status: 'active', unit: 'b1' })
    expect(t.state.counters.find((c) => c.side === 'a')!.leadersEliminated).toBe(1)
    const types = t.game.events.slice(-3).map((e) => `${e.type}:${e.ruleId}`)
    expect(types).toEqual(['unitEliminated:TEST', 'leaderEliminated:HM-LDR-11', 'gameOver:HM-END-2'])
    expect(t.state.result).toMatchObject({ winner: 'b', condition: 'kill-la' })
  })
})
