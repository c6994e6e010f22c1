import type { z } from 'zod'
import type { Rejection } from '../errors/Rejection'
import type { DraftCtx, StateCtx } from '../hooks/HookContexts'
import type { GameState, PendingDecision, SideId } from '../model/GameState'

/** Every action names its type and the side giving it. */
export interface BaseAction {
  type: string
  side: SideId
}

/** Context of an action's `validate`. */
export interface ActionCtx<A> extends StateCtx {
  readonly action: A
}

/** Context of an action's `apply`: mutate `draft`, emit events, roll `dice`. */
export interface ActionApplyCtx<A> extends DraftCtx {
  readonly action: A
  /** The state before the action (read-only). */
  readonly before: GameState
}

/** Context of an action's `enumerate`. */
export interface EnumerateCtx extends StateCtx {
  readonly side: SideId
  /** The decision being answered, for decision answers. */
  readonly decision?: PendingDecision
}

/**
 * An action type: its JSON shape, its legality, its effect and its legal instances.
 *
 * The pipeline is validate → apply → events. `validate` returns a `Rejection` for an illegal
 * action (the state is untouched); `apply` mutates a private draft and may roll dice.
 * Core defines `move`, `attack` and `end-phase`; plugins add their own through `api.defineAction`.
 */
export interface ActionDefinition<A extends BaseAction = BaseAction> {
  type: string
  /** Strict zod schema of the action JSON (unknown fields are refused). */
  schema: z.ZodType<A>
  /**
   * Kind of pending decision this action answers (`"hm/retreat"`). Such actions are legal only
   * while that decision is first in `state.pending`, and only for its side.
   */
  answers?: string
  /**
   * Legal at any moment of play, from any side, whoever is acting and whatever is pending (conceding,
   * `core/concede`): `checkAction` skips the turn, phase and decision checks (never the game-over
   * one) and goes straight to `validate`. Such an action is never listed by `legalActions`.
   */
  anytime?: boolean
  /** Rule-level legality; `undefined` means legal. */
  validate(ctx: ActionCtx<A>): Rejection | undefined
  /** Applies the action to the draft. */
  apply(ctx: ActionApplyCtx<A>): void
  /** Every legal instance for `side` now (used by the AI, the web app and the fuzzer). */
  enumerate?(ctx: EnumerateCtx): A[]
}
