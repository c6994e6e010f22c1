import type { StateCtx } from '../hooks/HookContexts'
import type { HexRef, UnitState } from '../model/GameState'
import { token } from '../plugin/tokens'

/**
 * Line of sight between two units as a rule set judges it (catalogue LOS, GAP-HM-07, GAP-SK-23),
 * provided by one plugin and read by the others (a war machine needs a visible target, SK-WM-5).
 */
export interface LineOfSightService {
  /** Whether `from` sees `to`. */
  canSee(ctx: StateCtx, from: UnitState, to: UnitState): boolean
  /** The hexes that block the sight, for messages (empty when it is clear). */
  blockers(ctx: StateCtx, from: UnitState, to: UnitState): HexRef[]
}

/** DI token of the {@link LineOfSightService}. */
export const LINE_OF_SIGHT = token<LineOfSightService>('core.line-of-sight')
