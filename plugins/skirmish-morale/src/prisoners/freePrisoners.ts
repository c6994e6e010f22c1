import { errors, hexParam, msg, unitParam, type DraftCtx, type HexRef, type UnitState } from '@hexes/core'
import { syncContacts, type SkTables } from '@hexes/plugin-skirmish'
import { MORALE, MORALE_STATS, moraleState } from '../state/MoraleState'
import type { Prisoner } from './Prisoner'

/**
 * The hex a freed prisoner stands on: `near` when no unit stands there, else the nearest hex with
 * no unit whose terrain is not impassable (ties to the lowest hex index).
 */
function freeHexNear(ctx: DraftCtx, tables: SkTables, near: HexRef): HexRef {
  const { grid } = ctx.rules
  const taken = new Set<number>()
  for (const u of ctx.draft.units) if (u.status === 'active' && u.hex !== null) taken.add(grid.indexOfRef(u.hex))
  const from = grid.indexOfRef(near)
  let best = -1
  let bestD = Infinity
  for (let h = 0; h < grid.size; h++) {
    if (taken.has(h) || tables.terrainAt(ctx.rules, ctx.draft, h).cost === 'impassable') continue
    const d = grid.distance(from, h)
    if (d < bestD) {
      best = h
      bestD = d
    }
  }
  if (best < 0) throw errors.internal(`skirmish-morale: no free hex on the map for a freed prisoner near ${near}`, MORALE)
  return grid.refOf(best)
}

/**
 * Frees prisoners (SK-PRIS-6, and a guard that falls, flees or loses figures: see the docs): each
 * rejoins its army at once, back on the map with the HP it kept, on `near` or the nearest free hex
 * ({@link freeHexNear}), not fleeing, facing as when it was taken. Emits `sk-morale/freed` for each.
 */
export function freePrisoners(ctx: DraftCtx, tables: SkTables, freed: readonly Prisoner[], near: HexRef, ruleId: string): void {
  if (freed.length === 0) return
  const m = moraleState(ctx.draft)
  for (const p of freed) {
    m.prisoners = m.prisoners.filter((x) => x.unit !== p.unit)
    const u = ctx.draft.units.find((x) => x.id === p.unit) as UnitState
    const hex = freeHexNear(ctx, tables, near)
    u.status = 'active'
    u.hex = hex
    if (u.stats[MORALE_STATS]) u.stats[MORALE_STATS] = { fleeing: false }
    ctx.emit({ type: 'sk-morale/freed', message: `${u.name ?? u.id} is freed and rejoins its army at ${hex}`, text: msg('sk-morale/freed', { unit: unitParam(u.id), hex: hexParam(hex) }), ruleId, side: u.side, unit: u.id, hex, from: p.guard ?? p.building })
  }
  syncContacts(ctx.rules, ctx.draft, tables)
}
