import { countersOf, eliminateUnit, msg, recordLoss, unitParam, type DraftCtx, type UnitState } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { livingFigures } from '../model/skProfile'

/**
 * Takes `hp` HP from a unit's pool (R-01), at most what it has: the figures it loses follow
 * (⌈HP ÷ HP per figure⌉); the side's append-only counters count the HP (strength) and the figures
 * (steps); at 0 HP the unit is eliminated. Emits `sk/hp-lost` with the amount and the HP before
 * (the catalogue's `hpLost{amount, before}`, for the morale rules: SK-MORALE-16). Returns the HP
 * actually lost.
 */
export function applyHpLoss(ctx: DraftCtx, tables: SkTables, unit: UnitState, hp: number, ruleId: string): number {
  const s = tables.stats(unit)
  const before = s.hp
  const lost = Math.max(0, Math.min(hp, before))
  if (lost === 0) return 0
  s.hp = before - lost
  if (tables.mix) {
    ctx.emit({ type: 'sk/hp-lost', message: `${unit.name ?? unit.id} loses ${lost} HP (${s.hp} left)`, text: msg('sk/hp-lost', { unit: unitParam(unit.id), amount: lost, left: s.hp, figures: 0 }), ruleId, side: unit.side, unit: unit.id, amount: lost, before, figures: 0 })
    tables.mix.afterLoss(ctx, unit, before, ruleId)
    return lost
  }
  const per = tables.typeOf(unit).hp
  const figures = livingFigures(before, per) - livingFigures(s.hp, per)
  ctx.emit({
    type: 'sk/hp-lost', message: `${unit.name ?? unit.id} loses ${lost} HP (${s.hp} left)${figures ? `, ${figures} figure${figures > 1 ? 's' : ''}` : ''}`,
    text: msg('sk/hp-lost', { unit: unitParam(unit.id), amount: lost, left: s.hp, figures }), ruleId, side: unit.side, unit: unit.id, amount: lost, before, figures,
  })
  if (figures > 0) recordLoss(ctx, unit, figures, lost, ruleId)
  else countersOf(ctx.draft, unit.side).strengthEliminated += lost
  if (s.hp === 0) eliminateUnit(ctx, unit, 0, ruleId)
  return lost
}

/** Removes one figure (a misfire loses one archer, SK-MISSILE-16): the most hurt one, so the pool keeps whole figures. */
export function loseFigure(ctx: DraftCtx, tables: SkTables, unit: UnitState, ruleId: string): number {
  const per = tables.typeOf(unit).hp
  const s = tables.stats(unit)
  const left = Math.max(0, livingFigures(s.hp, per) - 1) * per
  return applyHpLoss(ctx, tables, unit, s.hp - left, ruleId)
}
