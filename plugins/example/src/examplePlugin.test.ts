import { createTestGame, installMatchers, testScenario } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { examplePlugin } from './examplePlugin'

installMatchers()

const scenario = testScenario({
  terrain: { '2,2': 'forest', '3,0': 'river' },
  units: [
    { id: 'a1', hex: '1,1' },
    { id: 'a2', hex: '1,3' },
    { id: 'b1', side: 'b', hex: '4,1' },
  ],
})

describe('plugin-example', () => {
  it('moves a unit within its MP and refuses a move beyond', () => {
    const t = createTestGame({ scenario, plugins: [examplePlugin] })
    expect(t.act({ type: 'move', side: 'a', unit: 'a1', to: '1,5' })).toBeRejectedWith('move/too-far')
    expect(t.act({ type: 'move', side: 'a', unit: 'a1', to: '2,1' })).toBeAccepted()
    expect(t.state).toHaveUnitAt('a1', '2,1')
  })

  it('EX-1 each side moves, then fights; then the victory check and the end of the turn', () => {
    const t = createTestGame({ scenario, plugins: [examplePlugin] })
    expect(t.game.rules.phases.map((p) => `${p.id}:${p.side ?? '-'}`)).toEqual(['movement:0', 'combat:0', 'movement:1', 'combat:1', 'victory:-', 'turn-end:-'])
  })

  it('EX-2 a forest costs forestCost MP and a river is impassable', () => {
    const dear = { ...scenario, plugins: [{ id: 'example', config: { forestCost: 3 } }] }
    expect(createTestGame({ scenario, plugins: [examplePlugin] }).act({ type: 'move', side: 'a', unit: 'a1', to: '2,2' })).toBeAccepted()
    expect(createTestGame({ scenario: dear, plugins: [examplePlugin] }).act({ type: 'move', side: 'a', unit: 'a1', to: '2,2' })).toBeRejectedWith('move/too-far')
    const t = createTestGame({ scenario, plugins: [examplePlugin] })
    t.play({ type: 'move', side: 'a', unit: 'a1', to: '2,1' }, { type: 'end-phase', side: 'a' }, { type: 'end-phase', side: 'a' })
    t.advanceUntil((s) => s.turn.turn === 2 && s.turn.activeSide === 'a' && s.turn.phase === 'movement')
    expect(t.game.check({ type: 'move', side: 'a', unit: 'a1', to: '3,0' })).toBeRejectedWith('move/impassable')
  })

  it('EX-4 resolves a combat with scripted dice and eliminates the loser', () => {
    const t = createTestGame({ scenario, plugins: [examplePlugin], dice: [5, 2] })
    t.play({ type: 'move', side: 'a', unit: 'a1', to: '3,1' }, { type: 'end-phase', side: 'a' })
    const r = t.act({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'close' })
    expect(r).toBeAccepted()
    expect(t.unit('b1').status).toBe('eliminated')
  })

  it('gives exact odds from the resolver itself', () => {
    const t = createTestGame({ scenario, plugins: [examplePlugin] })
    t.play({ type: 'move', side: 'a', unit: 'a1', to: '3,1' }, { type: 'end-phase', side: 'a' })
    const odds = t.game.odds({ attackers: ['a1'], defender: 'b1', mode: 'close' })
    if ('ok' in odds) throw new Error(odds.message)
    const win = odds.distribution.outcomes.find((o) => o.key === 'defender-eliminated')!
    expect(win.probability).toEqual({ num: 5, den: 12 })
  })
})

describe('plugin-example: a neutral core', () => {
  it('a whole game of the example rules logs only core ids (core/...) and the example own ids (EX-...)', () => {
    const t = createTestGame({ scenario, plugins: [examplePlugin], seed: 7 })
    const cited = new Set<string>()
    // Illegal orders too: their rejections cite core rules.
    const illegal = [
      { type: 'move', side: 'b', unit: 'b1', to: '4,2' },
      { type: 'move', side: 'a', unit: 'b1', to: '4,2' },
      { type: 'move', side: 'a', unit: 'a1', to: '3,0' },
      { type: 'move', side: 'a', unit: 'a1', to: '1,1' },
      { type: 'attack', side: 'a', attackers: [], defender: 'b1', mode: 'close' },
      { type: 'fly', side: 'a' },
    ]
    for (const a of illegal) {
      const r = t.game.act(a)
      if (r.ok) throw new Error(`expected a rejection for ${JSON.stringify(a)}`)
      cited.add(r.ruleId)
    }
    // Then play to the end, always taking the first legal action, attacks first.
    for (let i = 0; i < 2000 && !t.state.result; i++) {
      const legal = t.game.legalActions()
      const attack = legal.find((a) => a.type === 'attack')
      const move = legal.find((a) => a.type === 'move' && i % 3 !== 0)
      const r = t.game.act(attack ?? move ?? legal.at(-1)!)
      if (!r.ok) throw new Error(r.message)
    }
    expect(t.state.result).not.toBeNull()
    for (const e of t.game.events) if (e.ruleId !== undefined) cited.add(e.ruleId)
    cited.add(t.state.result!.ruleId)
    expect([...cited].filter((id) => !/^(core\/[a-z-]+|EX-\d+)$/.test(id))).toEqual([])
    expect([...cited].some((id) => id.startsWith('core/'))).toBe(true)
    expect([...cited].some((id) => id.startsWith('EX-'))).toBe(true)
  })
})
