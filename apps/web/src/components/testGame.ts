// Test fixtures for component tests: a real engine game on the example skirmish.
import { createGame, type Game, type GameRules, type PluginRequest } from '@hexes/core'
import { examplePlugin } from '@hexes/plugin-example'
import { createPinia } from 'pinia'
import { TEXT_SOURCE } from '../composables/useEngineText'
import { makeI18n, type Locale } from '../i18n'
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

/** Mount options with the English i18n plugin (and a fresh Pinia: rule links open the rules sheet's store). */
export function withI18n() {
  return { global: { plugins: [makeI18n('en'), createPinia()] } }
}

/**
 * Mount options with the i18n plugin in `locale` and the engine texts of a game's rules (its
 * plugins' catalogues), as the game screen provides them (`provideTextSource`).
 */
export function withTexts(game: { rules: GameRules } | null, locale: Locale = 'en') {
  return { global: { plugins: [makeI18n(locale), createPinia()], provide: { [TEXT_SOURCE as symbol]: () => (game ? { rules: game.rules } : null) } } }
}

/**
 * A session store at Isandlwana (dice seed 1) in the Zulu player's Successive Waves phase of turn 1,
 * reached with real actions: both sides pass, then the British shoot the two skirmisher units that
 * stand 3 hexes away, and both volleys reduce their target (uNokhenke and uMbonambi skirmishers).
 */
export async function sessionAtWaves() {
  const { createPinia, setActivePinia } = await import('pinia')
  const { useSessionStore } = await import('../stores/session')
  const { loadScenario } = await import('../lib/catalog')
  setActivePinia(createPinia())
  const session = useSessionStore()
  const scenario = (await loadScenario('isandlwana-1879'))!
  const ok = await session.start({ scenarioId: scenario.id, plugins: scenario.plugins.map((p) => ({ ...p })) as PluginRequest[], players: {}, seed: 1 })
  if (!ok) throw new Error(session.error?.message)
  for (let i = 0; i < 5; i++) session.act({ type: 'end-phase', side: session.state!.turn.activeSide! })
  for (const [shooter, target] of [['c-e24', 'z-sk2'], ['c-rkt', 'z-sk4']] as const) {
    const r = await session.act({ type: 'attack', side: 'colonial', attackers: [shooter], defender: target, mode: 'ranged' })
    if (!r.ok) throw new Error(r.message)
  }
  session.act({ type: 'end-phase', side: 'colonial' })
  return session
}
