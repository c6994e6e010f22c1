import type {} from '@hexes/core'

/**
 * HEXES Med's per-game state, in `state.plugins['hexes-med']` (plain JSON). Reset at phase starts
 * as the rules say; nothing of it lives in the plugin instance.
 */
export interface HmState {
  /** Units that have moved in the current movement phase, in order (HM-MOVE-7). */
  moved: string[]
  /** Units that spent MP in their own movement phase this turn (HM-CHG-5, GAP-HM-08). */
  movedThisTurn: string[]
  /** Units that started their move this turn in enemy ZOC (HM-CHG-4). */
  startedInZoc: string[]
  /** Units that took part in a combat this phase, in either role (HM-COMBAT-5, GAP-HM-13). */
  fought: string[]
  /** Leaders that transferred this leader phase (HM-LDR-8). */
  leadersMoved: string[]
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
