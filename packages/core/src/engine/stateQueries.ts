import { errors } from '../errors/errors'
import type { GameState, HexRef, LeaderState, SideCounters, SideId, UnitId, UnitState } from '../model/GameState'

/**
 * Small read helpers over a state. Linear scans over the (stable-ordered) arrays: states hold tens
 * to a few hundred pieces, and hot paths build typed-array indexes once per query instead.
 */

/** The unit with this id, or `undefined`. */
export function findUnit(state: GameState, id: UnitId): UnitState | undefined {
  for (const u of state.units) if (u.id === id) return u
  return undefined
}

/** The active unit on this hex, or `undefined`. */
export function unitAt(state: GameState, hex: HexRef): UnitState | undefined {
  for (const u of state.units) if (u.hex === hex && u.status === 'active') return u
  return undefined
}

/** The leader with this id, or `undefined`. */
export function findLeader(state: GameState, id: string): LeaderState | undefined {
  for (const l of state.leaders) if (l.id === id) return l
  return undefined
}

/** Active leaders stacked with a unit. */
export function leadersOn(state: GameState, unitId: UnitId): LeaderState[] {
  return state.leaders.filter((l) => l.unit === unitId && l.status === 'active')
}

/** Active units of a side that are on the map. */
export function unitsOnMap(state: GameState, side?: SideId): UnitState[] {
  return state.units.filter((u) => u.status === 'active' && u.hex !== null && (side === undefined || u.side === side))
}

/** The counters of a side (throws if the side does not exist: a bug). */
export function countersOf(state: GameState, side: SideId): SideCounters {
  const c = state.counters.find((x) => x.side === side)
  if (!c) throw errors.internal(`no counters for side "${side}"`)
  return c
}

/**
 * The side that must act now: the owner of the oldest pending decision, else the active side;
 * `null` when the game is over or no side is active (an automatic phase).
 */
export function actingSide(state: GameState): SideId | null {
  if (state.result) return null
  return state.pending[0]?.side ?? state.turn.activeSide
}

/** Ids of the sides other than `side`. */
export function enemiesOf(state: GameState, side: SideId): SideId[] {
  return state.sides.filter((s) => s.id !== side).map((s) => s.id)
}

/** Plugin state of `pluginId`, typed by the caller. */
export function pluginState<T>(state: GameState, pluginId: string): T {
  return state.plugins[pluginId] as T
}
