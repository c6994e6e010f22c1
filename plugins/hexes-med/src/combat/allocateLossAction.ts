import { findUnit, msg, reject, unitParam, type ActionDefinition } from '@hexes/core'
import { z } from 'zod'
import type { HmTables } from '../config/HmTables'
import { listParam } from '../i18n/listParam'
import { ALLOCATE_LOSS, allocationCandidates, settleDecisions, type AllocateLossData } from './decisions'
import { loseStep } from './stepLoss'

/** `{ type: 'hm/allocate-loss', side, unit }`: the attacker that takes the step of an AL or EX. */
export const allocateLossSchema = z.strictObject({ type: z.literal(ALLOCATE_LOSS), side: z.string(), unit: z.string() })
/** A loss-allocation answer. */
export type AllocateLossAction = z.infer<typeof allocateLossSchema>

/**
 * Answers a pending `hm/allocate-loss` decision (HM-COMBAT-12, GAP-HM-01 AL and EX: "one
 * attacking unit, attacker's choice, loses 1 step").
 */
export function allocateLossAction(tables: HmTables): ActionDefinition<AllocateLossAction> {
  return {
    type: ALLOCATE_LOSS,
    schema: allocateLossSchema,
    answers: ALLOCATE_LOSS,
    validate({ state, action }) {
      const units = allocationCandidates(state, state.pending[0]!.data as AllocateLossData)
      if (!units.includes(action.unit)) return reject('loss/not-an-attacker', 'HM-COMBAT-12', `${action.unit} is not one of the attackers that may take the loss (${units.join(', ')})`, {
          unit: unitParam(action.unit), units: listParam(units.map(unitParam)),
        })
      return undefined
    },
    apply(ctx) {
      const { draft, action } = ctx
      const d = draft.pending.shift()!
      const unit = findUnit(draft, action.unit)!
      const cause = (d.data as AllocateLossData).cause
      ctx.emit({ type: 'hm/lossAllocated', message: `${unit.name ?? unit.id} takes the attacker's loss (${cause})`, text: msg('hm/lossAllocated', { unit: unitParam(unit.id), cause }), ruleId: 'HM-COMBAT-12', side: action.side, unit: action.unit })
      loseStep(ctx, unit, tables, 'HM-COMBAT-12')
      settleDecisions(ctx, tables)
    },
    enumerate({ state, side, decision }) {
      const d = decision ?? state.pending[0]!
      return allocationCandidates(state, d.data as AllocateLossData).map((unit) => ({ type: ALLOCATE_LOSS, side, unit }))
    },
  }
}
