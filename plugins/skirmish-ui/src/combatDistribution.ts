import { combatModifiers, enumerateOutcomes, errors, type CombatCtx, type CombatOutcome, type CombatResolveCtx, type Distribution } from '@hexes/core'

/**
 * The exact distribution of a prepared combat, keyed as the caller needs: core
 * `enumerateOutcomes` over the mix's own resolver (the `combatResolution` hook that plays the
 * attack), as core `combatOdds` runs it, but with the caller's key, on a context the caller
 * prepared, and without `forOdds`: the resolver answers each leaf as in play, with every detail
 * (the skirmish resolver leaves its strikes out of a `forOdds` answer). The skirmish UI keys by
 * every strike's skulls and HP (core `combatOdds` keys by each unit's HP lost only), and prepares
 * a charge's melee on the state after the charge move.
 *
 * @param ctx - the combat (core `prepareCombat`, or the melee a charge brings about)
 * @param keyOf - groups equal results
 */
export function combatDistribution(ctx: CombatCtx, keyOf: (o: CombatOutcome) => string): Distribution<CombatOutcome> {
  const modifiers = combatModifiers(ctx)
  let resolveCtx: CombatResolveCtx | undefined
  return enumerateOutcomes((dice) => {
    if (resolveCtx?.dice !== dice) resolveCtx = { ...ctx, modifiers, dice }
    const r = ctx.rules.hooks.combatResolution.call(resolveCtx)
    if (!r) throw errors.hookUnanswered('combatResolution')
    return r
  }, keyOf)
}
