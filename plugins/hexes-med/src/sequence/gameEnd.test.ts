import { installMatchers, type TestGame } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { endPhase, hmGame, move } from '../testing/hmFixtures'

installMatchers()

const units = [
  { id: 'a1', hex: '1,1' },
  { id: 'b1', side: 'b', hex: '5,5' },
]

/** Ends phases until the game is over (or `max` phases). */
function passUntilOver(t: TestGame, max = 100): number {
  let n = 0
  while (!t.state.result && n < max) {
    t.play(endPhase(t.state.turn.activeSide!))
    n++
  }
  return n
}

describe('hexes-med/game end', () => {
  it('HM-END-1 plays exactly the scenario\'s number of turns: no turn 3 in a 2-turn scenario', () => {
    const t = hmGame({ units, turns: 2 })
    const phases = passUntilOver(t)
    expect(phases).toBe(12)
    const turns = new Set(t.game.events.filter((e) => e.type === 'phaseStarted').map((e) => e['turn']))
    expect([...turns]).toEqual([1, 2])
    expect(t.state.turn.timeTrack).toBe(3)
    expect(t.legal()).toEqual([])
  })

  it('HM-END-2 ends the game at once when an immediate condition is met; later orders are refused', () => {
    const t = hmGame({
      units,
      victory: {
        conditions: [{ id: 'take', winner: 'a', timing: 'immediate', kind: 'holdHexes', hexes: ['1,3'], count: 1, text: 'A takes the hill' }],
        default: { winner: 'b', text: 'B holds' },
      },
    })
    t.play(move('a1', '1,3'))
    expect(t.state.result).toMatchObject({ winner: 'a', condition: 'take' })
    expect(t.state.turn.phase).toBe('game-over')
    expect(t.act(endPhase('a'))).toBeRejectedWith('game/over', 'HM-END-2')
    expect(t.act(move('b1', '5,4', 'b'))).toBeRejectedWith('game/over')
  })

  it('HM-END-3 ends after step 8 of the last turn with the scenario\'s default result when nothing was met', () => {
    const t = hmGame({ units, turns: 2 })
    passUntilOver(t)
    expect(t.state.result).toEqual({ winner: 'b', condition: 'default', ruleId: 'HM-END-3', message: 'Side B holds out' })
    const tail = t.game.events.slice(-3).map((e) => `${e.type}:${e['slot'] ?? ''}`)
    expect(tail).toEqual(['phaseStarted:8', 'turnEnded:', 'gameOver:'])
  })
})
