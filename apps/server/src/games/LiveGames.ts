import { buildRules, hashScenario, parseScenario, type GameRules, type GameState, type PluginRequest } from '@hexes/core'
import { builtinPlugins, findScenario } from '@hexes/registry'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database'
import { ServerError } from '../ServerError'
import { scenarioWithMix } from './gameSetup'
import { replayStored, type Played } from './replay'

/** A game held in memory: its rules and its state after action `seq`. */
export interface LiveGame {
  id: string
  rules: GameRules
  state: GameState
  seq: number
}

/** Most games kept in memory; the least recently used one is dropped first. */
const MAX_LIVE = 2000

/**
 * The games this process holds in memory, loaded from the latest snapshot and the actions after
 * it, and brought up to date from the database when another process has moved them on.
 */
export class LiveGames {
  private readonly games = new Map<string, LiveGame>()

  constructor(private readonly db: Kysely<Database>) {}

  /** The rules of a stored game (its scenario with its rule mix); throws `server/corrupt-game` if the scenario changed. */
  static rulesOf(id: string, scenarioId: string, scenarioHash: string, plugins: string): GameRules {
    const raw = findScenario(scenarioId)
    if (!raw) throw new ServerError('server/corrupt-game', `game ${id}: scenario "${scenarioId}" is no longer shipped`)
    const scenario = scenarioWithMix(parseScenario(raw), JSON.parse(plugins) as PluginRequest[])
    if (hashScenario(scenario) !== scenarioHash) throw new ServerError('server/corrupt-game', `game ${id}: scenario "${scenarioId}" has changed since the game started`)
    return buildRules(scenario, builtinPlugins)
  }

  /** Keeps a game's new state (after a commit by this process). */
  put(game: LiveGame): void {
    this.games.delete(game.id)
    this.games.set(game.id, game)
    if (this.games.size > MAX_LIVE) this.games.delete(this.games.keys().next().value!)
  }

  /** Whether this process holds the game. */
  has(id: string): boolean {
    return this.games.has(id)
  }

  /** The game as this process holds it (maybe behind the database), without a query. */
  peek(id: string): LiveGame | undefined {
    return this.games.get(id)
  }

  /** Forgets a game (its cached state may be stale). */
  drop(id: string): void {
    this.games.delete(id)
  }

  /**
   * The game at its stored `seq`, loaded or brought up to date; `onPlayed` sees each action
   * this process had not seen yet (another process committed it). `undefined`: no such game.
   */
  async get(id: string, onPlayed?: (p: Played & { seq: number }) => void): Promise<LiveGame | undefined> {
    const row = await this.db.selectFrom('games').select(['id', 'scenario_id', 'scenario_hash', 'plugins', 'seq']).where('id', '=', id).executeTakeFirst()
    if (!row) return undefined
    let game = this.games.get(id)
    if (!game || game.seq > row.seq) {
      const rules = LiveGames.rulesOf(id, row.scenario_id, row.scenario_hash, row.plugins)
      const at = await this.stateAt(id, rules, row.seq)
      game = { id, rules, state: at.state, seq: row.seq }
    } else if (game.seq < row.seq) {
      const rows = await this.db.selectFrom('actions').select(['seq', 'action', 'state_hash']).where('game_id', '=', id).where('seq', '>', game.seq).where('seq', '<=', row.seq).orderBy('seq').execute()
      let state = game.state
      for (const r of rows) {
        const p = replayStored(game.rules, state, id, r)
        state = p.state
        onPlayed?.({ ...p, seq: r.seq })
      }
      game = { ...game, state, seq: row.seq }
    }
    this.put(game)
    return game
  }

  /** The state after action `seq` (from the latest snapshot at or before it, then the actions after). */
  async stateAt(id: string, rules: GameRules, seq: number): Promise<{ state: GameState }> {
    const snap = await this.db.selectFrom('snapshots').select(['seq', 'state']).where('game_id', '=', id).where('seq', '<=', seq).orderBy('seq', 'desc').limit(1).executeTakeFirst()
    if (!snap) throw new ServerError('server/corrupt-game', `game ${id} has no snapshot`)
    let state = JSON.parse(snap.state) as GameState
    if (snap.seq < seq) {
      const rows = await this.db.selectFrom('actions').select(['seq', 'action', 'state_hash']).where('game_id', '=', id).where('seq', '>', snap.seq).where('seq', '<=', seq).orderBy('seq').execute()
      for (const r of rows) state = replayStored(rules, state, id, r).state
    }
    return { state }
  }
}
