import type { DiceSource } from '../dice/DiceSource'
import type { Distribution } from '../dice/Distribution'
import { enumerateOutcomes } from '../dice/enumerateOutcomes'
import { errors } from '../errors/errors'
import { reject, type Rejection } from '../errors/Rejection'
import type { CombatCtx, CombatDeclaration, CombatOutcome } from '../hooks/HookContexts'
import type { GameState, UnitState } from '../model/GameState'
import type { Modifier } from '../model/Modifier'
import type { GameRules } from './GameRules'
import { findUnit } from './stateQueries'

/**
 * Checks a combat declaration (HM-COMBAT-2: one or more attackers, exactly one defender) and the
 * rules' eligibility vetoes (ELIG), and returns the combat context, or a `Rejection`.
 */
export function prepareCombat(rules: GameRules, state: GameState, side: string, decl: CombatDeclaration): CombatCtx | Rejection {
  if (decl.attackers.length === 0) return reject('combat/no-attacker', 'HM-COMBAT-2', 'A combat needs at least one attacking unit')
  if (new Set(decl.attackers).size !== decl.attackers.length) return reject('combat/duplicate-attacker', 'HM-COMBAT-2', 'An attacker is listed twice')
  const attackers: UnitState[] = []
  for (const id of decl.attackers) {
    const u = findUnit(state, id)
    if (!u) return reject('action/unknown-unit', 'core', `Unknown unit "${id}"`)
    if (u.side !== side) return reject('combat/not-your-unit', 'HM-SEQ-4', `${u.name ?? u.id} is not a unit of ${side}`)
    if (u.status !== 'active' || u.hex === null) return reject('combat/not-on-map', 'core', `${u.name ?? u.id} is not on the map`)
    attackers.push(u)
  }
  const defender = findUnit(state, decl.defender)
  if (!defender) return reject('action/unknown-unit', 'core', `Unknown unit "${decl.defender}"`)
  if (defender.side === side) return reject('combat/friendly-target', 'HM-COMBAT-2', 'A unit cannot attack a friendly unit')
  if (defender.status !== 'active' || defender.hex === null) return reject('combat/not-on-map', 'core', `${defender.name ?? defender.id} is not on the map`)
  const modes = rules.hooks.combatModes.call({ state, rules })
  if (!modes.includes(decl.mode)) return reject('combat/unknown-mode', 'core', `Unknown combat mode "${decl.mode}" (rules offer: ${modes.join(', ')})`)
  const ctx: CombatCtx = { state, rules, decl, attackers, defender }
  return rules.hooks.combatEligibility.call(ctx) ?? ctx
}

/** Collects the modifiers of a combat with their sources (MOD). */
export function combatModifiers(ctx: CombatCtx): Modifier[] {
  return ctx.rules.hooks.combatModifiers.call(ctx)
}

/**
 * Resolves a combat with the given dice through the single resolver of the mix (RES).
 * Pure: the state is not changed. The same call gives odds when `dice` enumerates.
 */
export function resolveCombat(ctx: CombatCtx, modifiers: readonly Modifier[], dice: DiceSource): CombatOutcome {
  const r = ctx.rules.hooks.combatResolution.callExclusive({ ...ctx, modifiers, dice })
  if (!r) throw errors.hookUnanswered('combatResolution')
  return r.value
}

/** Exact odds of a combat: every outcome with its probability, from the resolver itself. */
export interface CombatOdds {
  decl: CombatDeclaration
  modifiers: Modifier[]
  distribution: Distribution<CombatOutcome>
}

/**
 * Exact outcome probabilities of a proposed combat, computed by running the same resolver the
 * game uses once per distinct sequence of die faces (catalogue: odds are exact, never estimated).
 */
export function combatOdds(rules: GameRules, state: GameState, side: string, decl: CombatDeclaration): CombatOdds | Rejection {
  const ctx = prepareCombat(rules, state, side, decl)
  if ('ok' in ctx) return ctx
  const modifiers = combatModifiers(ctx)
  const distribution = enumerateOutcomes((dice) => resolveCombat(ctx, modifiers, dice), (o) => o.key)
  return { decl, modifiers, distribution }
}
