import type { CombatCtx, UnitState } from '@hexes/core'

/** A combat as HEXES Med fights it: one or more attackers against exactly one defender (HM-COMBAT-2). */
export type HmCombatCtx<C extends CombatCtx = CombatCtx> = C & { readonly defender: UnitState }

/**
 * Whether a declaration is a HEXES Med combat: one defender, no further target and no area
 * (HM-COMBAT-2). HEXES Med's eligibility refuses any other declaration in its modes, so its
 * modifiers, resolver and outcome only ever see this shape.
 */
export function isHmCombat<C extends CombatCtx>(ctx: C): ctx is HmCombatCtx<C> {
  return ctx.defender !== undefined && ctx.targets.length === 1 && ctx.area.length === 0
}
