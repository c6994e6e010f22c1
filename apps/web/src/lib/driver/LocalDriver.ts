import {
  createGame, reject, viewFor, type BaseAction, type CombatDeclaration, type CombatOdds, type Game, type GameEvent, type GameRules, type GameState,
  type MovementOptions, type PlayerView, type PluginDefinition, type Rejection, type SaveFile, type Scenario,
} from '@hexes/core'
import { markRaw } from 'vue'
import type { TextSource } from '../engineText'
import type { DriverActResult, GameDriver, ReplayStates } from './GameDriver'

/**
 * The game played in the browser: a {@link GameDriver} over the engine's `Game`, which stays a
 * private field (raw: never inside `ref`/`reactive`). Every answer is the engine's.
 *
 * @example const driver = new LocalDriver(createGame({ scenario, plugins, seed: 4 }), scenario, plugins)
 */
export class LocalDriver implements GameDriver {
  readonly rules: GameRules
  readonly scenario: Scenario
  readonly textSource: TextSource
  readonly #game: Game
  readonly #plugins: readonly PluginDefinition<any>[]
  /** Actions no undo takes back, whatever the engine says (the history of a file from another player). */
  readonly #committed: number

  /**
   * @param game - the engine's game (created or loaded)
   * @param scenario - the scenario it plays (with the start screen's rule mix)
   * @param plugins - the plugin definitions it was built with (the replay rebuilds with them)
   * @param options.committed - how many actions of the log are out of the undo's reach (a save
   *   file from the other player: what it holds was played before it reached this device)
   */
  constructor(game: Game, scenario: Scenario, plugins: readonly PluginDefinition<any>[], options: { committed?: number } = {}) {
    this.#game = game
    this.#plugins = plugins
    this.#committed = options.committed ?? 0
    this.rules = markRaw(game.rules)
    this.scenario = markRaw(scenario)
    this.textSource = markRaw({ rules: game.rules })
    markRaw(this)
  }

  state(): GameState {
    return this.#game.state
  }

  events(): readonly GameEvent[] {
    return this.#game.events.slice()
  }

  log(): readonly BaseAction[] {
    return this.#game.log.slice()
  }

  legalActions(): BaseAction[] {
    return this.#game.legalActions()
  }

  movementOptions(unitId: string): MovementOptions | Rejection {
    return markRaw(this.#game.movementOptions(unitId))
  }

  odds(decl: CombatDeclaration): CombatOdds | Rejection {
    return this.#game.odds(decl)
  }

  check(action: BaseAction & Record<string, unknown>): Rejection | undefined {
    return this.#game.check(action)
  }

  act(action: BaseAction & Record<string, unknown>): DriverActResult {
    const r = this.#game.act(action)
    return r.ok ? { ok: true, events: r.events } : r
  }

  undo(): { ok: true } | Rejection {
    if (this.#game.log.length <= this.#committed) return reject('undo/irreversible', 'core/undo', 'Nothing to undo since the last die roll or the other side\'s first action', {})
    const r = this.#game.undo()
    return r.ok ? { ok: true } : r
  }

  canUndo(): boolean {
    return this.#game.canUndo && this.#game.log.length > this.#committed
  }

  saveFile(meta: Record<string, unknown>): SaveFile {
    return this.#game.save(meta)
  }

  /** Replays the log from the seed on a fresh game (the live one is not touched). */
  async replayStates(): Promise<ReplayStates> {
    const actions = this.#game.log.slice()
    const g = createGame({ scenario: this.scenario, plugins: this.#plugins, seed: this.#game.seed })
    const states = [g.state]
    const eventCounts = [g.events.length]
    for (const a of actions) {
      g.act(a)
      states.push(g.state)
      eventCounts.push(g.events.length)
    }
    return { states, eventCounts, actions }
  }

  viewFor(viewer: string | null): PlayerView {
    return viewFor(this.#game.rules, this.#game.state, viewer)
  }
}
