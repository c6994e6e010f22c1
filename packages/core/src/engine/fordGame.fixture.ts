import { nextInt, seedRng } from '../dice/rng'
import { createGame, type CreateGameOptions } from './createGame'
import type { Game } from './Game'
import { testPlugins } from './testPlugins.fixture'

/**
 * The shipped teaching scenario (scenarios/teaching-ford.json, read by the test) played under the
 * core test rules: its map, sides, units (cavalry as `horse`, the rest `foot`), leaders and victory,
 * with the `core-test` plugin instead of HEXES Med (core tests cannot import the rule plugins).
 */
export function fordUnderTestRules(raw: unknown): Record<string, unknown> {
  const s = structuredClone(raw) as Record<string, unknown> & { units: { type: string }[] }
  delete s.$schema
  s.plugins = [{ id: 'core-test' }]
  for (const u of s.units) u.type = u.type.includes('cavalry') ? 'horse' : 'foot'
  return s
}

/** A game of {@link fordUnderTestRules}, secret-seeded unless told otherwise. */
export function fordGame(raw: unknown, options: Partial<Pick<CreateGameOptions, 'seed' | 'rng'>> = {}): Game {
  return createGame({ scenario: fordUnderTestRules(raw), plugins: testPlugins, seed: options.seed ?? 'ab'.repeat(32), rng: options.rng ?? 'hmac-sha256' })
}

/**
 * Plays random legal actions (picked from a stream of its own, seeded `pick`) until the game ends
 * or `max` actions; throws on a rejection, which would be an engine bug.
 */
export function playToEnd(game: Game, pick: string, max = 3000): Game {
  const rng = seedRng(pick)
  for (let i = 0; i < max && game.state.result === null; i++) {
    const legal = game.legalActions()
    const r = game.act(legal[nextInt(rng, legal.length)]!)
    if (!r.ok) throw new Error(`legal action rejected: ${r.code}`)
  }
  return game
}
