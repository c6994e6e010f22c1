import { createTestGame, installMatchers, type TestGame } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { hmState } from '../config/HmTables'
import { hexesMed } from '../hexesMedPlugin'
import { endPhase, hmGame, hmScenario, move, transfer } from '../testing/hmFixtures'

installMatchers()

const units = [
  { id: 'a1', hex: '1,1' },
  { id: 'a2', hex: '1,3' },
  { id: 'b1', side: 'b', hex: '5,5' },
]

/** Ends the current player phase of whichever side is active. */
const pass = (t: TestGame) => t.play(endPhase(t.state.turn.activeSide!))

/** `turn:slot:phase:side` of every phase started so far. */
const phaseLog = (t: TestGame) =>
  t.game.events
    .filter((e) => e.type === 'phaseStarted')
    .map((e) => {
      const side = t.game.rules.phases.find((p) => p.slot === e['slot'])!.side
      return `${e['turn']}:${e['slot']}:${e['phase']}:${side === null ? '-' : t.state.sides[side]!.id}`
    })

describe('hexes-med/sequence', () => {
  it('HM-SEQ-1 runs the eight steps of a turn in order when both players pass every phase', () => {
    const t = hmGame({ units })
    for (let i = 0; i < 6; i++) pass(t)
    expect(phaseLog(t)).toEqual([
      '1:1:movement:a', '1:2:leaders:a', '1:3:combat:a',
      '1:4:movement:b', '1:5:leaders:b', '1:6:combat:b',
      '1:7:victory:-', '1:8:turn-end:-',
      '2:1:movement:a',
    ])
    expect(t.game.rules.phases.map((p) => p.label)).toEqual(['Movement', 'Leader movement', 'Combat', 'Movement', 'Leader movement', 'Combat', 'Victory check', 'Turn marker'])
  })

  it('HM-SEQ-2 gives the first phase of every turn to the scenario\'s Camp 1', () => {
    const t = createTestGame({ scenario: { ...hmScenario({ units }), firstSide: 'b' }, plugins: [hexesMed] })
    expect(t.state.sides[0]!.id).toBe('b')
    expect(t.state.turn.activeSide).toBe('b')
    for (let i = 0; i < 6; i++) pass(t)
    expect(t.state.turn).toMatchObject({ turn: 2, phase: 'movement', activeSide: 'b' })
    expect(t.act(move('a1', '1,2'))).toBeRejectedWith('turn/not-your-phase', 'HM-SEQ-4')
  })

  it('HM-SEQ-3 never goes back within a half-turn: no move after movement, no transfer in combat', () => {
    const t = hmGame({ units, leaders: [{ id: 'l1', side: 'a', name: 'L', unit: 'a1' }] })
    t.play(endPhase('a'))
    expect(t.state.turn.phase).toBe('leaders')
    expect(t.act(move('a1', '1,2'))).toBeRejectedWith('turn/wrong-phase', 'HM-SEQ-1')
    t.play(endPhase('a'))
    expect(t.state.turn.phase).toBe('combat')
    expect(t.act(move('a1', '1,2'))).toBeRejectedWith('turn/wrong-phase')
    expect(t.act(transfer('l1', 'a2'))).toBeRejectedWith('turn/wrong-phase')
    expect(t.state).toHaveUnitAt('a1', '1,1')
  })

  it('HM-SEQ-4 lets only the active side act', () => {
    const t = hmGame({ units })
    expect(t.act(move('b1', '5,4', 'b'))).toBeRejectedWith('turn/not-your-phase', 'HM-SEQ-4')
    expect(t.act(move('b1', '5,4', 'a'))).toBeRejectedWith('move/not-your-unit', 'HM-SEQ-4')
    expect(t.act(endPhase('b'))).toBeRejectedWith('turn/not-your-phase')
    expect(t.state).toHaveUnitAt('b1', '5,5')
  })

  it('HM-SEQ-5 reports an end-of-turn condition met in side 2\'s half-turn at step 7', () => {
    const t = hmGame({
      units,
      victory: {
        conditions: [{ id: 'hold', winner: 'b', timing: 'endOfTurn', kind: 'holdHexes', hexes: ['5,4'], count: 1, text: 'B holds the ford' }],
        default: { winner: 'a', text: 'A holds' },
      },
    })
    t.play(endPhase('a'), endPhase('a'), endPhase('a'), move('b1', '5,4', 'b'))
    expect(t.state.result).toBeNull()
    t.play(endPhase('b'), endPhase('b'))
    expect(t.state.result).toBeNull()
    t.play(endPhase('b'))
    expect(t.state.result).toMatchObject({ winner: 'b', condition: 'hold' })
    const types = t.game.events.slice(-2).map((e) => `${e.type}:${e['slot'] ?? ''}`)
    expect(types).toEqual(['phaseStarted:7', 'gameOver:'])
    expect(t.state.turn.turn).toBe(1)
  })

  it('HM-SEQ-6 advances the turn marker by exactly one, at step 8 only', () => {
    const t = hmGame({ units })
    const marks: number[] = []
    for (let i = 0; i < 12; i++) {
      marks.push(t.state.turn.timeTrack)
      pass(t)
    }
    expect(marks).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2])
    expect(t.state.turn).toMatchObject({ turn: 3, timeTrack: 3 })
    const ended = t.game.events.filter((e) => e.type === 'turnEnded')
    expect(ended.map((e) => e.ruleId)).toEqual(['HM-SEQ-6', 'HM-SEQ-6'])
  })

  it('resets the per-phase records when their phase starts', () => {
    const t = hmGame({ units, leaders: [{ id: 'l1', side: 'a', name: 'L', unit: 'a1' }] })
    t.play(move('a1', '1,2'), endPhase('a'))
    t.play(transfer('l1', 'a2'), endPhase('a'), endPhase('a'))
    expect(hmState(t.state)).toMatchObject({ moved: [], mover: null, movedThisTurn: ['a1'], leadersMoved: ['l1'] })
    t.play(endPhase('b'))
    expect(hmState(t.state).leadersMoved).toEqual([])
    t.play(endPhase('b'), endPhase('b'))
    expect(t.state.turn.turn).toBe(2)
    expect(hmState(t.state).movedThisTurn).toEqual([])
  })
})
