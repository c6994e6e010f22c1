import type { CombatCtx, DiceSource, HookRegistry } from '@hexes/core'
import type { AttackPlan } from '../combat/AttackPlan'
import type { SkTables } from '../config/SkTables'
import { SK } from '../state/SkState'
import { applySkOutcome } from './applySkOutcome'
import { meleeExchange } from './meleeExchange'
import { missileVolley } from './missileVolley'
import { skCandidateCheck, skCombatEligibility } from './skCombatEligibility'
import { isSkMode, SK_MODE_LIST, SK_MODES } from './skModes'
import type { SkCombatData } from './SkCombatData'
import { skOutcome } from './skOutcome'

interface Built {
  plan: AttackPlan | undefined
  resolve: (dice: DiceSource, light?: boolean) => SkCombatData
}

/**
 * Wires the skirmish combat into the core's hooks (ELIG, MOD, RES), so that the core `attack`
 * action plays it and `combatOdds` gives its exact odds by running the same resolver:
 * - `combatModes`: `melee`, `missile`, `flaming`; `combatCandidate` / `combatEligibility`: see
 *   `skCombatEligibility` (in the adapter profile the steps are HEXES Med's: not checked here);
 * - `combatModifiers`: the modifiers of the primary attack's plan, each with its rule id;
 * - `combatResolution`: the melee exchange or locked round (`meleeExchange`) or the volley
 *   (`missileVolley`), built once per combat context (exact odds ask it once per leaf);
 * - `combatOutcome`: `applySkOutcome`.
 */
export function applySkCombat(hooks: HookRegistry, tables: SkTables, standalone: boolean): void {
  const built = new WeakMap<object, Built>()
  const build = (ctx: CombatCtx): Built => {
    let b = built.get(ctx)
    if (!b) built.set(ctx, (b = ctx.decl.mode === SK_MODES.melee ? meleeExchange(ctx, tables) : missileVolley(ctx, tables)))
    return b
  }
  hooks.combatModes.tap({ plugin: SK, ruleId: 'GAP-SK-07' }, () => SK_MODE_LIST)
  hooks.combatCandidate.tap({ plugin: SK, ruleId: 'SK-MELEE-3' }, (ctx) => skCandidateCheck(ctx, tables, standalone))
  hooks.combatEligibility.tap({ plugin: SK, ruleId: 'SK-MELEE-3' }, (ctx) => skCombatEligibility(ctx, tables, standalone))
  hooks.combatModifiers.tap({ plugin: SK, ruleId: 'SK-COMBAT-20' }, (ctx) => (isSkMode(ctx.decl.mode) ? (build(ctx).plan?.modifiers ?? []) : undefined))
  hooks.combatResolution.tap({ plugin: SK, ruleId: 'SK-COMBAT-1' }, (ctx) => {
    if (!isSkMode(ctx.decl.mode)) return undefined
    const data = build(ctx).resolve(ctx.dice, ctx.forOdds === true)
    const attackerSide = data.sides?.[0] ?? ctx.decl.attackers
    return skOutcome(data, ctx.defender!.id, tables.stats(ctx.defender!).hp, attackerSide, ctx.forOdds === true)
  })
  hooks.combatOutcome.tap({ plugin: SK, ruleId: 'SK-MELEE-1' }, (ctx) => applySkOutcome(ctx, tables))
}
