// Test fixtures for component tests: a real engine game on the example skirmish.
import { createGame, type Game } from '@hexes/core'
import { examplePlugin } from '@hexes/plugin-example'
import { makeI18n } from '../i18n'
import { exampleScenario } from '../lib/exampleScenario'

/** A game of the example skirmish with scripted dice. */
export function exampleGame(dice?: number[]): Game {
  return createGame({ scenario: exampleScenario, plugins: [examplePlugin], seed: 1, ...(dice ? { dice } : {}) })
}

/** The example skirmish with blue's b1 and b2 next to red's r1 (for combats). */
export function combatGame(dice?: number[]): Game {
  const at: Record<string, string> = { b1: '3,2', b2: '4,3', r1: '4,2' }
  const scenario = { ...exampleScenario, units: exampleScenario.units.map((u) => ({ ...u, hex: at[u.id] ?? u.hex })) }
  const g = createGame({ scenario, plugins: [examplePlugin], seed: 1, ...(dice ? { dice } : {}) })
  g.act({ type: 'end-phase', side: 'blue' })
  return g
}

/** Mount options with the English i18n plugin. */
export function withI18n() {
  return { global: { plugins: [makeI18n('en')] } }
}
