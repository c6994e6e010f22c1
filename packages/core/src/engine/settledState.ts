import type { GameState } from '../model/GameState'

/**
 * States the engine handed out (`applyAction`'s results): by the engine's
 * contract they are values, never modified in place afterwards (every action works on a copy).
 * Queries may therefore remember a result per settled state, keyed on its identity (the last
 * movement range, for example). A draft being changed, or a state built or edited by hand, is
 * never settled: nothing is remembered for it.
 */
const settled = new WeakSet<GameState>()

/** Marks `state` as settled and returns it (engine use: a state is settled once it is handed out). */
export function settleState(state: GameState): GameState {
  settled.add(state)
  return state
}

/** Whether `state` was handed out by the engine (see {@link settleState}). */
export function isSettledState(state: GameState): boolean {
  return settled.has(state)
}
