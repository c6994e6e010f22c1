import { eliminateUnit, recordLoss, type DraftCtx, type UnitState } from '@hexes/core'
import type { HmTables } from '../config/HmTables'
import { HM } from '../state/HmState'

/**
 * One step loss (HM-COMBAT-12, HM-MORALE-5, GAP-HM-05): a full unit becomes reduced; a reduced
 * unit is eliminated (its leader goes with it through the `unitEliminated` event, HM-LDR-11).
 * Counters go through core's `recordLoss` / `eliminateUnit`, so they stay append-only: the
 * strength recorded is what the unit's current F drops by.
 *
 * @returns what happened to the unit
 */
export function loseStep(ctx: DraftCtx, unit: UnitState, tables: HmTables, ruleId: string): 'reduced' | 'eliminated' {
  const before = tables.strength(unit)
  if (tables.isReduced(unit)) {
    recordLoss(ctx, unit, 1, 0, ruleId)
    eliminateUnit(ctx, unit, before, ruleId)
    return 'eliminated'
  }
  unit.stats[HM] = { ...unit.stats[HM], reduced: true }
  recordLoss(ctx, unit, 1, before - tables.strength(unit), ruleId)
  return 'reduced'
}

/**
 * Eliminates a unit outright (DE, HM-COMBAT-12), counting every step it still had and its
 * current F.
 */
export function eliminateOutright(ctx: DraftCtx, unit: UnitState, tables: HmTables, ruleId: string): void {
  recordLoss(ctx, unit, tables.isReduced(unit) ? 1 : 2, 0, ruleId)
  eliminateUnit(ctx, unit, tables.strength(unit), ruleId)
}
