import type { BaseAction, GameEvent, GameRules, GameState } from '@hexes/core'
import type { Transaction } from 'kysely'
import type { Database } from '../db/Database'

/** An action the database has committed (or, for a hook, is about to commit). */
export interface Committed {
  gameId: string
  seq: number
  action: BaseAction
  events: GameEvent[]
  stateHash: string
  /** The state after the action (server side only: it holds the dice generator). */
  state: GameState
  rules: GameRules
  /** The side that acted. */
  side: string
  /** The state before the action (to tell whose turn it was). */
  before: GameState
}

/**
 * Work done inside an action's transaction, after its rows are written and before the commit:
 * the notices to send (the outbox), `NOTIFY` on PostgreSQL. Throwing rolls the action back.
 */
export type InTransaction = (trx: Transaction<Database>, c: Committed) => Promise<void>
