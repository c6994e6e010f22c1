import type { SkUnitType } from '../model/skProfile'

/**
 * The contract between the skirmish engine (who fights whom, where, how) and the combat math
 * (how many dice, which modifiers, what they do). Plain data: the engine builds an
 * `AttackSituation` from the game state; `planAttack` turns it into an `AttackPlan` (dice and
 * modifiers, each with its rule id); the plan's resolver rolls it, and its exact odds enumerate
 * the same resolver.
 */

/** Where an attack comes from, relative to the target's facing (GAP-SK-02). */
export type Arc = 'front' | 'flank' | 'rear'

/** Cover of the target against this attack (GAP-SK-21). */
export type Cover = 'none' | 'light' | 'heavy'

/**
 * What kind of attack (GAP-SK-08):
 * - `charge`: the charger's strike on contact (charge bonus dice, SK-CHARGE-4..8);
 * - `return`: the charged unit's return strike (fewer dice from the flank / rear, −1 to hit, SK-CHARGE-9/10, SK-COMBAT-18);
 * - `strike` / `return-strike`: the second exchange before the lock;
 * - `locked`: a round of a locked melee (simultaneous, SK-MELEE-2);
 * - `missile`: a shot (SK-MISSILE-*);
 * - `pursuit`: an automatic-hit attack (GAP-SK-16, R-05).
 */
export type AttackKind = 'charge' | 'return' | 'strike' | 'locked' | 'missile' | 'pursuit'

/** One unit in a fight, as the combat math needs it. */
export interface Fighter {
  /** Its profile. */
  type: SkUnitType
  /** Pooled HP left and at deployment. */
  hp: number
  startHp: number
  /** Elevation level of its hex (GAP-SK-20). */
  level: number
}
