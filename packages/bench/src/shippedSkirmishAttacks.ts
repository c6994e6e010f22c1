import type { GameRules } from '@hexes/core'
import { SK_TABLES, typePairAttacks, type SkTables } from '@hexes/plugin-skirmish'
import type { SkirmishBenchAttack } from './runSkirmishOddsBench'

/**
 * Every attack of a game's skirmish units, as the odds bench times them: the representative
 * attacks of every attacker/target unit-type pair, both ways, deduplicated by plan
 * (`typePairAttacks`, with the game's own skirmish tables: the scenario's unit types and config).
 * Empty for rules without the skirmish tables (`SK_TABLES`).
 *
 * @param rules - the built rules of a scenario
 * @param units - its units (`side`, `type`): the scenario's, or a state's
 */
export function shippedSkirmishAttacks(rules: GameRules, units: readonly { side: string; type: string }[]): SkirmishBenchAttack[] {
  if (!rules.container.isRegistered(SK_TABLES, true)) return []
  const tables = rules.container.resolve<SkTables>(SK_TABLES)
  return typePairAttacks(units, tables).map((a) => ({
    pair: `${tables.unitTypes[a.attacker]!.name} → ${tables.unitTypes[a.target]!.name}`, name: a.name, plan: a.plan,
  }))
}
