import { createGame, isEngineError } from '@hexes/core'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { hexesMed } from '../hexesMedPlugin'
import type { LeaderTransferAction } from './leaderTransferAction'
import { endPhase, hmGame, hmScenario, move, transfer } from '../testing/hmFixtures'

installMatchers()

// a1 (1,1) carries la; a2 (1,2) is adjacent to a1; a3 (1,3) is two hexes from a1; a4 (2,2) is
// adjacent to a1 and a2 and carries lb; b1 (0,2) is an enemy adjacent to a1 and a2.
const units = [
  { id: 'a1', hex: '1,1' },
  { id: 'a2', hex: '1,2' },
  { id: 'a3', hex: '1,3' },
  { id: 'a4', hex: '2,2' },
  { id: 'b1', side: 'b', hex: '0,2' },
  { id: 'b2', side: 'b', hex: '5,5' },
]
const leaders = [
  { id: 'la', side: 'a', name: 'La', unit: 'a1' },
  { id: 'lb', side: 'a', name: 'Lb', unit: 'a4' },
  { id: 'lx', side: 'b', name: 'Lx', unit: 'b2' },
]

/** A game in side a's leader-movement phase. */
function inLeaderPhase() {
  const t = hmGame({ units, leaders })
  t.play(endPhase('a'))
  expect(t.state.turn.phase).toBe('leaders')
  return t
}

/** Issues of the scenario error thrown by `run`. */
function scenarioIssues(run: () => unknown): { code: string; path: string }[] {
  try {
    run()
  } catch (e) {
    if (isEngineError(e) && e.code === 'scenario/invalid') return e.issues.map((i) => ({ code: i.code, path: i.path }))
    throw e
  }
  throw new Error('the scenario was accepted')
}

describe('hexes-med/leader transfer', () => {
  it('HM-LDR-5 lets a leader join one adjacent friendly unit in his leader-movement phase', () => {
    const t = inLeaderPhase()
    expect(t.act(transfer('la', 'b1'))).toBeRejectedWith('leader/not-friendly', 'HM-LDR-5')
    expect(t.act(transfer('lx', 'b1'))).toBeRejectedWith('leader/not-your-leader', 'HM-SEQ-4')
    expect(t.act(transfer('la', 'a2'))).toBeAccepted()
    expect(t.leader('la').unit).toBe('a2')
    expect(t.game.events.at(-1)).toMatchObject({ type: 'leaderTransferred', ruleId: 'HM-LDR-5', leader: 'la', from: 'a1', to: 'a2' })
  })

  it('HM-LDR-5 enumerates exactly the legal transfers', () => {
    const t = inLeaderPhase()
    const transfers = t
      .legal()
      .filter((a): a is LeaderTransferAction => a.type === 'hm/leader-transfer')
      .map((a) => `${a.leader}>${a.to}`)
    // la: a2 (a4 carries lb, a3 is too far); lb: a2 (a1 carries la; a3 is not adjacent to 2,2).
    expect(transfers.sort()).toEqual(['la>a2', 'lb>a2'])
  })

  it('HM-LDR-6 refuses a transfer to a unit that is not adjacent', () => {
    const t = inLeaderPhase()
    expect(t.act(transfer('la', 'a3'))).toBeRejectedWith('leader/not-adjacent', 'HM-LDR-6')
    expect(t.leader('la').unit).toBe('a1')
  })

  it('HM-LDR-7 ignores enemy ZOC: both units in enemy ZOC, the transfer is legal', () => {
    const t = inLeaderPhase()
    // Both 1,1 and 1,2 touch b1: a unit could not step from one to the other (HM-ZOC-4).
    expect(t.act(transfer('la', 'a2'))).toBeAccepted()
    const u = hmGame({ units, leaders })
    expect(u.act(move('a1', '1,2'))).toBeRejectedWith('move/occupied')
  })

  it('HM-LDR-8 allows one transfer per leader per phase: no chain hops', () => {
    const t = inLeaderPhase()
    t.play(transfer('la', 'a2'))
    expect(t.act(transfer('la', 'a3'))).toBeRejectedWith('leader/already-transferred', 'HM-LDR-8')
    expect(t.leader('la').unit).toBe('a2')
    // The next leader phase of side a allows it again.
    for (let i = 0; i < 6; i++) t.play(endPhase(t.state.turn.activeSide!))
    expect(t.state.turn).toMatchObject({ turn: 2, phase: 'leaders', activeSide: 'a' })
    expect(t.act(transfer('la', 'a3'))).toBeAccepted()
  })

  it('HM-LDR-9 never puts two leaders on one unit', () => {
    const t = inLeaderPhase()
    expect(t.act(transfer('la', 'a4'))).toBeRejectedWith('leader/unit-has-leader', 'HM-LDR-9')
    const twoOnOne = hmScenario({ units, leaders: [...leaders, { id: 'lc', side: 'a', name: 'Lc', unit: 'a1' }] })
    expect(scenarioIssues(() => createGame({ scenario: twoOnOne, plugins: [hexesMed] }))).toEqual([{ code: 'scenario/stacked-leaders', path: 'leaders[3].unit' }])
  })

  it('HM-LDR-12 never leaves a leader alone: no transfer to a hex, no lone leader in a scenario', () => {
    const t = inLeaderPhase()
    expect(t.act(transfer('la', '1,4'))).toBeRejectedWith('action/unknown-unit', 'HM-LDR-12')
    expect(t.act({ ...transfer('la', 'a2'), hex: '1,4' })).toBeRejectedWith('action/malformed')
    const lone = hmScenario({ units, leaders: [{ id: 'la', side: 'a', name: 'La', unit: null }] })
    expect(scenarioIssues(() => createGame({ scenario: lone, plugins: [hexesMed] }))).toEqual([{ code: 'scenario/leader-alone', path: 'leaders[0].unit' }])
  })
})
