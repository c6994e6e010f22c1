import { hexParam, msg, unitParam, type DraftCtx, type HexRef, type UnitState } from '@hexes/core'
import type { HmTables } from '../config/HmTables'
import { eliminateOutright, loseStep } from './stepLoss'

/**
 * Moves `unit` one hex back (HM-COMBAT-13, HM-MORALE-4). Its leader follows: leaders ride units
 * (HM-LDR-10). The caller checked the hex (`retreatOptions`).
 */
export function retreatUnit(ctx: DraftCtx, unit: UnitState, to: HexRef, ruleId: string): void {
  const from = unit.hex
  unit.hex = to
  ctx.emit({ type: 'retreated', message: `${unit.name ?? unit.id} retreats from ${from} to ${to}`, text: msg('retreated', { unit: unitParam(unit.id), from: hexParam(from!), to: hexParam(to) }), ruleId, side: unit.side, unit: unit.id, from, to })
}

/**
 * A retreat with no legal hex (GAP-HM-11, HM-ZOC-6, HM-COMBAT-14): by default the unit loses a
 * step in place; with `blockedRetreat: 'eliminate'` it is eliminated.
 */
export function blockedRetreat(ctx: DraftCtx, unit: UnitState, tables: HmTables): void {
  const eliminate = tables.config.blockedRetreat === 'eliminate'
  ctx.emit({
    type: 'hm/retreatBlocked',
    message: `${unit.name ?? unit.id} cannot retreat (no empty, enterable hex outside enemy ZOC on the map): ${eliminate ? 'eliminated' : 'loses a step in place'}`,
    text: msg(eliminate ? 'hm/retreatBlocked/eliminated' : 'hm/retreatBlocked', { unit: unitParam(unit.id) }),
    ruleId: 'HM-ZOC-6',
    side: unit.side,
    unit: unit.id,
  })
  if (eliminate) eliminateOutright(ctx, unit, tables, 'HM-ZOC-6')
  else loseStep(ctx, unit, tables, 'HM-ZOC-6')
}

/**
 * Advance after combat (HM-ADV-1, HM-ADV-2, GAP-HM-12): the unit moves into the vacated hex,
 * ignoring ZOC and spending no MP; a leader on it follows.
 */
export function advanceUnit(ctx: DraftCtx, unit: UnitState, to: HexRef): void {
  const from = unit.hex
  unit.hex = to
  ctx.emit({ type: 'advanced', message: `${unit.name ?? unit.id} advances from ${from} into ${to}`, text: msg('advanced', { unit: unitParam(unit.id), from: hexParam(from!), to: hexParam(to) }), ruleId: 'HM-ADV-1', side: unit.side, unit: unit.id, from, to })
}
