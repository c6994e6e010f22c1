import type { GameState } from '../model/GameState'

/**
 * States the engine handed out (`applyAction`'s results): by the engine's contract they are
 * values, never modified in place afterwards (every action works on a copy). Queries may
 * therefore remember a result per settled state, keyed on its identity (the last movement range,
 * for example). A draft being changed, or a state built or edited by hand, is never settled:
 * nothing is remembered for it.
 *
 * Only the most recent {@link RECENT} settled states are known (a ring, not a `WeakSet`: no
 * weak-table work for the garbage collector on every action); an older one is simply treated as
 * not settled, which costs a recomputation, never a wrong answer.
 */
const RECENT = 16
const ring: (GameState | undefined)[] = new Array(RECENT).fill(undefined)
let next = 0

/** Marks `state` as settled and returns it (engine use: a state is settled once it is handed out). */
export function settleState(state: GameState): GameState {
  ring[next] = state
  next = (next + 1) % RECENT
  return state
}

/** Whether `state` is one of the recently settled states (see {@link settleState}). */
export function isSettledState(state: GameState): boolean {
  for (let i = 0; i < RECENT; i++) if (ring[i] === state) return true
  return false
}
