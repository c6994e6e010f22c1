import type { RngAlgo } from '@hexes/core'
import type { Generated } from 'kysely'

/**
 * The server's tables, as kysely sees them. JSON columns hold text (the same on SQLite and
 * PostgreSQL); times are ISO 8601 strings. `games.seed` is the game's secret: it is read only by
 * the code that rolls the dice and, once the game is over, by the code that reveals it.
 */
export interface Database {
  games: GamesTable
  seats: SeatsTable
  actions: ActionsTable
  snapshots: SnapshotsTable
  chat: ChatTable
}

/** One game. */
export interface GamesTable {
  id: string
  scenario_id: string
  scenario_hash: string
  /** JSON: the request's plugin mix (`{ id, config? }[]`). */
  plugins: string
  /** JSON: the plugin ids and versions the game is pinned to. */
  pins: string
  /** The secret dice seed (hex). Never sent to a client before the game is over. */
  seed: string
  /** `commitSeed(seed)`, public from the start. */
  commitment: string
  /** The dice generator (`sfc32`, `hmac-sha256`). */
  /** The dice generator (`hmac-sha256`: core's keyed generator over `seed`). */
  rng: RngAlgo
  status: 'running' | 'finished' | 'held'
  seq: number
  state_hash: string
  /** JSON turn clock, or null. */
  clock: string | null
  locale: string
  /** SHA-256 (hex) of the spectator token. */
  spectator_hash: string
  created_at: string
  updated_at: string
  turn_started_at: string
  /** JSON: reminders already sent for the current turn. */
  reminders_sent: string
  /** JSON `{ pins, divergesAt, accepted }` of a held game's updated rules (`hexes server migrate`), or null. */
  pending_rules?: string | null
}

/** One seat of a game: a side held by a person (through a token) or by the server's computer. */
export interface SeatsTable {
  game_id: string
  side: string
  kind: 'human' | 'computer'
  bot: string | null
  name: string | null
  /** SHA-256 (hex) of the seat token; null for a computer seat. The token itself is never stored. */
  token_hash: string | null
  email: string | null
  webhook: string | null
  webhook_secret: string | null
  locale: string | null
}

/** One committed action. PRIMARY KEY (game_id, seq), UNIQUE (game_id, idem_key). */
export interface ActionsTable {
  game_id: string
  seq: number
  /** JSON action as the engine parsed it. */
  action: string
  state_hash: string
  /** JSON events. */
  events: string
  side: string
  idem_key: string
  created_at: string
}

/** The full state (with its dice generator: server only) after action `seq`. */
export interface SnapshotsTable {
  game_id: string
  seq: number
  state: string
}

/** One chat message. */
export interface ChatTable {
  id: Generated<number>
  game_id: string
  side: string | null
  text: string
  at: string
}
