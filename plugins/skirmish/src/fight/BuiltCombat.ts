import type { DiceSource, UnitId } from '@hexes/core'
import type { AttackPlan } from '../combat/AttackPlan'
import type { SkCombatData } from './SkCombatData'

/**
 * Which strikes a resolution records (`SkCombatData.strikes`), and so which strikes' results its
 * merge points keep apart under an enumeration:
 * - `none`: no strike (a `forOdds` answer: the losses and push-backs only);
 * - `replanned`: only the strikes planned from what the combat's first blows left (an exchange's
 *   return strikes, see {@link PlannedStrike.fixed}): the odds of the others are their plans' own;
 * - `all`: every strike (play, the log, the dice shown die by die).
 */
export type StrikeDetail = 'none' | 'replanned' | 'all'

/** A strike of a combat as planned before any die is rolled. */
export interface PlannedStrike {
  unit: UnitId
  target: UnitId
  /** Its dice, to-hit, defence and damage, every modifier with its rule id (`planAttack`). */
  plan: AttackPlan
  /**
   * The strike always rolls this plan (`true`: a strike of the first side, every blow of a locked
   * round, a volley). `false`: a return strike of an exchange, planned again from the HP the
   * first strikes leave (fewer figures, fewer dice, the half-HP malus, SK-COMBAT-19), or not
   * struck at all when its unit falls; this is its plan if they take nothing.
   */
  fixed: boolean
}

/** A skirmish combat ready to resolve (a melee exchange or locked round, a volley): built once per combat. */
export interface BuiltCombat {
  /** The primary attack's plan (its modifiers are the combat's, for the MOD hook). */
  plan: AttackPlan | undefined
  /** Every strike as planned before any die, in the order they are rolled. */
  strikes: PlannedStrike[]
  /** The resolver: play, tests and exact odds call it with their dice; `detail` defaults to `all`. */
  resolve: (dice: DiceSource, detail?: StrikeDetail) => SkCombatData
}
