import { movementRange, type GameState, type MovePurpose, type SideId, type UnitState } from '@hexes/core'
import type { AiContext } from './AiContext'

/**
 * Where each unit could strike next turn: hex `h` is marked for unit `u` when `u` can reach a hex
 * adjacent to `h` (or, for a shooter, within its range of `h`) with its movement range or its
 * charge's (the movement profile for the purpose `charge`: the same as a move in HEXES Med, 2M in
 * skirmish), enemy ZOC ignored (the screen may have moved by then) and the current occupancy kept.
 */
export type ReachMap = Map<string, Uint8Array>

/**
 * Strike zones of every unit of `sides` in `state` (two movement queries per unit: a move and a charge).
 *
 * @example
 * const reach = strikeZones(ai, state, ['saxons'])
 * reach.get('s-hi-1')![ai.hex('5,3')] // 1 when that unit can attack a unit on 5,3 next turn
 */
export function strikeZones(ai: AiContext, state: GameState, sides: readonly SideId[]): ReachMap {
  const { grid } = ai
  const out: ReachMap = new Map()
  for (const u of state.units) {
    if (u.status !== 'active' || u.hex === null || !sides.includes(u.side)) continue
    const info = ai.info(state, u)
    const start = ai.hex(u.hex)
    const zone = new Uint8Array(grid.size)
    // Where the unit may strike from: where it stands, moves, or charges (a charge may go further
    // than a move: 2M in skirmish). The two ranges mostly overlap: each hex is taken once.
    const from = new Uint8Array(grid.size)
    from[start] = 1
    for (const h of reachable(ai, state, u, 'move')) from[h] = 1
    for (const h of reachable(ai, state, u, 'charge')) from[h] = 1
    const reach = Math.max(1, info.range)
    for (let h = 0; h < grid.size; h++) {
      if (from[h] === 0) continue
      if (reach === 1) {
        for (let d = 0; d < 6; d++) {
          const n = grid.neighbors[h * 6 + d]!
          if (n >= 0) zone[n] = 1
        }
      } else {
        for (const n of grid.within(h, reach)) zone[n] = 1
      }
    }
    out.set(u.id, zone)
  }
  return out
}

/** The hexes `unit` can reach now for `purpose`, enemy ZOC ignored (none when the rules refuse it a move). */
function reachable(ai: AiContext, state: GameState, unit: UnitState, purpose: MovePurpose): readonly number[] {
  try {
    return movementRange(ai.rules, state, unit, { ignoreZoc: true, purpose }).range.reachable
  } catch {
    return []
  }
}
