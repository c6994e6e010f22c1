import { findUnit, hexParam, msg, reject, unitParam, type ActionDefinition } from '@hexes/core'
import { z } from 'zod'
import type { HmTables } from '../config/HmTables'
import { ADVANCE, advanceCandidates, isAdjacent, mayAdvanceInto, settleDecisions, type AdvanceData } from './decisions'
import { advanceUnit } from './displacement'

/** `{ type: 'hm/advance', side, unit }`: one attacker advances into the vacated hex, or `null` declines. */
export const advanceSchema = z.strictObject({ type: z.literal(ADVANCE), side: z.string(), unit: z.string().nullable() })
/** An advance answer. */
export type AdvanceAction = z.infer<typeof advanceSchema>

/**
 * Answers a pending `hm/advance` decision (HM-ADV-1, HM-ADV-2, GAP-HM-12): one close-combat
 * attacker of that combat may enter the defender's vacated hex, ignoring ZOC and spending no MP
 * (a leader on it follows), where the rules let it step (`displacementOptions`: under HEXES Med
 * not over a hexside or into terrain it may not cross); `unit: null` declines. Only the vacated
 * hex can be entered, so the action names no destination.
 */
export function advanceAction(tables: HmTables): ActionDefinition<AdvanceAction> {
  return {
    type: ADVANCE,
    schema: advanceSchema,
    answers: ADVANCE,
    validate({ state, rules, action }) {
      if (action.unit === null) return undefined
      const data = state.pending[0]!.data as AdvanceData
      // `data.units` lists the attackers that may advance (settleDecisions keeps it current).
      if (advanceCandidates(rules, state, data).includes(action.unit)) return undefined
      // A unit next to the hex that the rules keep out of it: the terrain or the hexside.
      const unit = findUnit(state, action.unit)
      if (unit?.side === action.side && isAdjacent(rules, unit, data.hex) && !mayAdvanceInto(rules, state, unit, data.hex)) return reject('advance/illegal', 'HM-ADV-2', `${action.unit} may not enter ${data.hex}`, { unit: unitParam(action.unit), hex: hexParam(data.hex) })
      return reject('advance/not-an-attacker', 'HM-ADV-1', `${action.unit} cannot advance: only a close-combat attacker of this combat may enter ${data.hex}`, {
        unit: unitParam(action.unit), hex: hexParam(data.hex),
      })
    },
    apply(ctx) {
      const { draft, action } = ctx
      const d = draft.pending.shift()!
      const data = d.data as AdvanceData
      if (action.unit === null) ctx.emit({ type: 'hm/advanceDeclined', message: `No unit advances into ${data.hex}`, text: msg('hm/advanceDeclined', { hex: hexParam(data.hex) }), ruleId: 'HM-ADV-2', side: action.side })
      else advanceUnit(ctx, findUnit(draft, action.unit)!, data.hex)
      settleDecisions(ctx, tables)
    },
    enumerate({ state, rules, side, decision }) {
      const data = (decision ?? state.pending[0]!).data as AdvanceData
      const out: AdvanceAction[] = [{ type: ADVANCE, side, unit: null }]
      for (const unit of advanceCandidates(rules, state, data)) out.push({ type: ADVANCE, side, unit })
      return out
    },
  }
}
