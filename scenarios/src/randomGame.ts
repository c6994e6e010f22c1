import { createGame, nextInt, nextUint32, seedRng, type BaseAction, type Game, type PluginDefinition, type Scenario } from '@hexes/core'

/** What {@link randomGame} plays. */
export interface RandomGameOptions {
  scenario: Scenario
  plugins: readonly PluginDefinition<any>[]
  /** The game's seed. */
  seed: number
  /** The random player's own stream (`lewes/<seed>`, kept apart from the game's dice). */
  stream: string
  /** An action the player always takes when the rules offer it (a rare one a test looks for), else none. */
  prefer?: (actions: readonly BaseAction[]) => BaseAction | undefined
}

/**
 * One game of a seeded random player, for the scenarios' play tests: a uniform legal action, or
 * the end of the step with a chance of 1 in 1 + its units on the map (at least 1 in 20), up to
 * 3,000 actions. Returns the game, ended or not.
 */
export function randomGame(o: RandomGameOptions): Game {
  const game = createGame({ scenario: o.scenario, plugins: o.plugins, seed: o.seed })
  const rng = seedRng(o.stream)
  for (let i = 0; i < 3000 && !game.state.result; i++) {
    const legal = game.legalActions()
    const others = legal.filter((a) => a.type !== 'end-phase')
    const end = legal.find((a) => a.type === 'end-phase')
    const side = game.state.turn.activeSide
    const mine = game.state.units.filter((u) => u.side === side && u.status === 'active' && u.hex !== null).length
    const stop = others.length === 0 || nextUint32(rng) / 4294967296 < Math.max(0.05, 1 / (1 + mine))
    const action = o.prefer?.(others) ?? (end && stop ? end : others[nextInt(rng, others.length)])
    if (!action) break
    game.act(action)
  }
  return game
}
