import type { GameRules, GameState, UnitState } from '@hexes/core'
import type { Fighter } from '../combat/AttackSituation'
import type { SkTables } from '../config/SkTables'
import type { AttackPlan } from '../combat/AttackPlan'
import { planAttack } from '../combat/planAttack'
import type { AttackSituation } from '../combat/AttackSituation'

/** A unit as the combat math sees it (GAP-SK-06, R-01, GAP-SK-20): its profile, HP pool and the level of its hex. */
export function fighterOf(rules: GameRules, state: GameState, tables: SkTables, unit: UnitState, hp?: number): Fighter {
  const s = tables.stats(unit)
  return { type: tables.typeOf(unit), hp: hp ?? s.hp, startHp: s.startHp, level: unit.hex === null ? 0 : tables.levelAt(rules, state, rules.grid.indexOfRef(unit.hex)) }
}

/**
 * Plans an attack (K2's `planAttack`) in the situation the rules over these rules make of it
 * (`SkTables.addSituationRule`: a flyer's attack, SK-FLY-5), then lets the mix, if any, add its
 * own modifiers (I-02, R-15).
 */
export function planFor(rules: GameRules, state: GameState, tables: SkTables, attacker: UnitState, target: UnitState, s: AttackSituation): AttackPlan {
  const plan = planAttack(tables.situation(rules, state, attacker, target, s), tables.config)
  return tables.mix ? tables.mix.adjust(rules, state, attacker, target, plan, s.attacker.hp) : plan
}
