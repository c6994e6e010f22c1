import type { GameState, HexRef, LeaderId, UnitId } from '@hexes/core'

/** Plugin id of Successive Waves. */
export const SW = 'successive-waves'

/**
 * Successive Waves' per-game state, in `state.plugins['successive-waves']` (plain JSON; nothing
 * lives in the plugin instance).
 */
export interface SwState {
  /** SW-16, GAP-SW-03: how many times the rule has been used (declared) so far this battle. */
  uses: number
  /** One entry per use, for the log and the UI: game turn, the k of the cost, time track after it. */
  history: SwUse[]
  /**
   * GAP-SW-10: each Native unit's `stats` at the start of the battle (after every plugin's setup),
   * copied back when the unit is gathered (SW-7). Unit order of the scenario.
   */
  snapshots: { unit: UnitId; stats: Record<string, unknown> }[]
  /** GAP-SW-04 `reserve`: units set aside by an earlier wave, restored, gathered again by the next. */
  reserve: UnitId[]
  /** GAP-SW-04 `lost`: units set aside for good; never gathered again (not eliminated for SW-5). */
  lost: UnitId[]
  /** Leaders removed by a wave that placed no unit (SW-14 had no unit to join): may lead a later wave. */
  reserveLeaders: LeaderId[]
  /** The procedure under way in the current Successive Waves phase, or `null`. */
  wave: SwWave | null
}

/** One use of the rule (SW-16). */
export interface SwUse {
  /** Game turn of the use (I-16: `turn.turn`, not the time track). */
  turn: number
  /** The k-th use: the time track advanced by k. */
  k: number
  /** The time track after the advance. */
  timeTrack: number
}

/** The wave being deployed this turn (SW-8..SW-14). */
export interface SwWave {
  /** Game turn of the declaration: a wave only lives in its own phase. */
  turn: number
  /** Gathered units still waiting to be placed (restored, off the map, status `reserve`). */
  pool: UnitId[]
  /** Units placed this wave, in order: the first is the initial hex (SW-8), the rest the block. */
  placed: { unit: UnitId; hex: HexRef }[]
  /** The leader removed this wave (SW-6), or `null`. */
  leader: LeaderId | null
  /** Whether that leader has joined a placed unit (SW-14). */
  leaderPlaced: boolean
  /** Placement is over (the remaining units were set aside, SW-13 option a). */
  ended: boolean
}

/** The state at the start of a game (snapshots are filled by the setup). */
export function initialSwState(): SwState {
  return { uses: 0, history: [], snapshots: [], reserve: [], lost: [], reserveLeaders: [], wave: null }
}

/** Successive Waves' plugin state in a game state. */
export function swState(state: GameState): SwState {
  return state.plugins[SW] as SwState
}

/** The wave of the current turn, if the Native player has declared one in this turn's phase. */
export function currentWave(state: GameState): SwWave | null {
  const w = swState(state)?.wave ?? null
  return w !== null && w.turn === state.turn.turn ? w : null
}
