import { findUnit, type GameState, type UnitState } from '@hexes/core'
import type { SkTables } from '@hexes/plugin-skirmish'
import { heldBy } from './guards'

/**
 * The M of a guard and its prisoners (SK-PRIS-2/3, GAP-SK-27): the guard's M, capped at twice
 * the M of its slowest prisoner; `undefined` for a unit that holds no prisoner.
 *
 * @example guard M4, prisoner M6 → 4 (SK-PRIS-2); cavalry guard M9, prisoner M4 → 8 (SK-PRIS-3)
 */
export function groupSpeed(state: GameState, tables: SkTables, guard: UnitState): number | undefined {
  const held = heldBy(state, guard.id)
  if (held.length === 0) return undefined
  let m = tables.move(guard)
  for (const p of held) m = Math.min(m, 2 * tables.move(findUnit(state, p.unit)!))
  return m
}
