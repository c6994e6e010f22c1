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

/** A built combat and the context it was built for. */
interface BuiltFor extends Built {
  state: CombatCtx['state']
  decl: CombatCtx['decl']
  defender: CombatCtx['defender']
}

/**
 * Wires the skirmish combat into the core's hooks (ELIG, MOD, RES), so that the core `attack`
 * action plays it and `combatOdds` gives its exact odds by running the same resolver:
 * - `combatModes`: `melee`, `missile`, `flaming`; `combatCandidate` / `combatEligibility`: see
 *   `skCombatEligibility` (in the adapter profile the steps are HEXES Med's: not checked here);
 * - `combatModifiers`: the modifiers of the primary attack's plan, each with its rule id;
 * - `combatResolution`: the melee exchange or locked round (`meleeExchange`) or the volley
 *   (`missileVolley`), built once per combat (its modifiers, its resolution and every leaf of its exact odds);
 * - `combatOutcome`: `applySkOutcome`.
 */
export function applySkCombat(hooks: HookRegistry, tables: SkTables, standalone: boolean): void {
  // Keyed by the attackers' list, which the combat's context shares with the resolver's context
  // the core derives from it (`combatModifiers` and `combatResolution` see two objects).
  const built = new WeakMap<CombatCtx['attackers'], BuiltFor>()
  const build = (ctx: CombatCtx): Built => {
    const b = built.get(ctx.attackers)
    if (b !== undefined && b.state === ctx.state && b.decl === ctx.decl && b.defender === ctx.defender) return b
    const fresh = ctx.decl.mode === SK_MODES.melee ? meleeExchange(ctx, tables) : missileVolley(ctx, tables)
    built.set(ctx.attackers, { plan: fresh.plan, resolve: fresh.resolve, state: ctx.state, decl: ctx.decl, defender: ctx.defender })
    return fresh
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
