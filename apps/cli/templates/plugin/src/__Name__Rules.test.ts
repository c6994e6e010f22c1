import { createTestGame, installMatchers, testScenario } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { __name__Plugin } from './__name__Plugin.ts'

installMatchers()

const plugins = [__name__Plugin]
const scenario = testScenario({
  plugins: [{ id: '__NAME__' }],
  terrain: { '2,2': 'forest' },
  units: [
    { id: 'a1', hex: '1,1' },
    { id: 'a2', hex: '1,3' },
    { id: 'b1', side: 'b', hex: '6,1' },
  ],
})

describe('__NAME__ rules', () => {
  it('__RULE__-1 each side gives its orders, then the victory check and the end of the turn', () => {
    const t = createTestGame({ scenario, plugins })
    expect(t.game.rules.phases.map((p) => `${p.id}:${p.side ?? '-'}`)).toEqual(['orders:0', 'orders:1', 'victory:-', 'turn-end:-'])
    t.play({ type: 'end-phase', side: 'a' })
    expect(t.state.turn).toMatchObject({ turn: 1, activeSide: 'b', phase: 'orders' })
    t.play({ type: 'end-phase', side: 'b' })
    expect(t.state.turn).toMatchObject({ turn: 2, activeSide: 'a', phase: 'orders' })
  })

  it('__RULE__-2 a unit moves once in its orders phase, and again in the next one', () => {
    const t = createTestGame({ scenario, plugins })
    t.play({ type: 'move', side: 'a', unit: 'a1', to: '2,1' })
    expect(t.act({ type: 'move', side: 'a', unit: 'a1', to: '3,1' })).toBeRejectedWith('__NAME__/already-acted', '__RULE__-2')
    expect(t.act({ type: 'move', side: 'a', unit: 'a2', to: '2,3' })).toBeAccepted()
    t.play({ type: 'end-phase', side: 'a' }, { type: 'end-phase', side: 'b' })
    expect(t.act({ type: 'move', side: 'a', unit: 'a1', to: '3,1' })).toBeAccepted()
    expect(t.state).toHaveUnitAt('a1', '3,1')
  })

  it('__RULE__-3 a unit has 3 MP, and a forest costs forestCost MP', () => {
    const t = createTestGame({ scenario, plugins })
    expect(t.game.check({ type: 'move', side: 'a', unit: 'a1', to: '5,1' })).toBeRejectedWith('move/too-far')
    expect(t.game.check({ type: 'move', side: 'a', unit: 'a1', to: '4,1' })).toBeAccepted()
    expect(t.game.check({ type: 'move', side: 'a', unit: 'a1', to: '2,2' })).toBeAccepted()
    const dear = { ...scenario, plugins: [{ id: '__NAME__', config: { forestCost: 4 } }] }
    expect(createTestGame({ scenario: dear, plugins }).game.check({ type: 'move', side: 'a', unit: 'a1', to: '2,2' })).toBeRejectedWith('move/too-far')
  })
})
