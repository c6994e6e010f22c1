import type { GameState } from '@hexes/core'
import type { Arc } from '../combat/AttackSituation'
import type { SkUnitStats } from '../model/skProfile'

/** Key of the skirmish rules' per-game state (`state.plugins.skirmish`) and of unit stats (`unit.stats.sk`). */
export const SK = 'skirmish'

/** Key of a unit's skirmish stats: `unit.stats.sk` ({@link SkUnitStats}). */
export const SK_STATS = 'sk'

/**
 * Two enemy units in contact (adjacent: gap 0, GAP-SK-01), and what their melee has done so far
 * (SK-MELEE-1, GAP-SK-08). `units` are ids in the order of `state.units`; `attacks[i]` counts the
 * attacks `units[i]` made on the other. The pair is `locked` once both have made
 * `lockAfterAttacks` attacks (the charge exchange counts).
 */
export interface MeleePair {
  units: [string, string]
  attacks: [number, number]
  locked: boolean
  /**
   * The charge that brought the pair into contact, until its exchange is fought: the charger,
   * the arc it came in by (fixed at its start, GAP-SK-02) and whether the target was locked in
   * another melee when charged (SK-MELEE-6/7).
   */
  charge: { by: string; arc: Arc; intoMelee: boolean } | null
}

/**
 * A third army's choice of side in one melee of the current melee step (SK-MELEE-3, GAP-SK-38):
 * in the melee the acting side fights around `primary`, the units of `side` involved join the side
 * of `joins` (the acting side or the primary's). It lasts for that melee only: gone once it is
 * fought, and when the next melee step begins.
 */
export interface AllyChoice {
  side: string
  primary: string
  joins: string
}

/** A structure's state (GAP-SK-36): war-machine hits so far, flaming skulls this turn, destroyed. */
export interface StructureState {
  id: string
  hits: number
  /** Skulls of flaming arrows in the current player turn (SK-MISSILE-17: no carry-over). */
  skulls: number
  destroyed: boolean
}

/** Paces a unit has spent moving in its side's current player turn (SK-MOVE-1, SK-MISSILE-8). */
export interface SpentPaces {
  unit: string
  paces: number
}

/**
 * The skirmish rules' per-game state, plain JSON, in `state.plugins.skirmish`. The "this turn"
 * lists are about the player turn of each unit's side: a side's entries are cleared when its turn
 * starts (GAP-SK-07).
 */
export interface SkState {
  /** Units that moved this turn and the paces they spent (SK-MOVE-1; moving fire, SK-MISSILE-8). */
  moved: SpentPaces[]
  /** Units that charged this turn (SK-CHARGE-3: a charger makes no other move). */
  charged: string[]
  /** Units that shot this turn (one volley a turn). */
  shot: string[]
  /** Units whose melee has been fought in the current melee step (every engaged pair fights once a step). */
  fought: string[]
  /** Every pair of enemy units in contact, in a stable order (SK-MELEE-1). */
  melees: MeleePair[]
  /** The structures of the config, same order (GAP-SK-36). */
  structures: StructureState[]
  /**
   * The third armies' choices of side for the melees of this melee step (SK-MELEE-3); absent when
   * there are none (every game of two armies), so that their states stay as they were.
   */
  allies?: AllyChoice[]
  /**
   * A melee the acting side named (`sk/melee`) whose third armies are choosing their side: it is
   * fought as soon as the last has chosen.
   */
  called?: { side: string; defender: string }
}

/** The state at the start of a game. */
export function initialSkState(structureIds: readonly string[]): SkState {
  return { moved: [], charged: [], shot: [], fought: [], melees: [], structures: structureIds.map((id) => ({ id, hits: 0, skulls: 0, destroyed: false })) }
}

/** The skirmish state of a game state. */
export function skState(state: GameState): SkState {
  return state.plugins[SK] as SkState
}

declare module '@hexes/core' {
  interface PluginUnitStats {
    sk: SkUnitStats
  }
}
