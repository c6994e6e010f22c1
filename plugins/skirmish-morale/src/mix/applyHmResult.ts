import { msg, unitParam, type DraftCtx, type MoraleResult, type UnitState } from '@hexes/core'
import { applyHpLoss, type SkTables } from '@hexes/plugin-skirmish'
import { hmRetreat } from './hmRetreat'

/**
 * One step lost (HM-MORALE-5) by a unit under skirmish dice, where reduced means HP ≤ 50 % (I-02):
 * a full unit drops to half its starting HP, a reduced one to 0 (eliminated, its leader with it,
 * HM-LDR-11). The HP go through the skirmish rules' loss, so the counters, the reduced state and
 * the elimination are theirs.
 */
export function loseHmStep(ctx: DraftCtx, tables: SkTables, unit: UnitState, ruleId: string): void {
  const s = tables.stats(unit)
  const half = Math.floor(s.startHp / 2)
  applyHpLoss(ctx, tables, unit, 2 * s.hp <= s.startHp ? s.hp : s.hp - half, ruleId)
}

/**
 * Applies a HEXES Med morale result that a skirmish trigger called for on an HM-model unit (I-03,
 * `retreat` one hex at once (`hmRetreat`; none possible: a step lost in place, GAP-HM-11),
 * `reduce` a step (`loseHmStep`); `none` changes nothing.
 *
 * @returns whether the unit failed (retreated or lost a step)
 */
export function applyHmResult(ctx: DraftCtx, tables: SkTables, unit: UnitState, result: MoraleResult, ruleId: string): boolean {
  if (result.key === 'retreat') {
    if (hmRetreat(ctx, tables, unit, ruleId) === undefined) {
      ctx.emit({ type: 'sk-morale/retreat-blocked', message: `${unit.name ?? unit.id} cannot retreat: it loses a step in place`, text: msg('sk-morale/retreat-blocked', { unit: unitParam(unit.id) }), ruleId: 'GAP-HM-11', side: unit.side, unit: unit.id })
      loseHmStep(ctx, tables, unit, 'GAP-HM-11')
    }
    return true
  }
  if (result.key === 'reduce') {
    loseHmStep(ctx, tables, unit, ruleId)
    return true
  }
  return false
}
