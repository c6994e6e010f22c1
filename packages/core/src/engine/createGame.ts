import type { RngAlgo } from '../dice/rng'
import { ScriptedDice } from '../dice/ScriptedDice'
import type { Issue } from '../errors/EngineError'
import { errors } from '../errors/errors'
import type { PluginDefinition } from '../plugin/definePlugin'
import { parseScenario } from '../scenario/parseScenario'
import type { Scenario } from '../scenario/Scenario'
import { findUnsafeKeys } from '../util/safeJson'
import { zodIssues } from '../util/zodIssues'
import { buildRules } from './buildRules'
import { createInitialState } from './createInitialState'
import { Game } from './Game'
import { hashScenario } from './hashState'
import { saveFileSchema, type SaveFile } from './SaveFile'

/** Options of {@link createGame}. */
export interface CreateGameOptions {
  /** A parsed scenario, or raw scenario JSON data (validated here). */
  scenario: Scenario | unknown
  /** The plugins the host knows; the scenario picks from them by id. */
  plugins: readonly PluginDefinition<any>[]
  /** PRNG seed (default 1). For `rng: 'hmac-sha256'`, the secret: 64 lowercase hex characters. */
  seed?: number | string
  /**
   * The dice generator: `sfc32` (default: fast, replayable, but predictable from enough observed
   * rolls) or `hmac-sha256` (server games: unpredictable without the secret seed, checkable once it
   * is revealed, see `commitSeed` and `verifyRecord`).
   */
  rng?: RngAlgo
  /**
   * Scripted die faces for tests: every roll takes the next one (`[6, 1, 3]`), from the rolls
   * made while the first phase starts on.
   */
  dice?: readonly number[]
}

/**
 * Creates a game: validates the scenario, loads and checks the plugin mix, builds the initial
 * state and enters the first phase. Throws `scenario/invalid` or `loader/invalid-mix` with every
 * problem listed in `issues`. Throws a `DiceError` (`dice/invalid-argument`) for a seed the
 * chosen generator refuses.
 */
export function createGame(options: CreateGameOptions): Game {
  const scenario = parseScenario(options.scenario)
  const rules = buildRules(scenario, options.plugins)
  const seed = options.seed ?? 1
  const scripted = options.dice ? new ScriptedDice(options.dice) : undefined
  const rng = options.rng ?? 'sfc32'
  const { state, events } = createInitialState(rules, seed, scripted, rng)
  return new Game(rules, state, events, seed, options.dice, scripted?.count ?? 0, rng)
}

/**
 * Rebuilds a game from a save file by replaying its action log, after checking that the file
 * matches the scenario (id and content hash) and the plugins (ids and versions). Every mismatch
 * is explained in the error's `issues`; a replay that ends on another state hash throws
 * `save/hash-mismatch`.
 */
export function loadGame(save: unknown, options: { scenario: Scenario | unknown; plugins: readonly PluginDefinition<any>[] }): Game {
  const unsafe = findUnsafeKeys(save)
  if (unsafe.length) throw errors.save(unsafe)
  const parsed = saveFileSchema.safeParse(save)
  if (!parsed.success) throw errors.save(zodIssues(parsed.error, { code: 'save', namespaced: true }))
  const file: SaveFile = parsed.data
  const scenario = parseScenario(options.scenario)
  const issues: Issue[] = []
  if (file.scenario.id !== scenario.id) issues.push({ code: 'save/scenario-id', path: 'scenario.id', message: `the save is for scenario "${file.scenario.id}", not "${scenario.id}"` })
  else if (file.scenario.hash !== hashScenario(scenario)) issues.push({ code: 'save/scenario-changed', path: 'scenario.hash', message: `scenario "${scenario.id}" has changed since the game was saved` })
  const known = new Map(options.plugins.map((p) => [p.manifest.id, p.manifest.version]))
  file.plugins.forEach((p, i) => {
    const v = known.get(p.id)
    if (v === undefined) issues.push({ code: 'save/unknown-plugin', path: `plugins[${i}].id`, message: `plugin "${p.id}" is not available` })
    else if (v !== p.version) issues.push({ code: 'save/plugin-version', path: `plugins[${i}].version`, message: `plugin "${p.id}" is version ${v}, the save was made with ${p.version}` })
  })
  const used = scenario.plugins.map((p) => p.id).sort()
  const saved = file.plugins.map((p) => p.id).sort()
  if (used.join(',') !== saved.join(',') && issues.length === 0) {
    issues.push({ code: 'save/plugin-mix', path: 'plugins', message: `the save used plugins [${saved.join(', ')}], the scenario lists [${used.join(', ')}]` })
  }
  if (issues.length) throw errors.save(issues)
  const game = createGame({ scenario, plugins: options.plugins, seed: file.seed, ...(file.rng ? { rng: file.rng } : {}), ...(file.dice ? { dice: file.dice } : {}) })
  file.actions.forEach((a, i) => {
    const r = game.act(a)
    if (!r.ok) throw errors.replayRejected(i, r.code, r.message, r)
  })
  const hash = game.hash()
  if (hash !== file.stateHash) throw errors.replayMismatch(file.stateHash, hash)
  return game
}
