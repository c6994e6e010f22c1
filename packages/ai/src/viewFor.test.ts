import { applyAction, checkAction, createInitialState, SeededDice, seedRng, viewFor, type GameState } from '@hexes/core'
import { leaksDiceGenerator } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { RandomBot } from './RandomBot'
import { shippedRules } from './testing/aiFixtures'

describe('viewFor over whole games', () => {
  it.each(['teaching-ford', 'isandlwana-1879'])('no view of any state of a %s game holds the dice generator, for either side or a spectator', (id) => {
    const rules = shippedRules(id)
    let state: GameState = createInitialState(rules, 'view-test').state
    const bot = new RandomBot()
    const rng = seedRng('bot')
    let views = 0
    for (let i = 0; i < 3000 && !state.result; i++) {
      for (const viewer of [...state.sides.map((s) => s.id), null]) {
        expect(leaksDiceGenerator(viewFor(rules, state, viewer), state.rng)).toBe(false)
        views++
      }
      const action = bot.chooseAction(rules, state, rng)
      if (!action) break
      const checked = checkAction(rules, state, action)
      if ('ok' in checked) throw new Error(checked.message)
      state = applyAction(rules, state, checked, (draft) => new SeededDice(() => draft.rng)).state
    }
    expect(state.result).not.toBeNull()
    expect(views).toBeGreaterThan(100)
  })
})
