import type { BaseAction, GameState, Rejection } from '@hexes/core'
import { CAPTURE_ORDERS, moraleState, PURSUIT_ORDERS, STANDING_ORDER, type CaptureOrder, type MoraleConfig, type PursuitOrder } from '@hexes/plugin-skirmish-morale'

/** What the standing-orders panel offers for one unit: its orders now and the options the engine takes. */
export interface StandingOrderChoices {
  unit: string
  side: string
  /** Its pursuit order now (`default`: none set, the rules' default, SK-MORALE-4). */
  pursuit: PursuitOrder | 'default'
  /** Its capture order now (the config's `capture` when none is set, GAP-SK-27). */
  capture: CaptureOrder
  pursuitOptions: readonly PursuitOrder[]
  captureOptions: readonly CaptureOrder[]
}

/** The `sk-morale/standing-order` action that sets one option of `unit` for `side`. */
export function standingOrder(side: string, unit: string, field: 'pursuit' | 'capture', value: string): BaseAction {
  return { type: STANDING_ORDER, side, unit, [field]: value } as BaseAction
}

/**
 * The standing orders the player of `side` may set on `unit` now (SK-MORALE-4, GAP-SK-27), or
 * `null` when he may set none: the engine is asked (`check`) for each option, so the panel offers
 * exactly what the rules take (the side acting in one of its phases, its own unit). The orders
 * hold until changed, so no decision waits on the player in the other side's half-turn.
 */
export function standingOrderChoices(state: GameState, config: MoraleConfig, unit: string, side: string, check: (a: BaseAction) => Rejection | undefined): StandingOrderChoices | null {
  const u = state.units.find((x) => x.id === unit)
  if (!u || u.side !== side || u.status !== 'active' || u.hex === null) return null
  const pursuitOptions = PURSUIT_ORDERS.filter((o) => check(standingOrder(side, unit, 'pursuit', o)) === undefined)
  const captureOptions = CAPTURE_ORDERS.filter((o) => check(standingOrder(side, unit, 'capture', o)) === undefined)
  if (pursuitOptions.length === 0 && captureOptions.length === 0) return null
  const order = moraleState(state).orders.find((o) => o.unit === unit)
  return { unit, side, pursuit: order?.pursuit ?? 'default', capture: order?.capture ?? config.capture, pursuitOptions, captureOptions }
}
