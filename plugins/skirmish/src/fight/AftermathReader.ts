import type { GameEvent, GameState, UnitId } from '@hexes/core'

/** What one unit came to in a combat's aftermath, for the odds: `flees`, `captured`... */
export interface AftermathMark {
  unit: UnitId
  /** A short stable key (the odds gather by it): `flees`, `captured`, `morale-failed`. */
  mark: string
}

/**
 * Reads a combat's aftermath for the exact odds (`SkTables.addAftermathReader`): the events of
 * the combat's outcome and of the event bus after it, in play's order, and the state once the bus
 * is done. Deterministic, reads only; the marks of a unit are told apart by their key.
 */
export type AftermathReader = (events: readonly GameEvent[], state: GameState) => readonly AftermathMark[]
