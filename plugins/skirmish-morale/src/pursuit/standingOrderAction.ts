import { findUnit, msg, reject, unitParam, type ActionDefinition } from '@hexes/core'
import { z } from 'zod'
import { CAPTURE_ORDERS, moraleState, PURSUIT_ORDERS, type CaptureOrder, type PursuitOrder, type StandingOrder } from '../state/MoraleState'

/** Action type of a standing order (a reaction set beforehand, so that no decision waits on its owner). */
export const STANDING_ORDER = 'sk-morale/standing-order'

/**
 * `{ type: 'sk-morale/standing-order', side, unit, pursuit?, capture? }`: what `unit` does when it
 * may pursue (`ask`, `always`, `never`) and when its melee would kill a character (`always`
 * capture, `never`); at least one of the two.
 */
export const standingOrderSchema = z.strictObject({
  type: z.literal(STANDING_ORDER),
  side: z.string(),
  unit: z.string(),
  /** One of {@link PURSUIT_ORDERS}; another value is refused with the rule id. */
  pursuit: z.string().optional(),
  /** One of {@link CAPTURE_ORDERS}; another value is refused with the rule id (GAP-SK-27). */
  capture: z.string().optional(),
})

/** A standing order action. */
export type StandingOrderAction = z.infer<typeof standingOrderSchema>

/**
 * A standing order on one's own unit, in any step of one's turn (GAP-SK-16, GAP-SK-27): when it
 * may pursue a unit fleeing from its melee (SK-MORALE-4) it asks its owner (`ask`), pursues at once
 * when the quarry is in reach (`always`) or lets it go (`never`); when a melee attack of its would
 * bring a character to 0 HP it takes him prisoner (`capture: 'always'`, if it can guard him,
 * SK-PRIS-1) or kills him (`never`). It holds until changed; an option left out keeps its value.
 * An unknown option is refused (`order/unknown-option`, SK-MORALE-4 or GAP-SK-27), and so is an
 * order with neither (`order/empty`), with the state untouched.
 */
export function standingOrderAction(): ActionDefinition<StandingOrderAction> {
  return {
    type: STANDING_ORDER,
    schema: standingOrderSchema,
    validate({ state, action }) {
      const unit = findUnit(state, action.unit)
      if (!unit) return reject('action/unknown-unit', 'SK-MORALE-4', `Unknown unit "${action.unit}"`, { id: action.unit })
      if (unit.side !== action.side) return reject('order/not-your-unit', 'SK-MORALE-4', `${unit.name ?? unit.id} is not a unit of ${action.side}`, { unit: unitParam(unit.id) })
      if (action.pursuit === undefined && action.capture === undefined) return reject('order/empty', 'SK-MORALE-4', 'A standing order sets its pursuit, its capture or both', {})
      if (action.pursuit !== undefined && !(PURSUIT_ORDERS as readonly string[]).includes(action.pursuit)) {
        return reject('order/unknown-option', 'SK-MORALE-4', `Unknown pursuit order "${action.pursuit}" (${PURSUIT_ORDERS.join(', ')})`, { option: action.pursuit, options: PURSUIT_ORDERS.join(', ') })
      }
      if (action.capture !== undefined && !(CAPTURE_ORDERS as readonly string[]).includes(action.capture)) {
        return reject('order/unknown-option', 'GAP-SK-27', `Unknown capture order "${action.capture}" (${CAPTURE_ORDERS.join(', ')})`, { option: action.capture, options: CAPTURE_ORDERS.join(', ') })
      }
      return undefined
    },
    apply(ctx) {
      const { draft, action } = ctx
      const m = moraleState(draft)
      const order: StandingOrder = { ...m.orders.find((o) => o.unit === action.unit), unit: action.unit }
      const who = { unit: unitParam(action.unit) }
      if (action.pursuit !== undefined) {
        const pursuit = action.pursuit as PursuitOrder
        order.pursuit = pursuit
        ctx.emit({ type: 'sk-morale/standing-order', message: `${action.unit}: pursuit order "${pursuit}"`, text: msg(`sk-morale/standing-order/${pursuit}`, who), ruleId: 'SK-MORALE-4', side: action.side, unit: action.unit, pursuit })
      }
      if (action.capture !== undefined) {
        const capture = action.capture as CaptureOrder
        order.capture = capture
        ctx.emit({ type: 'sk-morale/standing-order', message: `${action.unit}: capture order "${capture}"`, text: msg(`sk-morale/capture-order/${capture}`, who), ruleId: 'GAP-SK-27', side: action.side, unit: action.unit, capture })
      }
      m.orders = [...m.orders.filter((o) => o.unit !== action.unit), order]
    },
  }
}
