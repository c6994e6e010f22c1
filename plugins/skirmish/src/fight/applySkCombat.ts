import type { CombatCtx, HookRegistry } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { SK } from '../state/SkState'
import { applySkOutcome } from './applySkOutcome'
import type { BuiltCombat } from './BuiltCombat'
import { buildSkCombat } from './buildSkCombat'
import { skCandidateCheck, skCombatEligibility } from './skCombatEligibility'
import { isSkMode, SK_MODE_LIST } from './skModes'
import { skOutcome, type OutcomeDetails } from './skOutcome'

/** A built combat, the context it was built for, and its outcomes' details by key (shared by the leaves of its odds). */
interface BuiltFor extends BuiltCombat {
  state: CombatCtx['state']
  decl: CombatCtx['decl']
  defender: CombatCtx['defender']
  details: Map<string, OutcomeDetails>
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
  const build = (ctx: CombatCtx): BuiltFor => {
    const b = built.get(ctx.attackers)
    if (b !== undefined && b.state === ctx.state && b.decl === ctx.decl && b.defender === ctx.defender) return b
    const fresh = buildSkCombat(ctx, tables)
    const entry: BuiltFor = { plan: fresh.plan, strikes: fresh.strikes, resolve: fresh.resolve, state: ctx.state, decl: ctx.decl, defender: ctx.defender, details: new Map() }
    built.set(ctx.attackers, entry)
    return entry
  }
  hooks.combatModes.tap({ plugin: SK, ruleId: 'GAP-SK-07' }, () => SK_MODE_LIST)
  hooks.combatCandidate.tap({ plugin: SK, ruleId: 'SK-MELEE-3' }, (ctx) => skCandidateCheck(ctx, tables, standalone))
  hooks.combatEligibility.tap({ plugin: SK, ruleId: 'SK-MELEE-3' }, (ctx) => skCombatEligibility(ctx, tables, standalone))
  hooks.combatModifiers.tap({ plugin: SK, ruleId: 'SK-COMBAT-20' }, (ctx) => (isSkMode(ctx.decl.mode) ? (build(ctx).plan?.modifiers ?? []) : undefined))
  hooks.combatResolution.tap({ plugin: SK, ruleId: 'SK-COMBAT-1' }, (ctx) => {
    if (!isSkMode(ctx.decl.mode)) return undefined
    const b = build(ctx)
    const data = b.resolve(ctx.dice, ctx.forOdds === true ? 'none' : 'all')
    const attackerSide = data.sides?.[0] ?? ctx.decl.attackers
    return skOutcome(data, ctx.defender!.id, tables.stats(ctx.defender!).hp, attackerSide, ctx.forOdds === true, b.details)
  })
  hooks.combatOutcome.tap({ plugin: SK, ruleId: 'SK-MELEE-1' }, (ctx) => applySkOutcome(ctx, tables))
}
