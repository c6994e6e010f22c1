import type { SkUnitType } from '../model/skProfile'

/**
 * The contract between the skirmish engine (who fights whom, where, how) and the combat math
 * (how many dice, which modifiers, what they do). Plain data: the engine builds an
 * `AttackSituation` from the game state; `planAttack` turns it into an `AttackPlan` (dice and
 * modifiers, each with its rule id); `attackResolver(plan)` rolls it, and `attackOdds(plan)`
 * enumerates the same resolver.
 */

/** Where an attack comes from, relative to the target's facing (GAP-SK-02). */
export type Arc = 'front' | 'flank' | 'rear'

/** Cover of the target against this attack (GAP-SK-21). */
export type Cover = 'none' | 'light' | 'heavy'

/** Missile range band of a shot (SK-MISSILE-1..7): `rangeBand` gives it from the gap. */
export type RangeBand = 'short' | 'long'

/**
 * What kind of attack (GAP-SK-08):
 * - `charge`: the charger's strike on contact (charge bonus dice, SK-CHARGE-4..8; push-back, SK-CHARGE-12/13);
 * - `return`: the charged unit's return strike in the charge exchange (fewer dice when charged in
 *   the flank / rear, SK-CHARGE-9/10; −1 to hit against a charger, SK-COMBAT-18);
 * - `strike`: any other melee attack before the lock (both strikes of the second exchange);
 * - `locked`: a round of a locked melee (simultaneous, SK-MELEE-2: see `meleeRoundResolver`);
 * - `missile`: a shot (SK-MISSILE-*);
 * - `pursuit`: a caught fleeing unit attacked as a charge with every die hitting (GAP-SK-16/17, R-05).
 */
export type AttackKind = 'charge' | 'return' | 'strike' | 'locked' | 'missile' | 'pursuit'

/** One unit in a fight, as the combat math needs it. */
export interface Fighter {
  /** Its profile (GAP-SK-06). */
  type: SkUnitType
  /** Pooled HP left: living figures are ⌈hp ÷ type.hp⌉. */
  hp: number
  /**
   * Pooled HP at deployment: half-HP malus when `hp ≤ startHp / 2` (SK-COMBAT-19);
   * incomplete when it has fewer living figures than ⌈startHp ÷ type.hp⌉ (GAP-SK-06, SK-CHARGE-6).
   */
  startHp: number
  /** Elevation level of its hex (GAP-SK-20): higher +1 / lower −1 to hit (SK-COMBAT-13/14). */
  level: number
}

/**
 * Everything the combat math needs to know about one attack. Fields marked optional default to
 * "no": no cover, not locked, not moved, not isolated, no allies.
 */
export interface AttackSituation {
  /** What kind of attack (GAP-SK-08). */
  kind: AttackKind
  /** The unit that rolls the attack dice (SK-COMBAT-1, R-01: attacks × living figures). */
  attacker: Fighter
  /**
   * The unit attacked: its defence (SK-COMBAT-3), constitution (SK-COMBAT-9) and HP (R-01 cap).
   * In a multi-unit melee, the side's primary target (SK-MELEE-3).
   */
  target: Fighter
  /**
   * `return` only: the arc of the target's facing the charger came from (GAP-SK-02, fixed where the
   * charger started): `flank` −`flankDice` dice (SK-CHARGE-9), `rear` −`rearDice` dice
   * (SK-CHARGE-10), minimum 0. Default `front`.
   */
  chargeArc?: Arc
  /**
   * The target's cover against this attack (GAP-SK-21). Melee: light −1 (SK-COMBAT-16), heavy −2
   * (SK-COMBAT-17) to hit. Missiles: light −1 (SK-MISSILE-12), heavy −1 to hit and +1 defence
   * (SK-MISSILE-13, GAP-SK-22). Ignored by automatic hits.
   */
  cover?: Cover
  /**
   * The target is locked in melee with another unit (SK-MELEE-1). Read by a `charge` (defence
   * `lockedChargedDefence`, SK-MELEE-7) and a `missile` (defence `lockedShotDefence`, SK-MELEE-8;
   * the hits go to both sides through `intoMeleeResolver`, SK-MELEE-9); ignored by other kinds.
   */
  targetLocked?: boolean
  /** `missile` only, required: the band of the gap (SK-MISSILE-1..6); `long` halves the dice (SK-MISSILE-7). */
  range?: RangeBand
  /** `missile` only: the shooter moved this turn, dice halved (SK-MISSILE-8; with `long`, a quarter, GAP-SK-18). */
  moved?: boolean
  /**
   * `missile` only: the target is an isolated single figure (GAP-SK-21: gap > 2 paces to every
   * friend), one die fewer (SK-MISSILE-9). A target with the `skirmish` keyword counts without it.
   */
  targetIsolated?: boolean
  /**
   * The target cannot defend itself (a fleeing unit, SK-MORALE-6, GAP-SK-17): every die hits
   * without a to-hit roll, as in a pursuit. Default no.
   */
  targetDefenceless?: boolean
  /**
   * Melee: the other units fighting on the attacker's side (R-03: allies count for numerical
   * superiority, SK-COMBAT-15, GAP-SK-19).
   */
  attackerAllies?: readonly Fighter[]
  /**
   * Melee: the other units on the target's side (SK-MELEE-3). They count for numerical
   * superiority, and their HP adds to the pool the attack can take (the side shares its
   * losses, SK-MELEE-4: `shareDamage`).
   */
  targetAllies?: readonly Fighter[]
}
