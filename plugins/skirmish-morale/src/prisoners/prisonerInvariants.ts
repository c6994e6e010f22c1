import { findUnit, type GameState, type Issue } from '@hexes/core'
import { SK_STATS, type SkTables } from '@hexes/plugin-skirmish'
import { MORALE, moraleState } from '../state/MoraleState'
import { standingBuilding } from './buildings'
import { guardCapacity, heldBy } from './guards'

/**
 * The prisoners' invariants (SK-PRIS-1, SK-PRIS-5, GAP-SK-27), checked after every action with the
 * other rules' (`invariants`): each prisoner is a unit named once, off the map (`reserve`, no
 * hex) with HP left, held by exactly one of a guard of the holding side (an enemy of its army, on
 * the map, able to guard) or a standing building; no guard holds more than two prisoners a living
 * figure.
 */
export function prisonerInvariants(state: GameState, tables: SkTables): Issue[] {
  const m = moraleState(state)
  if (!m) return []
  const issues: Issue[] = []
  const add = (path: string, message: string) => issues.push({ code: 'state/sk-morale-invariant', path, message, plugin: MORALE })
  const seen = new Set<string>()
  m.prisoners.forEach((p, k) => {
    const path = `plugins.${MORALE}.prisoners[${k}]`
    if (seen.has(p.unit)) add(`${path}.unit`, `"${p.unit}" is a prisoner twice`)
    seen.add(p.unit)
    const u = findUnit(state, p.unit)
    if (!u) return add(`${path}.unit`, `unknown unit "${p.unit}"`)
    if (u.status !== 'reserve' || u.hex !== null) add(`${path}.unit`, `the prisoner "${p.unit}" is ${u.status} on ${u.hex ?? 'no hex'}: a prisoner is off the map, in reserve`)
    if (!((u.stats[SK_STATS]?.hp ?? 0) >= 1)) add(`${path}.unit`, `the prisoner "${p.unit}" has no HP left`)
    if (tables.allied(u.side, p.side)) add(`${path}.side`, `"${p.unit}" is held by its own army (${p.side})`)
    if ((p.guard === null) === (p.building === null)) return add(path, `"${p.unit}" must be held by a guard or in a building, exactly one`)
    if (p.guard !== null) {
      const g = findUnit(state, p.guard)
      if (!g || g.side !== p.side || guardCapacity(tables, g) === 0) add(`${path}.guard`, `"${p.guard}" is no guard of ${p.side} on the map`)
    } else if (!standingBuilding(state, tables, p.building!)) add(`${path}.building`, `"${p.building}" is no standing building`)
  })
  const guards = [...new Set(m.prisoners.map((p) => p.guard).filter((g): g is string => g !== null))]
  for (const id of guards) {
    const g = findUnit(state, id)
    const n = heldBy(state, id).length
    if (g && n > guardCapacity(tables, g)) add(`plugins.${MORALE}.prisoners`, `"${id}" guards ${n} prisoners, more than two a living figure (SK-PRIS-1)`)
  }
  return issues
}
