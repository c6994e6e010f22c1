import type { DraftCtx, GameRules, GameState, Rejection, UnitState } from '@hexes/core'
import type { AttackPlan } from '../combat/AttackPlan'

/**
 * The charge under the base rules' movement, when the mix has one (the skirmish rules are its
 * charge provider, R-15, §3.3 rule 4): who may charge now, from how far, and in what units its
 * move is counted. The arc, the path into contact and the fight are the skirmish rules' own.
 */
export interface MixCharge {
  /** Name of the movement units of the charge move, for the log (`MP`). */
  readonly units: string
  /** Why `unit` may not charge now (the base rules' move rules, the config's chargers), or `undefined`. */
  charger(rules: GameRules, state: GameState, unit: UnitState): Rejection | undefined
  /** Hex distances at which a target may be charged at all (the declaration's pre-check, cheap: no path, no sight). */
  distances(rules: GameRules, state: GameState, unit: UnitState): { min: number; max: number }
  /** Why `unit` may not charge `target` from where they stand (distance, sight), or `undefined`; the path is checked after. */
  target(rules: GameRules, state: GameState, unit: UnitState, target: UnitState): Rejection | undefined
}

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
  /** The charge of this mix (`undefined`: no charge in the game). */
  readonly charge: MixCharge | undefined
  /** Whether the base rules' terrain forbids a unit to be pushed back into this hex (SK-CHARGE-12/13). */
  impassable(rules: GameRules, state: GameState, hex: number): boolean
  /**
   * Leaves the base rules' morale tests of the units `rule` picks to another morale model (§3.3
   * rule 2, I-03: the skirmish morale rules resolve the tests of the units they own).
   */
  leaveMorale(rule: (state: GameState, unit: UnitState) => boolean): void
  /** Records a unit's HP loss in the base rules' terms (I-02: reduced ⇔ HP ≤ 50 %; steps, strength, elimination). */
  afterLoss(ctx: DraftCtx, unit: UnitState, before: number, ruleId: string): void
  /**
   * Whether `unit` spent movement in its side's movement phase of this turn, by the base rules'
   * own record (I-10: a war machine that moved may neither reload nor shoot in the combat phase).
   */
  movedThisTurn(state: GameState, unit: UnitState): boolean
  /** Whether `shooter` sees `target` by the base rules' line of sight (I-10, SK-WM-5: a machine shoots only at what it sees). */
  sees(rules: GameRules, state: GameState, shooter: UnitState, target: UnitState): boolean
}
