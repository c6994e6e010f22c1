import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../model/GameEvent'
import type { DraftCtx } from '../hooks/HookContexts'
import { ScriptedDice } from '../dice/ScriptedDice'
import { cloneState } from './hashState'
import { eliminateUnit, recordLoss } from './stateOps'
import { countersOf, findUnit } from './stateQueries'
import { attack, endPhase, play, testGame } from './testPlugins.fixture'

const units = [
  { id: 'a1', hex: '2,3' },
  { id: 'b1', side: 'b', hex: '2,4' },
  { id: 'b2', side: 'b', hex: '6,6' },
]

/** A draft context over a copy of a fresh game's state. */
function draftCtx() {
  const game = testGame({ units })
  const events: GameEvent[] = []
  const ctx: DraftCtx = { draft: cloneState(game.state), rules: game.rules, emit: (e) => events.push(e), dice: new ScriptedDice([]) }
  return { game, ctx, events }
}

describe('core/stateOps: append-only counters (§3.3 rule 5)', () => {
  it('recordLoss adds steps and strength to the side of the unit, and logs it', () => {
    const { ctx, events } = draftCtx()
    const b1 = findUnit(ctx.draft, 'b1')!
    recordLoss(ctx, b1, 1, 2, 'HM-COMBAT-12')
    recordLoss(ctx, b1, 2, 1, 'HM-COMBAT-12')
    expect(countersOf(ctx.draft, 'b')).toMatchObject({ stepsLost: 3, strengthEliminated: 3, unitsEliminated: 0 })
    expect(countersOf(ctx.draft, 'a')).toMatchObject({ stepsLost: 0, strengthEliminated: 0 })
    expect(events.map((e) => [e.type, e.unit, e.steps, e.ruleId])).toEqual([
      ['stepLost', 'b1', 1, 'HM-COMBAT-12'],
      ['stepLost', 'b1', 2, 'HM-COMBAT-12'],
    ])
  })

  it('eliminateUnit takes the unit off the map, counts it and logs where it was', () => {
    const { ctx, events } = draftCtx()
    eliminateUnit(ctx, findUnit(ctx.draft, 'b1')!, 2, 'HM-COMBAT-12')
    expect(findUnit(ctx.draft, 'b1')).toMatchObject({ status: 'eliminated', hex: null })
    expect(countersOf(ctx.draft, 'b')).toMatchObject({ unitsEliminated: 1, strengthEliminated: 2 })
    expect(events).toEqual([expect.objectContaining({ type: 'unitEliminated', unit: 'b1', hex: '2,4', side: 'b', ruleId: 'HM-COMBAT-12' })])
  })

  it('GAP-SW-11 counters survive a unit coming back: they are never recomputed from the board', () => {
    const { ctx } = draftCtx()
    const b1 = findUnit(ctx.draft, 'b1')!
    eliminateUnit(ctx, b1, 2, 'TEST-4')
    Object.assign(b1, { status: 'active', hex: '7,0' }) // a rule recycles it
    eliminateUnit(ctx, b1, 2, 'TEST-4')
    expect(countersOf(ctx.draft, 'b')).toMatchObject({ unitsEliminated: 2, strengthEliminated: 4 })
  })

  it('in play, counters only grow and live in the state, not in the pieces', () => {
    const game = testGame({ units }, { dice: [6, 1] })
    play(game, endPhase('a'), attack('a', ['a1'], 'b1'))
    expect(countersOf(game.state, 'b')).toMatchObject({ unitsEliminated: 1, strengthEliminated: 2, startingStrength: 4 })
    expect(countersOf(game.state, 'a')).toMatchObject({ unitsEliminated: 0, startingStrength: 2 })
  })

  it('countersOf a side that does not exist is an engine bug (engine/internal)', () => {
    const { ctx } = draftCtx()
    expect(() => countersOf(ctx.draft, 'nobody')).toThrowError(expect.objectContaining({ code: 'engine/internal' }))
  })
})
