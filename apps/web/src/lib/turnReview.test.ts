import type { GameEvent } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { combatGame, exampleGame } from '../components/testGame'
import { reviewOfReplay, turnReview } from './turnReview'

/** Plays `actions` on `g` and returns the replay-like steps of them (states and event counts). */
function played(g: ReturnType<typeof exampleGame>, actions: Record<string, unknown>[]) {
  const states = [g.state]
  const eventCounts = [g.events.length]
  for (const a of actions) {
    const r = g.act(a as never)
    if (!r.ok) throw new Error(r.message)
    states.push(g.state)
    eventCounts.push(g.events.length)
  }
  return { states, eventCounts, from: 0, index: actions.length }
}

describe('web/lib/turnReview', () => {
  it('draws a move from its origin to its destination along the path of the engine\'s event', () => {
    const g = exampleGame()
    const replay = played(g, [{ type: 'move', side: 'blue', unit: 'b1', to: '3,1' }])
    const move = g.events.find((e) => e.type === 'moveCommitted')!
    const r = reviewOfReplay(replay, g.events)
    expect(r.arrows).toEqual([{ unit: 'b1', type: 'moveCommitted', from: '2,2', to: '3,1', hexes: ['2,2', ...(move.path as string[])], step: 1 }])
    expect(r.combats).toEqual([])
    // Not yet played at the start of the replay.
    expect(reviewOfReplay({ ...replay, index: 0 }, g.events)).toEqual({ arrows: [], combats: [] })
  })

  it('marks a combat\'s attackers and defender where they stood, with its result', () => {
    const g = combatGame([5, 2])
    const atk = g.legalActions().find((a) => a.type === 'attack') as unknown as { attackers: string[]; defender: string }
    const replay = played(g, [atk as unknown as Record<string, unknown>])
    const ev = g.events.find((e) => e.type === 'combatResolved')!
    const r = reviewOfReplay(replay, g.events)
    expect(r.combats).toHaveLength(1)
    const c = r.combats[0]!
    expect(c.attackers.map((a) => a.unit)).toEqual(atk.attackers)
    for (const a of c.attackers) expect(a.hex).toBe(replay.states[0]!.units.find((u) => u.id === a.unit)!.hex)
    expect(c.defender).toEqual({ unit: atk.defender, hex: '4,2' })
    expect(c.result).toBe((ev.outcome as { key: string }).key)
    expect(c.step).toBe(1)
  })

  it('follows units through retreats and advances: a later combat marks them at their new hex', () => {
    const events: GameEvent[] = [
      { type: 'retreated', message: 'r', unit: 'r1', from: '4,2', to: '5,2' },
      { type: 'advanced', message: 'a', unit: 'b1', from: '3,2', to: '4,2' },
      { type: 'combatResolved', message: 'Combat: x', decl: { attackers: ['b1'], defender: 'r1', mode: 'close' }, outcome: { key: 'DE', label: 'eliminated', data: {} } },
      { type: 'unitEliminated', message: 'e', unit: 'r1', hex: '5,2' },
      { type: 'combatResolved', message: 'Combat: y', decl: { attackers: ['b1'], defender: 'r1', mode: 'close' }, outcome: { key: 'NE', label: 'none', data: {} } },
    ]
    const r = turnReview([{ step: 3, events: events.slice(0, 2) }, { step: 4, events: events.slice(2) }], { r1: '4,2', b1: '3,2' })
    expect(r.arrows.map((a) => [a.type, a.unit, a.hexes])).toEqual([['retreated', 'r1', ['4,2', '5,2']], ['advanced', 'b1', ['3,2', '4,2']]])
    expect(r.combats[0]).toEqual({ attackers: [{ unit: 'b1', hex: '4,2' }], defender: { unit: 'r1', hex: '5,2' }, result: 'DE', label: 'eliminated', step: 4 })
    // An eliminated unit is no longer on the map.
    expect(r.combats[1]!.defender).toBeNull()
  })
})
