import type {} from '@hexes/core'

/**
 * HEXES Med's per-game state, in `state.plugins['hexes-med']` (plain JSON). Reset at phase starts
 * as the rules say; nothing of it lives in the plugin instance.
 */
export interface HmState {
  /** Units that have moved in the current movement phase, in order (HM-MOVE-7). */
  moved: string[]
  /**
   * The last unit moved this phase (HM-MOVE-7): the only one that may go on with further `move`
   * actions, with the MP it spent so far and why it had to stop, if it did. `null` until a unit
   * moves in the phase.
   */
  mover: HmMover | null
  /** Units that spent MP in their own movement phase this turn (HM-CHG-5, GAP-HM-08). */
  movedThisTurn: string[]
  /** Units that started their move this turn in enemy ZOC (HM-CHG-4). */
  startedInZoc: string[]
  /** Units that took part in a combat this phase, in either role (HM-COMBAT-5, GAP-HM-13). */
  fought: string[]
  /** Leaders that transferred this leader phase (HM-LDR-8). */
  leadersMoved: string[]
}

/** Why a moving unit had to stop (HM-ZOC-3 enemy ZOC, GAP-HM-03 stop terrain or minimum move). */
export type HmStopReason = 'zoc' | 'terrain' | 'minimum'

/** The unit currently moving (HM-MOVE-7). */
export interface HmMover {
  unit: string
  /** MP spent by the unit in this phase's move so far (HM-MOVE-3). */
  spent: number
  /** Set when the unit had to stop: it may not go on, whatever MP it has left. */
  stop: HmStopReason | null
}

/** The plugin state at the start of a game (every per-phase list empty). */
export function initialHmState(): HmState {
  return { moved: [], mover: null, movedThisTurn: [], startedInZoc: [], fought: [], leadersMoved: [] }
}

/** HEXES Med's per-unit stats, in `unit.stats['hexes-med']`. */
export interface HmUnitStats {
  /** The unit has lost its first step (GAP-HM-05: two steps). */
  reduced: boolean
}

/** HEXES Med's per-leader stats, in `leader.stats['hexes-med']`. */
export interface HmLeaderStats {
  /** Bonus (GAP-HM-04): die modifier in combat; +1 in morale whatever the value (HM-LDR-2). */
  bonus: number
}

declare module '@hexes/core' {
  interface PluginUnitStats {
    'hexes-med': HmUnitStats
  }
  interface PluginLeaderStats {
    'hexes-med': HmLeaderStats
  }
}

/** Plugin id of HEXES Med. */
export const HM = 'hexes-med'
