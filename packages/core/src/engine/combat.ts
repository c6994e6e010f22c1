import type { DiceSource } from '../dice/DiceSource'
import type { Distribution } from '../dice/Distribution'
import { enumerateOutcomes } from '../dice/enumerateOutcomes'
import type { Rational } from '../dice/Rational'
import { errors } from '../errors/errors'
import { reject, type Rejection } from '../errors/Rejection'
import type { CombatCtx, CombatDeclaration, CombatOutcome, CombatResolveCtx, TargetResult } from '../hooks/HookContexts'
import { hexParam, sideParam, unitParam } from '../i18n/MessageRef'
import type { GameState, UnitId, UnitState } from '../model/GameState'
import type { Modifier, WithheldModifier } from '../model/Modifier'
import { CORE_RULES } from '../rules/CORE_RULES'
import { addRationals } from '../dice/Rational'
import type { GameRules } from './GameRules'
import { isSettledState } from './settledState'
import { findUnit } from './stateQueries'

/**
 * Checks a combat declaration (attackers of `side` on the map, listed once; at least one target:
 * a primary `defender`, further `targets` or an `area`; target units are enemies on the map,
 * listed once, never also attackers; area hexes on the map) and the rules' eligibility vetoes
 * (ELIG), and returns the combat context, or a `Rejection`.
 */
export function prepareCombat(rules: GameRules, state: GameState, side: string, decl: CombatDeclaration): CombatCtx | Rejection {
  // A bot's choice, the attack's check and its apply prepare the same combat of a settled state.
  const last = lastCombat.get(rules)
  if (last !== undefined && last.state === state && last.side === side && sameDeclaration(last.decl, decl)) return last.ctx
  const r = prepareNew(rules, state, side, decl)
  if (!('ok' in r) && isSettledState(state)) {
    const copy: CombatDeclaration = snapshot(decl)
    const ctx: CombatCtx = { state: r.state, rules: r.rules, decl: copy, attackers: r.attackers, defender: r.defender, targets: r.targets, area: copy.area ?? NO_AREA }
    lastCombat.set(rules, { state, side, decl: copy, ctx })
    return ctx
  }
  return r
}

/** The last combat prepared for a settled state, per game (only an accepted one is remembered). */
const lastCombat = new WeakMap<GameRules, { state: GameState; side: string; decl: CombatDeclaration; ctx: CombatCtx }>()

/** A frozen copy of a declaration: the remembered context never sees a caller change its own. */
function snapshot(decl: CombatDeclaration): CombatDeclaration {
  const c: CombatDeclaration = { attackers: [...decl.attackers], mode: decl.mode }
  if (decl.defender !== undefined) c.defender = decl.defender
  if (decl.targets !== undefined) c.targets = Object.freeze([...decl.targets]) as UnitId[]
  if (decl.area !== undefined) c.area = Object.freeze([...decl.area]) as string[]
  Object.freeze(c.attackers)
  return Object.freeze(c)
}

