import { applyAction, checkAction, hashState, SeededDice, type BaseAction, type GameEvent, type GameRules, type GameState, type Rejection } from '@hexes/core'
import { ServerError } from '../ServerError'

/** An action applied: the new state, its hash and what happened. */
export interface Played {
  action: BaseAction
  state: GameState
  stateHash: string
  events: GameEvent[]
}

/**
 * Checks and applies one action with the game's own dice (the generator in the state, as core's
 * `Game.act` does). Returns the rules' `Rejection` unchanged when the action is illegal; the state
 * is never modified.
 */
export function play(rules: GameRules, state: GameState, input: unknown): Played | Rejection {
  const checked = checkAction(rules, state, input)
  if ('ok' in checked) return checked
  const { state: next, events } = applyAction(rules, state, checked, (draft) => new SeededDice(() => draft.rng))
  return { action: checked.action, state: next, stateHash: hashState(next), events }
}

/**
 * Replays a stored action (the database says it was accepted): throws `server/corrupt-game`
 * when it is refused now or ends on another state hash than the one stored with it.
 */
export function replayStored(rules: GameRules, state: GameState, gameId: string, row: { seq: number; action: string; state_hash: string }): Played {
  const r = play(rules, state, JSON.parse(row.action))
  if ('ok' in r) throw new ServerError('server/corrupt-game', `game ${gameId}: stored action ${row.seq} is refused on replay (${r.code})`)
  if (r.stateHash !== row.state_hash) throw new ServerError('server/corrupt-game', `game ${gameId}: action ${row.seq} replays to another state hash`)
  return r
}
