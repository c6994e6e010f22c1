import type { BaseAction, GameEvent, PlayerView, PluginRequest } from '@hexes/core'
import type { TurnClock } from './createGame'

/** An action as the server committed it. */
export interface LoggedAction {
  /** 1-based sequence number in the game. */
  seq: number
  action: BaseAction & Record<string, unknown>
  /** `hashState` after the action (checked by `verifyRecord` once the seed is revealed). */
  stateHash: string
  /** What the action caused, dice results included (rolled dice only: nothing to come). */
  events: GameEvent[]
}

/** A seat as every player of the game sees it. */
export interface SeatInfo {
  side: string
  kind: 'human' | 'computer'
  name?: string
  /** A browser holding this seat's link is connected now. */
  online: boolean
}

/** Where a game stands. `held`: the rules were updated and the players have not accepted them yet. */
export type GameStatus = 'running' | 'finished' | 'held'

/**
 * `GET /api/games/:id`, for a seat or a spectator: the viewer's own view (core's `viewFor`: never
 * the seed or the generator state), the history's head, the seats and the clock.
 */
export interface GameSnapshot {
  gameId: string
  scenarioId: string
  /** `hashScenario` of the scenario the server plays: the client checks it has the same one. */
  scenarioHash: string
  /** The rule mix as created (ids and options). */
  plugins: PluginRequest[]
  /** The plugin versions the game is pinned to. */
  pins: { id: string; version: string }[]
  /** The viewer: a side, or `null` for a spectator. */
  viewer: string | null
  seq: number
  stateHash: string
  view: PlayerView
  seats: SeatInfo[]
  status: GameStatus
  commitment: string
  /** The secret seed, only once the game is over. */
  seed?: string
  clock?: TurnClock & { deadline: string | null }
  /** Rules waiting for the players' acceptance (status `held`). */
  pendingRules?: { pins: { id: string; version: string }[]; divergesAt: number; accepted: string[] }
}

/** `POST /api/games/:id/actions` answered: committed, with the seat's new view. */
export interface ActionAccepted {
  ok: true
  seq: number
  stateHash: string
  events: GameEvent[]
  view: PlayerView
}

/** A chat message. */
export interface ChatMessage {
  id: number
  /** The writer's side (`null`: a spectator may not write; reserved for the server). */
  side: string | null
  text: string
  /** ISO time on the server. */
  at: string
}
