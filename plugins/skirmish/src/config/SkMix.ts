import type { DraftCtx, GameRules, GameState, Rejection, UnitState } from '@hexes/core'
import type { AttackPlan } from '../combat/AttackPlan'

/**
 * What changes when the skirmish combat runs inside another rule set's game (the mix with HEXES
 * Med, catalogue I-02, I-05, I-11): the base rules own the terrain, the ranges and the losses.
 * The standalone rule set has none.
 */
export interface SkMix {
  /** A shot by the base rules' ranges and sight (I-05); the dice it rolls, or why not. */
  volley(rules: GameRules, state: GameState, shooter: UnitState, target: UnitState): { dice: number } | Rejection
  /**
   * The plan of an attack with the base rules' terrain and leaders as to-hit modifiers, and a
   * reduced unit's dice (I-02, R-15); `attackerHp` is the HP the attack was planned with (a return
   * strike's, after the first blows).
   */
  adjust(rules: GameRules, state: GameState, attacker: UnitState, target: UnitState, plan: AttackPlan, attackerHp: number): AttackPlan
  /** Records a unit's HP loss in the base rules' terms (I-02: reduced ⇔ HP ≤ 50 %; steps, strength, elimination). */
  afterLoss(ctx: DraftCtx, unit: UnitState, before: number, ruleId: string): void
}
