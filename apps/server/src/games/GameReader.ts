import { viewFor, type PlayerView, type PluginRequest } from '@hexes/core'
import { LIMITS, type ChatMessage, type GameSnapshot, type LoggedAction, type SeatInfo, type TurnClock } from '@hexes/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../db/Database'
import type { LiveGames } from './LiveGames'
import type { Principal } from './Principal'
import { replayStored } from './replay'

/** Most chat messages returned at once (the latest ones). */
export const CHAT_PAGE = 200

/**
 * What a seat or a spectator may read of a game: its own view, the history, the chat. The seed
 * is read here only for a finished game.
 */
export class GameReader {
  constructor(private readonly db: Kysely<Database>, private readonly live: LiveGames) {}

  /** `GET /api/games/:id` for `who`; `online`: the sides connected now. */
  async snapshot(who: Principal, online: ReadonlySet<string>): Promise<GameSnapshot | undefined> {
    const game = await this.live.get(who.gameId)
    if (!game) return undefined
    const row = await this.db.selectFrom('games')
      .select(['scenario_id', 'scenario_hash', 'plugins', 'pins', 'seq', 'state_hash', 'status', 'commitment', 'clock', 'turn_started_at'])
      .where('id', '=', who.gameId).executeTakeFirstOrThrow()
    const seats = await this.db.selectFrom('seats').select(['side', 'kind', 'name']).where('game_id', '=', who.gameId).execute()
    const clock = row.clock ? (JSON.parse(row.clock) as TurnClock) : undefined
    const deadline = clock && row.status === 'running' ? new Date(Date.parse(row.turn_started_at) + clock.hours * 3_600_000).toISOString() : null
    const seed = row.status === 'finished' ? await this.seedOf(who.gameId) : undefined
    return {
      gameId: who.gameId,
      scenarioId: row.scenario_id,
      scenarioHash: row.scenario_hash,
      plugins: (JSON.parse(row.plugins) as PluginRequest[]),
      pins: JSON.parse(row.pins),
      viewer: who.side,
      seq: game.seq,
      stateHash: row.state_hash,
      view: viewFor(game.rules, game.state, who.side),
      seats: seats.map((s): SeatInfo => ({ side: s.side, kind: s.kind, ...(s.name ? { name: s.name } : {}), online: s.kind === 'computer' || online.has(s.side) })),
      status: row.status,
      commitment: row.commitment,
      ...(seed ? { seed } : {}),
      ...(clock ? { clock: { ...clock, deadline } } : {}),
    }
  }

  /** The secret seed, once the game is over; `undefined` while it runs. */
  async seedOf(gameId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('games').select(['seed']).where('id', '=', gameId).where('status', '=', 'finished').executeTakeFirst()
    return row?.seed
  }

  /** The committed actions after `from`, one page ({@link LIMITS}.historyPage). */
  async actionsAfter(gameId: string, from: number): Promise<LoggedAction[]> {
    const rows = await this.db.selectFrom('actions').select(['seq', 'action', 'state_hash', 'events']).where('game_id', '=', gameId).where('seq', '>', from).orderBy('seq').limit(LIMITS.historyPage).execute()
    return rows.map((r) => ({ seq: r.seq, action: JSON.parse(r.action), stateHash: r.state_hash, events: JSON.parse(r.events) }))
  }

  /** `who`'s view after action `from` and after each later one (one page): "what happened since your turn". */
  async viewsFrom(who: Principal, from: number): Promise<PlayerView[] | undefined> {
    const game = await this.live.get(who.gameId)
    if (!game) return undefined
    const start = Math.min(from, game.seq)
    let { state } = await this.live.stateAt(who.gameId, game.rules, start)
    const views = [viewFor(game.rules, state, who.side)]
    const rows = await this.db.selectFrom('actions').select(['seq', 'action', 'state_hash']).where('game_id', '=', who.gameId).where('seq', '>', start).orderBy('seq').limit(LIMITS.historyPage - 1).execute()
    for (const r of rows) {
      state = replayStored(game.rules, state, who.gameId, r).state
      views.push(viewFor(game.rules, state, who.side))
    }
    return views
  }

  /** The latest chat messages, oldest first. */
  async chat(gameId: string): Promise<ChatMessage[]> {
    const rows = await this.db.selectFrom('chat').select(['id', 'side', 'text', 'at']).where('game_id', '=', gameId).orderBy('id', 'desc').limit(CHAT_PAGE).execute()
    return rows.reverse().map((r) => ({ id: Number(r.id), side: r.side, text: r.text, at: r.at }))
  }

  /** Stores a chat message of a seat. */
  async postChat(gameId: string, side: string, text: string, at: Date): Promise<ChatMessage> {
    const row = await this.db.insertInto('chat').values({ game_id: gameId, side, text, at: at.toISOString() }).returning(['id']).executeTakeFirstOrThrow()
    return { id: Number(row.id), side, text, at: at.toISOString() }
  }
}
