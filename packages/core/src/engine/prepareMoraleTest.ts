import type { DiceSource } from '../dice/DiceSource'
import { errors } from '../errors/errors'
import type { MoraleResolveCtx, MoraleResult } from '../hooks/HookContexts'
import type { GameState, UnitState } from '../model/GameState'
import type { Modifier } from '../model/Modifier'
import type { GameRules } from './GameRules'
import type { MoraleRecord } from './runMoraleTest'

/**
 * What a morale test knows before its dice: the unit's immunity (`moraleImmunity`) and its
 * modifiers (`moraleModifiers`). Depends on the state, the unit and the trigger only, so a
 * resolver run once per leaf of exact odds prepares it once per combat. Read-only for callers.
 */
export interface MoralePreparation {
  readonly rules: GameRules
  readonly state: GameState
  readonly unit: UnitState
  readonly trigger: string
  /** The immunity's result (no die is rolled), or `undefined`. */
  readonly immune: MoraleResult | undefined
  readonly modifiers: Modifier[]
  /** Rolled for exact odds (`MoraleResolveCtx.forOdds`). */
  readonly forOdds: boolean
  /** @internal The last context built, reused while the dice source is the same. */
  last: MoraleResolveCtx | undefined
}

/**
 * Runs the hooks of a morale test that come before its dice (MOR): immunity first
 * (`moraleImmunity`, undead SK-MORALE-22), then the modifiers (`moraleModifiers`, skipped for an
 * immune unit). Hooks nobody taps cost nothing.
 *
 * @param forOdds - the test is rolled for exact odds: its model may build texts when read
 */
export function prepareMoraleTest(rules: GameRules, state: GameState, unit: UnitState, trigger: string, forOdds = false): MoralePreparation {
  const { hooks } = rules
  const immune = hooks.moraleImmunity.size > 0 ? hooks.moraleImmunity.call({ state, rules, unit, trigger }) : undefined
  const modifiers = immune ? [] : hooks.moraleModifiers.call({ state, rules, unit, trigger })
  return { rules, state, unit, trigger, immune, modifiers, forOdds, last: undefined }
}

/**
 * Rolls a prepared morale test (MOR): the unit's single morale model (`moraleTest`, exclusive:
 * §3.3 rule 2), then the rules that change a result they do not own (`moraleResult`: a banner's
 * re-roll, I-03). An immune unit rolls nothing. The same prepared test may be rolled again with
 * other dice (one call per leaf of exact odds): the record is new each time.
 *
 * @throws EngineError `hooks/unanswered` when no morale model answers for the unit
 */
export function rollMoraleTest(prep: MoralePreparation, dice: DiceSource): MoraleRecord {
  const { rules, state, unit, trigger, modifiers } = prep
  if (prep.immune) return { unit: unit.id, trigger, modifiers: [], result: prep.immune }
  let ctx = prep.last
  if (ctx?.dice !== dice) prep.last = ctx = prep.forOdds ? { state, rules, unit, trigger, modifiers, dice, forOdds: true } : { state, rules, unit, trigger, modifiers, dice }
  const first = testOnce(rules, ctx)
  const { hooks } = rules
  if (hooks.moraleResult.size === 0) return { unit: unit.id, trigger, modifiers, result: first }
  const c = ctx
  const result = hooks.moraleResult.call(first, { ...c, retest: () => testOnce(rules, c) })
  return { unit: unit.id, trigger, modifiers, result }
}

/** The unit's one morale model answers (`moraleTest`, exclusive). */
function testOnce(rules: GameRules, ctx: MoraleResolveCtx): MoraleResult {
  const r = rules.hooks.moraleTest.call(ctx)
  if (!r) throw errors.hookUnanswered('moraleTest')
  return r
}
