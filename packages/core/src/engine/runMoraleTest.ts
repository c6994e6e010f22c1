import type { DiceSource } from '../dice/DiceSource'
import type { MoraleResult } from '../hooks/HookContexts'
import type { GameState, UnitState } from '../model/GameState'
import type { Modifier } from '../model/Modifier'
import type { GameRules } from './GameRules'
import { prepareMoraleTest, rollMoraleTest } from './prepareMoraleTest'

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
 * The same as {@link rollMoraleTest} of {@link prepareMoraleTest}: a resolver enumerated for exact
 * odds may prepare once and roll per leaf.
 *
 * @throws EngineError `hooks/unanswered` when no morale model answers for the unit
 */
export function runMoraleTest(rules: GameRules, state: GameState, unit: UnitState, trigger: string, dice: DiceSource): MoraleRecord {
  return rollMoraleTest(prepareMoraleTest(rules, state, unit, trigger), dice)
}
