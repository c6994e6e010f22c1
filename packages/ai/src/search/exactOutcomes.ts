import {
  attackAction, combatModifiers, enumerateOutcomes, findUnit, prepareCombat, resolveCombat, ScriptedDice, SeededDice, toFloat,
  type AttackAction, type CombatDeclaration, type DiceSource, type DieRoll, type DieSpec, type GameState, type Rejection,
} from '@hexes/core'
import type { SearchContext } from './SearchContext'
import { applyChecked } from './simulate'

/** One distinct outcome of a combat: its key, exact probability and a sequence of die faces giving it. */
export interface ExactOutcome {
  key: string
  label: string
  /** Probability (the exact rational, as a float for the arithmetic of the search). */
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

/** A dice source that records the faces another source rolls. */
class RecordingDice implements DiceSource {
  readonly faces: number[] = []
  constructor(private readonly inner: DiceSource) {}
  roll(die: DieSpec, reason: string): DieRoll {
    const r = this.inner.roll(die, reason)
    this.faces.push(r.face)
    return r
  }
}

/**
 * Exact outcome distribution of a declared combat, computed by the rules' own resolver over every
 * sequence of die faces (`enumerateOutcomes`, like core's `combatOdds`), keeping for each outcome
 * the faces that produce it so that the search can apply exactly that outcome later.
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
  sc.budget.spend()
  const dist = enumerateOutcomes(
    (dice) => {
      const rec = new RecordingDice(dice)
      const outcome = resolveCombat(ctx, modifiers, rec)
      return { outcome, faces: rec.faces }
    },
    (r) => r.outcome.key,
  )
  const result: CombatDistribution = {
    fingerprint,
    outcomes: dist.outcomes.map((o) => ({ key: o.key, label: o.example.outcome.label, p: toFloat(o.probability), faces: o.example.faces })),
  }
  sc.distributions.set(key, result)
  return result
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