function sameDeclaration(a: CombatDeclaration, b: CombatDeclaration): boolean {
  return a.mode === b.mode && a.defender === b.defender && sameList(a.attackers, b.attackers) && sameList(a.targets, b.targets) && sameList(a.area, b.area)
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true
  if (a === undefined || b === undefined || a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

function prepareNew(rules: GameRules, state: GameState, side: string, decl: CombatDeclaration): CombatCtx | Rejection {
  // Rule ids are looked up only for a rejection: this runs for every candidate group the AI and
  // the enumeration try.
  if (decl.attackers.length === 0) return reject('combat/no-attacker', rules.cite(CORE_RULES.combatDeclaration), 'A combat needs at least one attacking unit', {})
  if (decl.attackers.length > 1 && new Set(decl.attackers).size !== decl.attackers.length) return reject('combat/duplicate-attacker', rules.cite(CORE_RULES.combatDeclaration), 'An attacker is listed twice', {})
  const attackers: UnitState[] = []
  for (const id of decl.attackers) {
    const u = findUnit(state, id)
    if (!u) return reject('action/unknown-unit', rules.cite(CORE_RULES.action), `Unknown unit "${id}"`, { id })
    if (u.side !== side) return reject('combat/not-your-unit', rules.cite(CORE_RULES.turnOrder), `${u.name ?? u.id} is not a unit of ${side}`, { unit: unitParam(u.id), side: sideParam(side) })
    if (u.status !== 'active' || u.hex === null) return reject('combat/not-on-map', rules.cite(CORE_RULES.action), `${u.name ?? u.id} is not on the map`, { unit: unitParam(u.id) })
    attackers.push(u)
  }
  // A declaration with a defender only (every HEXES Med combat, and most tries of a bot) makes no id list.
  const targetIds: readonly UnitId[] | undefined = decl.targets === undefined ? undefined : decl.defender === undefined ? decl.targets : [decl.defender, ...decl.targets]
  const count = targetIds === undefined ? (decl.defender === undefined ? 0 : 1) : targetIds.length
  const area = decl.area ?? NO_AREA
  if (count === 0 && area.length === 0) return reject('combat/no-target', rules.cite(CORE_RULES.combatDeclaration), 'A combat needs a defender, a target or an area', {})
  if (count > 1 && new Set(targetIds).size !== count) return reject('combat/duplicate-target', rules.cite(CORE_RULES.combatDeclaration), 'A target is listed twice', {})
  const targets: UnitState[] = []
  if (targetIds === undefined) {
    if (decl.defender !== undefined) {
      const t = targetUnit(rules, state, side, decl.defender)
      if ('ok' in t) return t
      targets.push(t)
    }
  } else {
    for (const id of targetIds) {
      const t = targetUnit(rules, state, side, id)
      if ('ok' in t) return t
      targets.push(t)
    }
  }
  for (const h of area) {
    if (rules.grid.indexOfRef(h) < 0) return reject('combat/area-off-map', rules.cite(CORE_RULES.combatDeclaration), `Area hex ${h} is off the map`, { hex: hexParam(h) })
  }
  const modes = combatModesOf(rules, state)
  if (!modes.includes(decl.mode)) return reject('combat/unknown-mode', rules.cite(CORE_RULES.action), `Unknown combat mode "${decl.mode}" (rules offer: ${modes.join(', ')})`, { mode: decl.mode, modes: modes.join(', ') })
  const defender = decl.defender === undefined ? undefined : targets[0]
  const ctx: CombatCtx = { state, rules, decl, attackers, defender, targets, area }
  return rules.hooks.combatEligibility.call(ctx) ?? ctx
}

/** A target of a declaration: an enemy unit on the map, or why not. */
function targetUnit(rules: GameRules, state: GameState, side: string, id: UnitId): UnitState | Rejection {
  const t = findUnit(state, id)
  if (!t) return reject('action/unknown-unit', rules.cite(CORE_RULES.action), `Unknown unit "${id}"`, { id })
  if (t.side === side) return reject('combat/friendly-target', rules.cite(CORE_RULES.combatDeclaration), 'A unit cannot attack a friendly unit', { unit: unitParam(t.id) })
  if (t.status !== 'active' || t.hex === null) return reject('combat/not-on-map', rules.cite(CORE_RULES.action), `${t.name ?? t.id} is not on the map`, { unit: unitParam(t.id) })
  return t
}

/** The last `combatModes` answer, for the settled state it was asked for (bots try many pairs on one state). */
const lastModes = new WeakMap<GameRules, { state: GameState; modes: readonly string[] }>()

/** The combat modes the rules offer in `state` (`combatModes` hook), asked once per settled state. */
function combatModesOf(rules: GameRules, state: GameState): readonly string[] {
  const last = lastModes.get(rules)
  if (last !== undefined && last.state === state) return last.modes
  const modes = rules.hooks.combatModes.call({ state, rules })
  if (isSettledState(state)) lastModes.set(rules, { state, modes })
  return modes
}

/** The area of a declaration that names none (shared). */
const NO_AREA: readonly string[] = Object.freeze([])

/** Collects the modifiers of a combat with their sources (MOD). */
export function combatModifiers(ctx: CombatCtx): Modifier[] {
  return ctx.rules.hooks.combatModifiers.call(ctx)
}

/**
 * Resolves a combat with the given dice through the single resolver of the mix (RES).
 * Pure: the state is not changed. The same call gives odds when `dice` enumerates.
 */
export function resolveCombat(ctx: CombatCtx, modifiers: readonly Modifier[], dice: DiceSource): CombatOutcome {
  const r = ctx.rules.hooks.combatResolution.call(resolveCtxOf(ctx, modifiers, dice, false))
  if (!r) throw errors.hookUnanswered('combatResolution')
  return r
}

/**
 * `{ ...ctx, modifiers, dice }` (and `forOdds` when set), built field by field: V8 makes a spread
 * followed by more properties a slow path of microseconds, more than a whole HEXES Med
 * resolution. Fields a caller added to its context are copied too.
 */
function resolveCtxOf(ctx: CombatCtx, modifiers: readonly Modifier[], dice: DiceSource, forOdds: boolean): CombatResolveCtx {
  const { state, rules, decl, attackers, defender, targets, area } = ctx
  const r: Record<string, unknown> = forOdds
    ? { state, rules, decl, attackers, defender, targets, area, modifiers, dice, forOdds }
    : { state, rules, decl, attackers, defender, targets, area, modifiers, dice }
  for (const k in ctx) if (!(k in r)) r[k] = (ctx as unknown as Record<string, unknown>)[k]
  return r as unknown as CombatResolveCtx
}

/** Exact odds of a combat: every outcome with its probability, from the resolver itself. */
export interface CombatOdds {
  decl: CombatDeclaration
  modifiers: Modifier[]
  /** Modifiers the rules considered and withheld, with why (`combatModifiersWithheld`). */
  withheld: WithheldModifier[]
  distribution: Distribution<CombatOutcome>
}

/**
 * Exact outcome probabilities of a proposed combat, computed by running the same resolver the
 * game uses once per distinct roll of its dice: die faces one by one, pools by their counts
 * (catalogue: odds are exact, never estimated).
 */
export function combatOdds(rules: GameRules, state: GameState, side: string, decl: CombatDeclaration): CombatOdds | Rejection {
  const ctx = prepareCombat(rules, state, side, decl)
  if ('ok' in ctx) return ctx
  const modifiers = combatModifiers(ctx)
  // The enumerator passes the same dice source to every leaf: build the resolver's context once,
  // telling the resolver that texts may wait until read (`forOdds`).
  let resolveCtx: CombatResolveCtx | undefined
  const distribution = enumerateOutcomes((dice) => {
    if (resolveCtx?.dice !== dice) resolveCtx = resolveCtxOf(ctx, modifiers, dice, true)
    const r = rules.hooks.combatResolution.call(resolveCtx)
    if (!r) throw errors.hookUnanswered('combatResolution')
    return r
  }, (o) => o.key)
  return { decl, modifiers, withheld: rules.hooks.combatModifiersWithheld.call(ctx), distribution }
}

/** The odds of what one unit suffers in a combat, from the joint odds (`targetOdds`). */
export interface TargetOdds {
  unit: UnitId
  /** Each distinct result for this unit, with its exact probability and an example. */
  outcomes: { key: string; probability: Rational; example: TargetResult | null }[]
}

/**
 * Per-target odds of a combat whose resolver reports `CombatOutcome.targets`: for each unit that
 * some outcome touches, the exact probability of each of its results (outcomes that leave a unit
 * untouched count as its key `"none"`). Units in the order they first appear.
 */
export function targetOdds(odds: Pick<CombatOdds, 'distribution'>): TargetOdds[] {
  const units: UnitId[] = []
  for (const o of odds.distribution.outcomes) for (const t of o.example.targets ?? []) if (!units.includes(t.unit)) units.push(t.unit)
  return units.map((unit) => {
    const byKey = new Map<string, { terms: Rational[]; example: TargetResult | null }>()
    for (const o of odds.distribution.outcomes) {
      const t = o.example.targets?.find((x) => x.unit === unit)
      const key = t?.key ?? 'none'
      let e = byKey.get(key)
      if (!e) byKey.set(key, (e = { terms: [], example: t ?? null }))
      e.terms.push(o.probability)
    }
    const outcomes = [...byKey.entries()].map(([key, e]) => ({ key, probability: addRationals(e.terms), example: e.example }))
    return { unit, outcomes }
  })
}
