import type { GameRules, GameState, UnitState } from '@hexes/core'
import type { AttackSituation, SkTables } from '@hexes/plugin-skirmish'
import type { FlyersConfig } from '../config/flyersConfig'
import { isFlying } from '../rules/flyerOf'

/**
 * SK-FLY-5 and GAP-SK-20 as a situation rule of the skirmish rules (`SkTables.addSituationRule`):
 * when a flyer in flight strikes or shoots, its target's cover (a tower, a wall, a building: SK-COMBAT-16/17,
 * SK-MISSILE-12/13) does not count, and in any attack between a flyer in flight and another unit
 * neither is higher (no SK-COMBAT-13/14 either way: the unit on a tower gets no bonus against it).
 * A grounded flyer (SK-FLY-2) fights as a ground unit. Returns `s` itself when nothing changes.
 */
export function flyerSituation(tables: SkTables, config: FlyersConfig) {
  return (rules: GameRules, state: GameState, attacker: UnitState, target: UnitState, s: AttackSituation): AttackSituation => {
    const flies = isFlying(rules, state, tables, config, attacker)
    if (!flies && !isFlying(rules, state, tables, config, target)) return s
    const level = s.attacker.level === s.target.level ? s : { ...s, attacker: { ...s.attacker, level: s.target.level } }
    return flies && s.cover !== undefined && s.cover !== 'none' ? { ...level, cover: 'none' } : level
  }
}
