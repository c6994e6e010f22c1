import type { GameState } from '@hexes/core'

/**
 * A string equal for two states that differ at most in their map (which never changes) and their
 * dice stream: pieces, turn, decisions, plugin data, counters. Used to tell whether the game is
 * where a plan expected it.
 */
export function positionKey(state: GameState): string {
  return JSON.stringify([state.units, state.leaders, state.turn, state.pending, state.plugins, state.counters, state.result])
}
