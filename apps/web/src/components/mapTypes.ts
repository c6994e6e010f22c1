import type { ObjectiveMark } from '../lib/overlays/objectiveOverlay'
import type { TurnReview } from '../lib/turnReview'

/** What the game view asks the map to highlight (all optional; plain data). */
export interface MapHighlights {
  /** Legal destinations of the selected unit with their MP cost; `stops`: movement ends there. */
  reachable?: readonly { hex: string; cost: number; stops: boolean }[]
  /** The path under the cursor (start excluded) and its cost. */
  path?: readonly string[]
  pathFrom?: string | null
  pathCost?: number | null
  /** Hexes in enemy ZOC (overlay). */
  zoc?: readonly string[]
  /** Legal hexes to place a unit entering the map (a reinforcement wave), from the rules' predicate. */
  placement?: readonly string[]
  /** Hexes to click for a decision or a plugin action (retreat hex, leader transfer target). */
  targets?: readonly string[]
  selected?: string | null
  attackers?: readonly string[]
  defender?: string | null
  attackerCandidates?: readonly string[]
  defenderCandidates?: readonly string[]
  /** Units already marked as moved this phase. */
  moved?: readonly string[]
  /** The replayed half-turn's moves and combats up to the step `current` (`MapArrows`). */
  review?: { marks: TurnReview; current: number } | null
  /** Hexes whose unit may be dragged to move. */
  draggable?: readonly string[]
  /**
   * A unit with facing rules moving (SK-MOVE-5/6): the facings it may end with at `hex` and what
   * each costs in all (the engine's `facingsAt`, turns included); `chosen` is the one picked.
   */
  facings?: { hex: string; options: readonly { facing: number; cost: number }[]; chosen?: number | null } | null
}

/**
 * What the map overlays draw (MapOverlays.vue): plain data, every hex computed by the engine
 * (`lib/overlays`), never by the map. Absent or `null`: not shown.
 */
export interface MapOverlayData {
  /** The selected shooter's line of sight within its range. */
  los?: {
    from: string
    visible: readonly string[]
    blocked: readonly string[]
    blockers: readonly string[]
    /** Hexes of the enemies it may shoot at now. */
    targets: readonly string[]
  } | null
  /** Hexes the enemy can reach or attack next turn, with how many enemy units threaten each. */
  threat?: { hexes: readonly { hex: string; count: number }[]; max: number } | null
  /** Each side's zone of control. */
  zoc?: readonly { side: string; hexes: readonly string[] }[] | null
  /** Objective hexes of the victory conditions, with their holder and progress. */
  objectives?: readonly ObjectiveMark[] | null
}
