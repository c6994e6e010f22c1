import { describe, expect, it } from 'vitest'
import { cloneState } from './hashState'
import { actingSide } from './stateQueries'
import { testGame } from './testPlugins.fixture'

describe('stateQueries/actingSide', () => {
  const game = testGame({ units: [{ id: 'a1', hex: '2,3' }, { id: 'b1', side: 'b', hex: '6,6' }] })

  it('is the active side, the owner of the oldest pending decision before it, and nobody once the game is over', () => {
    const s = cloneState(game.state)
    expect(actingSide(s)).toBe(s.turn.activeSide)
    expect(s.turn.activeSide).toBe('a')
    s.pending.push({ kind: 'x', side: 'b', ruleId: 'R', data: {} }, { kind: 'y', side: 'a', ruleId: 'R', data: {} })
    expect(actingSide(s)).toBe('b')
    s.result = { winner: 'a', condition: 'c', ruleId: 'R', message: 'm' }
    expect(actingSide(s)).toBeNull()
  })
})
