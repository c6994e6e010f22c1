import { leadersOn, type GameRules, type GameState, type LeaderState, type UnitState } from '@hexes/core'
import type { SwConfig } from '../config/swConfig'
import { swState } from '../state/SwState'

/**
 * Read helpers of the gathering step (SW-4, SW-5, SW-6, GAP-SW-04, GAP-SW-09): who may be removed
 * and who joins the wave's pool automatically.
 */

/** SW-4, GAP-SW-01: Native units on the map that the base rules call weakened (`isWeakened`). */
export function weakenedUnits(state: GameState, rules: GameRules, config: SwConfig): UnitState[] {
  return state.units.filter((u) => u.side === config.nativeSide && u.status === 'active' && u.hex !== null && rules.hooks.isWeakened.call({ state, rules, unit: u }) === true)
}

/**
 * SW-5 and GAP-SW-04: the Native units a declaration gathers without being asked: every eliminated
 * Native unit (except those set aside for good, `lost`, and those another rule holds out of play
 * for good: `mayReturn` answers `false`, e.g. undead dispelled by the skirmish morale rules, I-14),
 * and the reserve of earlier waves. State order (deterministic).
 */
export function automaticPool(state: GameState, rules: GameRules, config: SwConfig): UnitState[] {
  const sw = swState(state)
  const lost = new Set(sw.lost)
  const reserve = new Set(sw.reserve)
  return state.units.filter((u) => u.side === config.nativeSide
    && ((u.status === 'eliminated' && !lost.has(u.id)) || (u.status === 'reserve' && reserve.has(u.id)))
    && rules.hooks.mayReturn.call({ state, rules, unit: u }) !== false)
}

/**
 * SW-6, GAP-SW-09: the Native leaders a declaration may remove: any Native leader on the table
 * (eliminated leaders never return), and any leader an earlier wave could not place (waiting in
 * the reserve).
 */
export function removableLeaders(state: GameState, config: SwConfig): LeaderState[] {
  const waiting = new Set(swState(state).reserveLeaders)
  return state.leaders.filter((l) => l.side === config.nativeSide && (l.status === 'active' || (l.status === 'reserve' && waiting.has(l.id))))
}

/** The leader riding `unitId`, if any (HM-LDR-9: at most one). */
export function leaderOf(state: GameState, unitId: string): LeaderState | undefined {
  return leadersOn(state, unitId)[0]
}
