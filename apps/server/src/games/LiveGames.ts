import { buildRules, hashScenario, parseScenario, type GameRules, type GameState, type PluginRequest } from '@hexes/core'
import { builtinPlugins, findScenario } from '@hexes/registry'
import { PluginSet, type Pin } from '../migrate/PluginSet'
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
  /** The `games.pins` it was built with (a changed pin reloads it). */
  pins?: string
}

/** Most games kept in memory; the least recently used one is dropped first. */
const MAX_LIVE = 2000

/**
 * The games this process holds in memory, loaded from the latest snapshot and the actions after
 * it, and brought up to date from the database when another process has moved them on.
 */
export class LiveGames {
  private readonly games = new Map<string, LiveGame>()

  /**
   * @param onCaughtUp - told of every action another process committed that this process replays
   *   while bringing a held game up to date, whichever call did it (so that no push is skipped)
   */
  constructor(private readonly db: Kysely<Database>, private readonly onCaughtUp?: (gameId: string, p: Played & { seq: number }, rules: GameRules, before: GameState) => void, private readonly plugins = new PluginSet(builtinPlugins)) {}

  /**
   * The rules of a stored game (its scenario with its rule mix, under the plugin versions of its
   * `pins` when given, resolved in `set`); throws `server/corrupt-game` if the scenario changed.
   */
  static rulesOf(id: string, scenarioId: string, scenarioHash: string, plugins: string, pins?: string, set?: PluginSet): GameRules {
    const raw = findScenario(scenarioId)
    if (!raw) throw new ServerError('server/corrupt-game', `game ${id}: scenario "${scenarioId}" is no longer shipped`)
    const scenario = scenarioWithMix(parseScenario(raw), JSON.parse(plugins) as PluginRequest[])
    if (hashScenario(scenario) !== scenarioHash) throw new ServerError('server/corrupt-game', `game ${id}: scenario "${scenarioId}" has changed since the game started`)
    return buildRules(scenario, pins && set ? set.resolve(JSON.parse(pins) as Pin[]) : builtinPlugins)
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
    const row = await this.db.selectFrom('games').select(['id', 'scenario_id', 'scenario_hash', 'plugins', 'pins', 'seq']).where('id', '=', id).executeTakeFirst()
    if (!row) return undefined
    let game = this.games.get(id)
    if (!game || game.seq > row.seq || game.pins !== row.pins) {
      const rules = LiveGames.rulesOf(id, row.scenario_id, row.scenario_hash, row.plugins, row.pins, this.plugins)
      const at = await this.stateAt(id, rules, row.seq)
      game = { id, rules, state: at.state, seq: row.seq, pins: row.pins }
    } else if (game.seq < row.seq) {
      const rows = await this.db.selectFrom('actions').select(['seq', 'action', 'state_hash']).where('game_id', '=', id).where('seq', '>', game.seq).where('seq', '<=', row.seq).orderBy('seq').execute()
      let state = game.state
      for (const r of rows) {
        const p = replayStored(game.rules, state, id, r)
        this.onCaughtUp?.(id, { ...p, seq: r.seq }, game.rules, state)
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
