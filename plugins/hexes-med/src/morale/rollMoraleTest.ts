import { errors, type DiceSource, type GameRules, type GameState, type Modifier, type MoraleResult, type UnitState } from '@hexes/core'

/** One morale test as the combat log records it. */
export interface MoraleRecord {
  unit: string
  trigger: string
  modifiers: Modifier[]
  result: MoraleResult
}

/**
 * Runs one morale test through the hooks (MOR): `moraleModifiers` collects the modifiers, then
 * the unit's single morale model answers `moraleTest` (catalogue §3.3 rule 2; two answers throw).
 * Pure: the combat resolver calls it so that exact odds include the test.
 */
export function rollMoraleTest(rules: GameRules, state: GameState, unit: UnitState, trigger: string, dice: DiceSource): MoraleRecord {
  const modifiers = rules.hooks.moraleModifiers.call({ state, rules, unit, trigger })
  const r = rules.hooks.moraleTest.callExclusive({ state, rules, unit, trigger, modifiers, dice })
  if (!r) throw errors.hookUnanswered('moraleTest')
  return { unit: unit.id, trigger, modifiers, result: r.value }
}
