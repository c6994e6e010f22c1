import type { GameRules } from '@hexes/core'
import { SK_TABLES, type SkTables } from '@hexes/plugin-skirmish'

/** The skirmish tables of a game (unit types, terrain, weapons, config), as the rules built them (`SK_TABLES`). */
export function skTablesOf(rules: GameRules): SkTables {
  return rules.container.resolve<SkTables>(SK_TABLES)
}
