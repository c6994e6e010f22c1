import type { GameRules, GameState, UnitState } from '@hexes/core'
import type { Fighter } from '../combat/AttackSituation'
import type { SkTables } from '../config/SkTables'

/** A unit as the combat math sees it (GAP-SK-06, R-01, GAP-SK-20): its profile, HP pool and the level of its hex. */
export function fighterOf(rules: GameRules, state: GameState, tables: SkTables, unit: UnitState, hp?: number): Fighter {
  const s = tables.stats(unit)
  return { type: tables.typeOf(unit), hp: hp ?? s.hp, startHp: s.startHp, level: unit.hex === null ? 0 : tables.levelAt(rules, state, rules.grid.indexOfRef(unit.hex)) }
}
