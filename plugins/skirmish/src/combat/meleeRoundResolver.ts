import type { DiceSource } from '@hexes/core'
import { livingFigures } from '../model/skProfile'
import type { AttackPlan } from './AttackPlan'
import { attackResolver, type AttackResult } from './attackResolver'
import type { Fighter } from './AttackSituation'
import { shareDamage } from './shareDamage'

/** One attack of a melee round, on the side `targetSide` (its primary target's numbers are in the plan). */
export interface MeleeStrike {
  plan: AttackPlan
  targetSide: 0 | 1
}

/** What a simultaneous melee round did (plain JSON). */
export interface MeleeRoundResult {
  /** Each strike's result, in the order given. */
  strikes: AttackResult[]
  /** HP each side lost, capped by its total HP. */
  sideHpLost: [number, number]
  /** HP lost per unit, side by side, in the order of `sides` (primary target first): `shareDamage`. */
  hpLost: [number[], number[]]
  /** Figures lost per unit. */
  figuresLost: [number[], number[]]
}

/**
 * Prepares a simultaneous melee round (SK-MELEE-2) and returns its resolver. Every strike was
 * planned from the HP before the round, and every strike rolls, in the order given, whatever the
 * others do: a unit wiped out this round still strikes. Only then are casualties counted: each
 * side's HP losses are summed (capped by its HP) and shared among its units round-robin from the
 * primary target (SK-MELEE-3/4, GAP-SK-24, `shareDamage`).
 *
 * Exact odds: the strikes are independent, so each strike's `attackOdds(plan)` is exact; their
 * joint distribution is not enumerated (its cost is the product of theirs).
 *
 * @param strikes - the round's attacks, each planned with `planAttack` from the HP before the round
 * @param sides - the units of side 0 and side 1 as before the round, primary target first
 * @returns the resolver (the HP after the round is the engine's to apply)
 */
export function meleeRoundResolver(
  strikes: readonly MeleeStrike[],
  sides: readonly [readonly Fighter[], readonly Fighter[]],
): (dice: DiceSource) => MeleeRoundResult {
  const resolvers = strikes.map((s) => attackResolver(s.plan))
  const sideHp = sides.map((units) => units.reduce((t, u) => t + Math.max(0, u.hp), 0))
  return (dice) => {
    const results = resolvers.map((resolve) => resolve(dice))
    const lost: [number, number] = [0, 0]
    results.forEach((r, i) => (lost[strikes[i].targetSide] += r.hpLost))
    const sideHpLost: [number, number] = [Math.min(lost[0], sideHp[0]), Math.min(lost[1], sideHp[1])]
    const hpLost: [number[], number[]] = [shareDamage(sideHpLost[0], sides[0]), shareDamage(sideHpLost[1], sides[1])]
    const figures = (s: 0 | 1) => sides[s].map((u, j) => livingFigures(u.hp, u.type.hp) - livingFigures(u.hp - hpLost[s][j], u.type.hp))
    return { strikes: results, sideHpLost, hpLost, figuresLost: [figures(0), figures(1)] }
  }
}
