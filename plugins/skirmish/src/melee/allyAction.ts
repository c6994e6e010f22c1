import { msg, reject, sideParam, unitParam, type ActionDefinition } from '@hexes/core'
import { z } from 'zod'
import type { SkTables } from '../config/SkTables'
import { skState } from '../state/SkState'
import { ALLY, settleAllies, type AllyData } from './allyDecision'

/** `{ type: 'sk/ally', side, join }`: the side a third army joins in the melee of the pending decision (SK-MELEE-3). */
export const allySchema = z.strictObject({ type: z.literal(ALLY), side: z.string(), join: z.string() })
/** An answer to an `sk/ally` decision. */
export type AllyAction = z.infer<typeof allySchema>

/**
 * Answers a pending `sk/ally` decision (SK-MELEE-3, GAP-SK-38): the owner of a third army's units
 * involved in a melee joins one of its two sides, the acting side or its primary opponent's, for
 * that melee only; its units then fight with that side, share its damage and count for its
 * numerical superiority (SK-MELEE-4, R-03). Then the next choice is asked, or the melee named
 * with `sk/melee` is fought (`settleAllies`). Event `sk/allied`. The primary's side comes first
 * among the answers (what a timed-out seat plays).
 */
export function allyAction(tables: SkTables): ActionDefinition<AllyAction> {
  return {
    type: ALLY,
    schema: allySchema,
    answers: ALLY,
    validate({ state, action }) {
      const data = state.pending[0]!.data as AllyData
      if (!data.options.includes(action.join)) {
        return reject('ally/not-a-side', 'SK-MELEE-3', `Only two sides fight: join ${data.options.join(' or ')}`, { sides: msg('sk/either', { a: sideParam(data.options[0]), b: sideParam(data.options[1]) }) })
      }
      return undefined
    },
    apply(ctx) {
      const { draft, action } = ctx
      const d = draft.pending.shift()!
      const data = d.data as AllyData
      const sk = skState(draft)
      ;(sk.allies ??= []).push({ side: action.side, primary: data.primary, joins: action.join })
      ctx.emit({
        type: 'sk/allied', message: `${action.side} joins ${action.join} in the melee around ${data.primary}`,
        text: msg('sk/allied', { side: sideParam(action.side), joins: sideParam(action.join), primary: unitParam(data.primary) }),
        ruleId: 'SK-MELEE-3', side: action.side, joins: action.join, primary: data.primary, units: data.units,
      })
      settleAllies(ctx, tables)
    },
    enumerate({ side, decision }) {
      const data = decision!.data as AllyData
      return data.options.map((join) => ({ type: ALLY, side, join }))
    },
  }
}
