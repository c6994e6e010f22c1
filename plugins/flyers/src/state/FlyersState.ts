import { errors, type GameState } from '@hexes/core'

/** Plugin id of the flyers rules, and the key of their state (`state.plugins.flyers`). */
export const FLYERS = 'flyers'

/**
 * The flyers rules' game data (plain JSON, `state.plugins.flyers`). Each list holds units of the
 * side whose turn it is; a list is emptied of the other sides' units when a phase of another side
 * starts (the records last one player turn).
 */
export interface FlyersState {
  /**
   * Flyers grounded for the rest of their side's turn (SK-FLY-2, GAP-SK-26): each started or
   * ended a move this turn inside a forest or building. A flyer standing in one is grounded too.
   */
  grounded: string[]
  /** Flyers that made a melee attack in this melee step (SK-FLY-4: they may fly on). */
  attacked: string[]
  /** Flyers that flew on after their attack this turn (SK-FLY-4: once, GAP-SK-26). */
  flownOn: string[]
}

/** The state at setup. */
export function initialFlyersState(): FlyersState {
  return { grounded: [], attacked: [], flownOn: [] }
}

/** The flyers state of a game (throws for a game without the flyers rules: a bug). */
export function flyersState(state: GameState): FlyersState {
  const s = state.plugins[FLYERS] as FlyersState | undefined
  if (!s) throw errors.internal('flyers: the game has no flyers state', FLYERS)
  return s
}
