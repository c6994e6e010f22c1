import type { DraftCtx, UnitState } from '@hexes/core'
import type { SkTables } from '@hexes/plugin-skirmish'
import { flee } from '../flight/flee'
import { applyHmResult } from '../mix/applyHmResult'
import { takeTest } from './takeTest'

/**
 * A unit tests (`takeTest`) and the result is applied: a skirmish failure flees (SK-MORALE-9/13/19);
 * in a HEXES Med game, an HM-model unit's HEXES Med result retreats one hex or loses a step
 * (I-03, R-16: `applyHmResult`).
 *
 * @returns whether the unit failed
 */
export function testOrFlee(ctx: DraftCtx, tables: SkTables, unit: UnitState, trigger: string, ruleId: string, cause?: string): boolean {
  const r = takeTest(ctx, tables, unit, trigger, ruleId, cause)
  if (!r) return false
  if (r.key === 'flee') {
    flee(ctx, tables, unit, ruleId)
    return true
  }
  return applyHmResult(ctx, tables, unit, r, ruleId)
}
