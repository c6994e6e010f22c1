import { buildRules, checkInvariants, createGame, Game, hashState, parseScenario, type GameState, type PluginDefinition, type Scenario } from '@hexes/core'
import { plainJsonProblem } from './plainJsonProblem'
import { randomPlay, type RandomPlayLog } from './randomPlay'
import { watchClocks } from './watchClocks'

/** Options of {@link checkConformance}. */
export interface ConformanceOptions {
  /** A scenario whose rule mix includes the plugins under test (raw JSON or parsed; a variant already applied). */
  scenario: Scenario | unknown
  /** The plugins the host knows; the scenario picks its mix from them. */
  plugins: readonly PluginDefinition<any>[]
  /** Seeds of the games played (default `[1, 2]`). */
  seeds?: readonly number[]
  /** Actions per game at most (default 300). */
  maxActions?: number
  /** Every this many actions, a JSON copy of the state is resumed in a newly built game (default 25). */
  resumeEvery?: number
}

/** The checks of {@link checkConformance}. */
export type ConformanceCheck = 'plain-json' | 'invariants' | 'replay' | 'interleaved' | 'resume' | 'math-random' | 'clock' | 'stuck' | 'rejected'

/** One failed check: which, in which game and after which action (0-based index in the game's log). */
export interface ConformanceProblem {
  check: ConformanceCheck
  seed: number
  action?: number
  message: string
}

/**
 * Plays seeded random games of a rule mix and checks what every plugin must guarantee (the
 * conformance suite of `@hexes/testing`, run on every shipped plugin in CI):
 * - `plain-json`: the state is plain JSON after every action (no `undefined`, class instance,
 *   `Map`, `NaN`...), so saves and the server lose nothing;
 * - `invariants`: `checkInvariants` (the engine's and the plugins') after every action;
 * - `replay`: the same seed and actions replayed later, after other games ran, give the same state
 *   hash after every action (determinism; nothing carried between games);
 * - `interleaved`: two games of the same seed played in lockstep give those hashes too (no state
 *   shared between live games, e.g. in a module variable);
 * - `resume`: a `JSON.parse(JSON.stringify(state))` copy resumed in a newly built game reaches
 *   the same final hash (no state kept in a plugin's fields between actions);
 * - `math-random`, `clock`: no `Math.random`, `Date.now` or `performance.now` while rules run;
 * - `stuck`, `rejected`: a running game always has a legal action, and every listed action is
 *   accepted.
 * Returns every problem found (empty: conformant); the first of each check per game.
 *
 * @example expect(checkConformance({ scenario, plugins: [hexesMed, myPlugin] })).toEqual([])
 */
export function checkConformance(options: ConformanceOptions): ConformanceProblem[] {
  const scenario = parseScenario(options.scenario)
  const seeds = options.seeds ?? [1, 2]
  const maxActions = options.maxActions ?? 300
  const every = Math.max(1, options.resumeEvery ?? 25)
  const problems: ConformanceProblem[] = []
  const add = (p: ConformanceProblem) => {
    if (!problems.some((q) => q.check === p.check && q.seed === p.seed)) problems.push(p)
  }
  const newGame = (seed: number) => createGame({ scenario, plugins: options.plugins, seed })
  const clocks = watchClocks()
  try {
    const played = new Map<number, { log: RandomPlayLog; snapshots: Map<number, string> }>()
    for (const seed of seeds) {
      const game = newGame(seed)
      const snapshots = new Map<number, string>()
      const log = randomPlay(game, seed, maxActions, (g) => hashState(g.state), (i) => {
        const json = plainJsonProblem(game.state)
        if (json) add({ check: 'plain-json', seed, action: i, message: `the state is not plain JSON after action ${i} (${game.log[i]!.type}): ${json}` })
        const issues = checkInvariants(game.rules, game.state)
        if (issues.length) add({ check: 'invariants', seed, action: i, message: `after action ${i} (${game.log[i]!.type}): ${issues.map((x) => `${x.code} ${x.message}`).join('; ')}` })
        if ((i + 1) % every === 0 && !game.state.result) snapshots.set(i, JSON.stringify(game.state))
      })
      if (log.end === 'stuck') add({ check: 'stuck', seed, action: log.actions.length, message: `no legal action after ${log.actions.length} actions, and the game is not over (turn ${game.state.turn.turn}, phase ${game.state.turn.phase})` })
      if (log.rejected) add({ check: 'rejected', seed, action: log.actions.length, message: `legalActions listed ${JSON.stringify(log.rejected.action)}, refused with ${log.rejected.code}: ${log.rejected.message}` })
      played.set(seed, { log, snapshots })
    }
    for (const [seed, { log, snapshots }] of played) {
      const replay = firstDivergence([newGame(seed)], log)
      if (replay) add({ check: 'replay', seed, action: replay.at, message: `replaying seed ${seed} after other games gives another state after action ${replay.at} (${log.actions[replay.at]!.type})${replay.message}` })
      const lockstep = firstDivergence([newGame(seed), newGame(seed)], log)
      if (lockstep) add({ check: 'interleaved', seed, action: lockstep.at, message: `two games of seed ${seed} played in lockstep differ from the game played alone after action ${lockstep.at} (${log.actions[lockstep.at]!.type})${lockstep.message}` })
      for (const [at, json] of snapshots) {
        const resumed = resume(scenario, options.plugins, seed, JSON.parse(json) as GameState)
        const rest = { ...log, actions: log.actions.slice(at + 1), hashes: log.hashes.slice(at + 1) }
        const d = firstDivergence([resumed], rest)
        if (d) {
          add({ check: 'resume', seed, action: at + 1 + d.at, message: `the state after action ${at}, copied through JSON and resumed in a new game, gives another state after action ${at + 1 + d.at} (${log.actions[at + 1 + d.at]!.type})${d.message}: is some state kept outside the game state?` })
          break
        }
      }
    }
  } finally {
    const seen = clocks.stop()
    if (seen.random) add({ check: 'math-random', seed: seeds[0]!, message: `Math.random was called while the rules ran (use the game's dice): ${seen.random}` })
    if (seen.clock) add({ check: 'clock', seed: seeds[0]!, message: `a clock was read while the rules ran (rules must not depend on time): ${seen.clock}` })
  }
  return problems
}

/** A game rebuilt from scratch (new rules, new plugin instances) around a state. */
function resume(scenario: Scenario, plugins: readonly PluginDefinition<any>[], seed: number, state: GameState): Game {
  return new Game(buildRules(scenario, plugins), state, [], seed)
}

/** Applies `log`'s actions to each game in turn, action by action; the first action after which a game's hash differs from the log's. */
function firstDivergence(games: readonly Game[], log: RandomPlayLog): { at: number; message: string } | null {
  for (let i = 0; i < log.actions.length; i++) {
    for (const g of games) {
      const r = g.act(log.actions[i])
      if (!r.ok) return { at: i, message: `: the action is refused (${r.code}: ${r.message})` }
      if (hashState(g.state) !== log.hashes[i]) return { at: i, message: '' }
    }
  }
  return null
}
