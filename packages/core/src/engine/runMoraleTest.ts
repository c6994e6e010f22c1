import type { DiceSource } from '../dice/DiceSource'
import { errors } from '../errors/errors'
import type { MoraleResolveCtx, MoraleResult } from '../hooks/HookContexts'
import type { GameState, UnitState } from '../model/GameState'
import type { Modifier } from '../model/Modifier'
import type { GameRules } from './GameRules'

/** One morale test as a log or a combat record keeps it. */
export interface MoraleRecord {
  unit: string
  trigger: string
  modifiers: Modifier[]
  result: MoraleResult
}

/**
 * Runs one morale test through the hooks (MOR), purely, so that a combat resolver may call it and
 * exact odds include it: immunity first, before any die (`moraleImmunity`, undead SK-MORALE-22);
 * then the modifiers (`moraleModifiers`), the unit's single morale model (`moraleTest`, exclusive:
 * §3.3 rule 2) and the rules that change a result they do not own (`moraleResult`: a banner's
 * re-roll, I-03). Any rule may trigger a test; the unit's model resolves it.
 *
 * @throws EngineError `hooks/unanswered` when no morale model answers for the unit
 */
export function runMoraleTest(rules: GameRules, state: GameState, unit: UnitState, trigger: string, dice: DiceSource): MoraleRecord {
  const { hooks } = rules
  // Hooks nobody taps cost nothing here: exact odds run this once per leaf of the dice tree.
  if (hooks.moraleImmunity.size > 0) {
    const immune = hooks.moraleImmunity.call({ state, rules, unit, trigger })
    if (immune) return { unit: unit.id, trigger, modifiers: [], result: immune }
  }
  const modifiers = hooks.moraleModifiers.call({ state, rules, unit, trigger })
  const ctx: MoraleResolveCtx = { state, rules, unit, trigger, modifiers, dice }
  const first = testOnce(rules, ctx)
  if (hooks.moraleResult.size === 0) return { unit: unit.id, trigger, modifiers, result: first }
  const result = hooks.moraleResult.call(first, { ...ctx, retest: () => testOnce(rules, ctx) })
  return { unit: unit.id, trigger, modifiers, result }
}

/** The unit's one morale model answers (`moraleTest`, exclusive). */
function testOnce(rules: GameRules, ctx: MoraleResolveCtx): MoraleResult {
  const r = rules.hooks.moraleTest.call(ctx)
  if (!r) throw errors.hookUnanswered('moraleTest')
  return r
}
