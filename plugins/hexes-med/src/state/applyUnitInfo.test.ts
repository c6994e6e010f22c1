import { createTestGame, type TestGame } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { hexesMed } from '../hexesMedPlugin'
import { hmScenario, move } from '../testing/hmFixtures'

const game = () =>
  createTestGame({
    scenario: hmScenario({
      units: [
        { id: 'a1', hex: '1,1', type: 'elite-cavalry' },
        { id: 'a2', hex: '3,1', type: 'heavy-archer', reduced: true },
        { id: 'b1', side: 'b', hex: '5,5', type: 'militia', reduced: true },
      ],
    }),
    plugins: [hexesMed],
  })

const ask = (t: TestGame, id: string) => {
  const ctx = { state: t.state, rules: t.game.rules, unit: t.unit(id) }
  const h = t.game.rules.hooks
  return { strength: h.unitStrength.call(0, ctx), weakened: h.isWeakened.call(ctx), card: h.unitCard.call({ tags: [] }, ctx) }
}

describe('hexes-med/unit information', () => {
  it('gives the current strength F, reduced as GAP-HM-05 says', () => {
    const t = game()
    expect(['a1', 'a2', 'b1'].map((id) => ask(t, id).strength)).toEqual([4, 1, 1])
    expect(t.state.counters.map((c) => c.startingStrength)).toEqual([5, 1])
  })

  it('calls a unit weakened when it is reduced (GAP-SW-01)', () => {
    const t = game()
    expect(['a1', 'a2', 'b1'].map((id) => ask(t, id).weakened)).toEqual([false, true, true])
  })

  it('fills the unit card: F, MP, ranged strength and range, kind, reduced, name, moved', () => {
    const t = game()
    expect(ask(t, 'a2').card).toEqual({ strength: 1, mp: 2, ranged: { strength: 2, range: 3 }, kind: 'infantry', reduced: true, typeName: 'Heavy archers', tags: [] })
    t.game.act(move('a1', '1,3'))
    expect(ask(t, 'a1').card).toEqual({ strength: 4, mp: 5, kind: 'cavalry', reduced: false, typeName: 'Elite cavalry', tags: ['moved'] })
  })
})
