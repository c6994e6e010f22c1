import { commitMove, IMPASSABLE, msg, unitAt, unitHexsideCosts, unitParam, type DraftCtx, type UnitState } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { isLocked, otherOf, pairsOf } from '../melee/contacts'

/**
 * Pushes a unit back `paces` paces, one hex a pace (GAP-SK-01), directly away from `from` (the
 * charger's hex: the direction from it to the unit), after the whole exchange (SK-CHARGE-12/13,
 * R-04). Each hex must be on the map, empty, of terrain the unit may enter (in a mix, the base
 * rules' terrain: `SkMix.impassable`), across a hexside it may
 * cross; at the first that is not, it stops (it stays put if none is). A unit locked in melee stays
 * locked (R-04): it is pushed only into hexes where it keeps contact with every unit it is locked
 * with (design choice: the push never tears a locked melee apart). Returns the hexes moved.
 */
export function pushBack(ctx: DraftCtx, tables: SkTables, unit: UnitState, from: string, paces: number): number {
  const { rules, draft } = ctx
  const { grid } = rules
  const start = grid.indexOfRef(unit.hex!)
  const dir = grid.directionTo(grid.indexOfRef(from), start)
  if (dir < 0 || paces <= 0) return 0
  const lockedWith = isLocked(draft, unit.id)
    ? pairsOf(draft, unit.id).filter((p) => p.locked).map((p) => otherOf(p, unit.id)).map((id) => draft.units.find((u) => u.id === id)!).filter((u) => u.hex !== null)
    : []
  const sides = unitHexsideCosts(rules, draft, unit)
  const { ids, index } = rules.terrainOf(draft.map)
  const path: string[] = []
  let cur = start
  for (let k = 0; k < paces; k++) {
    const next = grid.neighbors[cur * 6 + dir]!
    if (next < 0 || unitAt(draft, grid.refOf(next))) break
    if (tables.mix ? tables.mix.impassable(rules, draft, next) : tables.terrain[ids[index[next]!]!]?.cost === 'impassable') break
    if (sides && sides[cur * 6 + dir] === IMPASSABLE) break
    if (lockedWith.some((o) => grid.distance(next, grid.indexOfRef(o.hex!)) !== 1)) break
    path.push(grid.refOf(next))
    cur = next
  }
  const ruleId = paces >= 2 ? 'SK-CHARGE-13' : 'SK-CHARGE-12'
  ctx.emit({
    type: 'sk/pushed-back', message: `${unit.name ?? unit.id} is pushed back ${path.length} of ${paces} pace${paces > 1 ? 's' : ''}`,
    text: msg('sk/pushed-back', { unit: unitParam(unit.id), hexes: path.length, paces }), ruleId, side: unit.side, unit: unit.id, paces, hexes: path.length, from: unit.hex,
  })
  if (path.length) commitMove(ctx, unit, { to: path[path.length - 1]!, path, cost: path.length, units: 'paces', ruleId })
  return path.length
}
