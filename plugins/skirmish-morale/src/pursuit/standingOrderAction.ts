import { findUnit, msg, reject, unitParam, type ActionDefinition } from '@hexes/core'
import { z } from 'zod'
import { moraleState, PURSUIT_ORDERS, type PursuitOrder } from '../state/MoraleState'

/** Action type of a standing order (a reaction set beforehand, so that no decision waits on its owner). */
export const STANDING_ORDER = 'sk-morale/standing-order'

/** `{ type: 'sk-morale/standing-order', side, unit, pursuit }`: what `unit` does when it may pursue (`ask`, `always`, `never`). */
export const standingOrderSchema = z.strictObject({
  type: z.literal(STANDING_ORDER),
  side: z.string(),
  unit: z.string(),
  /** One of {@link PURSUIT_ORDERS}; another value is refused with the rule id. */
  pursuit: z.string(),
})

/** A standing order action. */
export type StandingOrderAction = z.infer<typeof standingOrderSchema>

/**
 * A standing order on one's own unit, in any step of one's turn (GAP-SK-16): when it may pursue a
 * unit fleeing from its melee (SK-MORALE-4) it asks its owner (`ask`), pursues at once when the
 * quarry is in reach (`always`) or lets it go (`never`). It holds until changed. An unknown option
 * is refused (`order/unknown-option`, SK-MORALE-4) with the state untouched.
 */
export function standingOrderAction(): ActionDefinition<StandingOrderAction> {
  return {
    type: STANDING_ORDER,
    schema: standingOrderSchema,
    validate({ state, action }) {
      const unit = findUnit(state, action.unit)
      if (!unit) return reject('action/unknown-unit', 'SK-MORALE-4', `Unknown unit "${action.unit}"`, { id: action.unit })
      if (unit.side !== action.side) return reject('order/not-your-unit', 'SK-MORALE-4', `${unit.name ?? unit.id} is not a unit of ${action.side}`, { unit: unitParam(unit.id) })
      if (!(PURSUIT_ORDERS as readonly string[]).includes(action.pursuit)) {
        return reject('order/unknown-option', 'SK-MORALE-4', `Unknown pursuit order "${action.pursuit}" (${PURSUIT_ORDERS.join(', ')})`, { option: action.pursuit, options: PURSUIT_ORDERS.join(', ') })
      }
      return undefined
    },
    apply(ctx) {
      const { draft, action } = ctx
      const m = moraleState(draft)
      const pursuit = action.pursuit as PursuitOrder
      m.orders = [...m.orders.filter((o) => o.unit !== action.unit), { unit: action.unit, pursuit }]
      ctx.emit({ type: 'sk-morale/standing-order', message: `${action.unit}: pursuit order "${pursuit}"`, text: msg(`sk-morale/standing-order/${pursuit}`, { unit: unitParam(action.unit) }), ruleId: 'SK-MORALE-4', side: action.side, unit: action.unit, pursuit })
    },
  }
}
