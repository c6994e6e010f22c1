import { actingSide, buildRules, createGame, legalActions, seedRng, viewFor, type Game, type GameState, type Scenario } from '@hexes/core'
import { builtinPlugins } from '@hexes/registry'
import { chooseAction } from '../src/client/chooseAction'
import { summarize, type LatencySummary } from './summarize'

/** What one in-process round measured. */
export interface BaselineResult {
  actions: number
  seconds: number
  perSecond: number
  /** From the choice to the other seat's view: the engine's work per action, no server. */
  latency: LatencySummary
}

/**
 * The plain reference of the load bench: the same loop without a server. `games` games of the
 * scenario, two seats each, played in turns one action per game at a time; each action is chosen
 * from the acting seat's own view (as the bench's clients do), checked and applied by the engine,
 * hashed, and handed to the other seat as its view (`viewFor`). Latency is the time from the
 * submission to the other seat's view.
 */
export function inProcessBaseline(scenario: Scenario, games: number, actionsPerGame: number, seed = 1): BaselineResult {
  const rules = buildRules(scenario, builtinPlugins)
  const rand = seedRng(seed)
  const list: Game[] = []
  for (let i = 0; i < games; i++) list.push(createGame({ scenario, plugins: builtinPlugins, seed: seed * 1000 + i }))
  const views = list.map((g) => viewFor(g.rules, g.state, actingSide(g.state)))
  const latencies: number[] = []
  const t0 = performance.now()
  let actions = 0
  for (let round = 0; round < actionsPerGame; round++) {
    for (let i = 0; i < list.length; i++) {
      const game = list[i]!
      if (game.state.result) continue
      const state = { ...views[i]!, rng: seedRng(1) } as unknown as GameState
      const action = chooseAction(legalActions(rules, state), rand)
      if (!action) continue
      const sent = performance.now()
      const r = game.act(action)
      if (!r.ok) throw new Error(`baseline: ${r.code}`)
      game.hash()
      const other = actingSide(game.state) ?? action.side
      views[i] = viewFor(game.rules, game.state, other)
      latencies.push(performance.now() - sent)
      actions++
    }
  }
  const seconds = (performance.now() - t0) / 1000
  return { actions, seconds, perSecond: actions / seconds, latency: summarize(latencies) }
}
