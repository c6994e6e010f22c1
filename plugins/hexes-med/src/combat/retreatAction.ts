import { findUnit, hexParam, hexRefSchema, reject, unitParam, type ActionDefinition } from '@hexes/core'
import { z } from 'zod'
import type { HmTables } from '../config/HmTables'
import { RETREAT, retreatGroup, settleDecisions, type RetreatData } from './decisions'
import { retreatUnit } from './displacement'
import { checkRetreatHex, retreatOptions } from './retreatOptions'

/** `{ type: 'hm/retreat', side, unit, to }`: the owner's choice of retreat hex (HM-COMBAT-13). */
export const retreatSchema = z.strictObject({ type: z.literal(RETREAT), side: z.string(), unit: z.string(), to: hexRefSchema })
/** A retreat answer. */
export type RetreatAction = z.infer<typeof retreatSchema>

/**
 * Answers a pending `hm/retreat` decision (HM-COMBAT-13, HM-COMBAT-14, HM-ZOC-6, GAP-HM-11,
 * GAP-HM-14): the owner moves one of the units waiting to retreat (in the order he likes) to an
 * adjacent, on-map, enterable, empty hex outside enemy ZOC.
 */
export function retreatAction(tables: HmTables): ActionDefinition<RetreatAction> {
  return {
    type: RETREAT,
    schema: retreatSchema,
    answers: RETREAT,
    validate({ state, rules, action }) {
      const d = retreatGroup(state).find((x) => (x.data as RetreatData).unit === action.unit)
      if (!d) return reject('retreat/not-retreating', 'HM-COMBAT-13', `${action.unit} has no retreat to make now`, { unit: unitParam(action.unit) })
      const unit = findUnit(state, action.unit)!
      const why = checkRetreatHex(rules, state, unit, action.to)
      if (why) return why
      if (!retreatOptions(rules, state, unit).includes(action.to)) return reject('retreat/illegal-hex', 'HM-COMBAT-13', `${unit.id} may not retreat to ${action.to}`, { unit: unitParam(unit.id), hex: hexParam(action.to) })
      return undefined
    },
    apply(ctx) {
      const { draft, action } = ctx
      const d = retreatGroup(draft).find((x) => (x.data as RetreatData).unit === action.unit)!
      draft.pending.splice(draft.pending.indexOf(d), 1)
      retreatUnit(ctx, findUnit(draft, action.unit)!, action.to, 'HM-COMBAT-13')
      settleDecisions(ctx, tables)
    },
    enumerate({ state, rules, side }) {
      const out: RetreatAction[] = []
      for (const d of retreatGroup(state)) {
        const unit = findUnit(state, (d.data as RetreatData).unit)
        if (!unit) continue
        for (const to of retreatOptions(rules, state, unit)) out.push({ type: RETREAT, side, unit: unit.id, to })
      }
      return out
    },
  }
}
