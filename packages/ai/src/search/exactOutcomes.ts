import {
  attackAction, combatModifiers, enumerateChances, errors, findUnit, prepareCombat, ScriptedDice, SeededDice,
  type AttackAction, type CombatCtx, type CombatDeclaration, type CombatOutcome, type CombatResolveCtx, type DiceSource, type GameState,
  type Modifier, type Rejection,
} from '@hexes/core'
import { RecordingDice, replayFaces, type DiceRecord } from './RecordingDice'
import type { SearchContext } from './SearchContext'
import { applyChecked } from './simulate'

/** One distinct outcome of a combat: its key, exact probability and a sequence of die faces giving it. */
export interface ExactOutcome {
  key: string
  label: string
  /** Probability, a float for the arithmetic of the search (`enumerateChances`: the exact fraction's double while it fits safe integers). */
  p: number
  /** 1-based faces, in roll order, that produce this outcome: replaying them applies it. */
  faces: number[]
}

/** The outcomes of a combat, with the modifiers' fingerprint they were computed under. */
export interface CombatDistribution {
  outcomes: ExactOutcome[]
  /** Modifier values and kinds joined: equal fingerprints give equal distributions for equal units. */
  fingerprint: string
}

/**
 * Exact outcome distribution of a declared combat, computed by the rules' own resolver as core's
 * `combatOdds` computes it (the same enumeration with `forOdds` set: pools by counts, totals by
 * sums, the resolver's merge points), in floats (`enumerateChances`: a skirmish melee of many dice
 * skips the bigint sums of the exact odds), keeping for each outcome die faces that produce it
 * ({@link RecordingDice}) so that the search can apply exactly that outcome later. So the
 * search's chance nodes are the distinct outcomes of the exact odds.
 * Returns the rules' rejection when the declaration is not legal now. `combat`: the declaration's
 * {@link signature} in `state`, when the caller already has it.
 */
export function exactOutcomes(sc: SearchContext, state: GameState, side: string, decl: CombatDeclaration, combat?: string): CombatDistribution | Rejection {
  const ctx = prepareCombat(sc.rules, state, side, decl)
  if ('ok' in ctx) return ctx
  const modifiers = combatModifiers(ctx)
  const fingerprint = modifiers.map((m) => `${m.kind}:${m.value}`).join(',')
  const key = `${combat ?? signature(state, decl)}#${fingerprint}`
  const cached = sc.distributions.get(key)
  if (cached) return cached
  sc.stats.combatsValued++
  // An earlier search of this half-turn computed it: the same nodes are spent, the time is not.
  const kept = sc.memo?.get(key)
  if (kept) {
    sc.budget.spend(kept.nodes)
    sc.distributions.set(key, kept.distribution)
    return kept.distribution
  }
  const dist = enumerateChances(oddsRun(ctx, modifiers), (r) => r.outcome.key)
  const nodes = enumerationNodes(dist.leaves)
  sc.budget.spend(nodes)
  const result: CombatDistribution = {
    fingerprint,
    outcomes: dist.outcomes.map((o) => ({ key: o.key, label: o.example.outcome.label, p: o.p, faces: replayFaces(o.example.record) })),
  }
  sc.distributions.set(key, result)
  sc.memo?.set(key, { distribution: result, nodes })
  return result
}

/** Leaves of an enumeration that cost no more than one node (every HEXES Med combat: 226 at most). */
const FREE_LEAVES = 1000
/** Leaves that cost one node beyond {@link FREE_LEAVES} (a leaf is a run of the resolver, a node a state applied). */
const LEAVES_PER_NODE = 8

/**
 * Nodes an enumeration of `leaves` runs of the resolver costs: one, and one more per
 * {@link LEAVES_PER_NODE} leaves past {@link FREE_LEAVES}, so that a budget counts the work of a
 * combat of many units and many dice (tens of thousands of leaves) as what it takes.
 */
function enumerationNodes(leaves: number): number {
  return 1 + Math.floor(Math.max(0, leaves - FREE_LEAVES) / LEAVES_PER_NODE)
}

/**
 * One leaf of the exact odds, as `combatOdds` runs it: the rules' resolver with `forOdds` set and
 * the enumerator's dice behind a recorder. The resolver's context is built once per enumeration
 * (the enumerator hands every leaf the same source): resolvers may cache per context.
 */
function oddsRun(ctx: CombatCtx, modifiers: readonly Modifier[]): (dice: DiceSource) => { outcome: CombatOutcome; record: DiceRecord } {
  let rec: RecordingDice | undefined
  let resolveCtx: CombatResolveCtx | undefined
  return (dice) => {
    if (rec?.inner !== dice) {
      rec = new RecordingDice(dice)
      resolveCtx = Object.assign({}, ctx, { modifiers, dice: rec, forOdds: true })
    }
    rec.take()
    const outcome = ctx.rules.hooks.combatResolution.call(resolveCtx!)
    if (!outcome) throw errors.hookUnanswered('combatResolution')
    return { outcome, record: rec.take() }
  }
}

/**
 * A key for a combat's participants as they stand: mode, defender and attackers with their hexes
 * and strengths, and the leaders riding them. Two combats with the same signature and the same
 * modifiers have the same outcomes, and each outcome does the same to the pieces involved.
 */
export function signature(state: GameState, decl: CombatDeclaration): string {
  const part = (id: string) => {
    const u = findUnit(state, id)
    if (!u) return id
    let s = `${id}@${u.hex}:${JSON.stringify(u.stats)}`
    for (const l of state.leaders) if (l.unit === id && l.status === 'active') s += `+${l.id}`
    return s
  }
  return `${decl.mode}|${part(decl.defender ?? '')}|${[...decl.attackers].sort().map(part).join(',')}`
}

/**
 * Applies an attack with the dice forced to `faces` (the search's private dice take over if the
 * rules roll more), through the engine's `attack` action. Returns `null` when the attack is not
 * legal in `state`. `prepared`: {@link exactOutcomes} has just accepted this attack in `state`
 * (the core's attack is then not validated again).
 */
export function applyOutcome(sc: SearchContext, state: GameState, action: AttackAction, faces: readonly number[], prepared = false): GameState | null {
  const def = sc.rules.actions.get(action.type)
  if (!def) return null
  // The core's attack validates by preparing the combat, which `exactOutcomes` just did.
  if (!(prepared && def === attackAction) && def.validate({ state, rules: sc.rules, action })) return null
  sc.stats.outcomesApplied++
  return applyChecked(sc, state, { def, action }, new ScriptedDice(faces, { fallback: new SeededDice(sc.rng) }))
}
