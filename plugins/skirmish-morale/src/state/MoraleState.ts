import type { GameState, UnitState } from '@hexes/core'
import type { Prisoner } from '../prisoners/Prisoner'

/** Id of the morale rules, key of their per-game state (`state.plugins['skirmish-morale']`). */
export const MORALE = 'skirmish-morale'

/** Key of a unit's morale stats: `unit.stats.skMorale` ({@link MoraleUnitStats}). */
export const MORALE_STATS = 'skMorale'

/** A unit's morale entry (`unit.stats.skMorale`), present once it has fled. */
export interface MoraleUnitStats {
  /** The unit is fleeing (SK-MORALE-1..7). */
  fleeing: boolean
  /** It fled off the battlefield: lost for the game, not killed (SK-MORALE-3). */
  lost?: boolean
  /** Undead dispelled by its necromancer's fall (SK-MORALE-23): eliminated, not to be raised again by another rule (I-14). */
  dispelled?: boolean
}

/**
 * The morale rules' per-game state, plain JSON. The "this turn" lists are about the player turn of
 * each unit's side: a side's entries are cleared when its turn starts.
 */
export interface MoraleState {
  /** Sides whose general was killed: their panic was tested (SK-MORALE-15, once per army, GAP-SK-31). */
  generalKilled: string[]
  /** Fleeing units that took their rally test this turn, or broke in it: none is due before their side's next turn (SK-MORALE-7). */
  rallyTested: string[]
  /** Units that rallied this turn: they may not move, shoot or charge (GAP-SK-14). */
  rallied: string[]
  /** The standing orders owners set on their units, in the order set (one per unit). */
  orders: StandingOrder[]
  /** The fear tests taken before close attacks in the current combat phase of a HEXES Med game (I-13); cleared when a combat phase starts. */
  faced?: FearFaced[]
  /** The prisoners, in the order they were taken (SK-PRIS-1..6, GAP-SK-27): off the map, each with its guard or in a building. */
  prisoners: Prisoner[]
  /** Where the charger of the current action started (to cancel a charge a fear test stopped, SK-MORALE-13). */
  chargeFrom?: { unit: string; hex: string }
}

/** One fear test taken before a close attack in a combat phase (I-13): `unit` attacks `target`; `tester` tested and passed or not. */
export interface FearFaced {
  unit: string
  target: string
  tester: string
  passed: boolean
}

/** The options of a standing order on pursuit: ask the owner, always pursue (when in reach), never. */
export const PURSUIT_ORDERS = ['ask', 'always', 'never'] as const

/** A pursuit option. */
export type PursuitOrder = (typeof PURSUIT_ORDERS)[number]

/** The options of a standing order on capture (GAP-SK-27): take a character a melee would kill prisoner, or kill it. */
export const CAPTURE_ORDERS = ['always', 'never'] as const

/** A capture option. */
export type CaptureOrder = (typeof CAPTURE_ORDERS)[number]

/**
 * What a unit does when it may pursue (SK-MORALE-4) and when its melee would kill a character
 * (GAP-SK-27), set beforehand by its owner (no decision then waits on them). An option not set
 * follows the default (pursuit: ask the side playing, the other pursues when in reach; capture:
 * the config's `capture`).
 */
export interface StandingOrder {
  unit: string
  pursuit?: PursuitOrder
  capture?: CaptureOrder
}

/** The state at the start of a game. */
export function initialMoraleState(): MoraleState {
  return { generalKilled: [], rallyTested: [], rallied: [], orders: [], prisoners: [] }
}

/** The morale state of a game state. */
export function moraleState(state: GameState): MoraleState {
  return state.plugins[MORALE] as MoraleState
}

/** Whether the unit fled off the battlefield (SK-MORALE-3): eliminated, its HP not killed. */
export function isLost(unit: UnitState): boolean {
  return unit.status === 'eliminated' && unit.stats[MORALE_STATS]?.lost === true
}

/** Whether the unit is undead its necromancer's fall dispelled (SK-MORALE-23). */
export function isDispelled(unit: UnitState): boolean {
  return unit.stats[MORALE_STATS]?.dispelled === true
}

/** Whether a unit is fleeing (SK-MORALE-1..7). */
export function isFleeing(unit: UnitState): boolean {
  return unit.stats[MORALE_STATS]?.fleeing === true
}

declare module '@hexes/core' {
  interface PluginUnitStats {
    skMorale: MoraleUnitStats
  }
}
