import type { GameEvent, PlayerView } from '@hexes/core'
import { z } from 'zod'
import type { ChatMessage, GameSnapshot, LoggedAction } from './GameSnapshot'
import type { ServerRefusal } from './ServerRefusal'

/**
 * What a client sends on the WebSocket (`/api/ws`). The first message must be `hello` with the
 * seat's (or spectator's) token: tokens never travel in URLs, so no log ever holds one. `seen` is
 * the last sequence number the client holds: the server answers with `sync` and what it missed.
 */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('hello'), gameId: z.string().min(1).max(64), token: z.string().min(16).max(128), seen: z.number().int().min(0).max(1_000_000) }),
  z.strictObject({ type: z.literal('ping') }),
])
/** See {@link clientMessageSchema}. */
export type ClientMessage = z.infer<typeof clientMessageSchema>

/** What the server pushes on the WebSocket. Every `view` is the receiver's own (`viewFor`). */
export type ServerMessage =
  /** Answer to `hello`: the snapshot, and the actions after `seen` (for "what happened since"). */
  | { type: 'sync'; snapshot: GameSnapshot; missed: LoggedAction[] }
  /** A committed action (pushed only after the commit). */
  | { type: 'action'; gameId: string; seq: number; stateHash: string; action: LoggedAction['action']; events: GameEvent[]; view: PlayerView }
  /** It is this seat's turn to act (in-app notice; the page may show a browser notification). */
  | { type: 'your-turn'; gameId: string; seq: number }
  /** The seat's turn clock: a reminder (the deadline comes) or its half-turn timed out (in-app notice). */
  | { type: 'clock'; gameId: string; side: string; kind: 'reminder' | 'timeout'; deadline: string }
  | { type: 'chat'; gameId: string; message: ChatMessage }
  | { type: 'presence'; gameId: string; online: string[] }
  /** The game ended: the seed is revealed, the record can be verified. */
  | { type: 'ended'; gameId: string; seed: string }
  | { type: 'pong' }
  | { type: 'error'; error: ServerRefusal }
