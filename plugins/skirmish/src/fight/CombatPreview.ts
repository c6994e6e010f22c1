import type { CombatDeclaration, HexRef, Rational, UnitId } from '@hexes/core'
import type { AttackPlan } from '../combat/AttackPlan'
import type { AttackOddsSummary } from '../combat/attackOdds'
import type { Arc, AttackKind } from '../combat/AttackSituation'
import type { MarkOdds } from './aftermathOdds'

/** Where a charge ends, as the engine moves it (GAP-SK-25). */
export interface ChargeLanding {
  /** The arc of the target it comes in by, fixed where it starts (GAP-SK-02). */
  arc: Arc
  /** The contact hex it ends on. */
  hex: HexRef
  /** Its path, start excluded. */
  path: readonly HexRef[]
  /** Paces it spends (at most 2M, SK-CHARGE-3), or MP in a HEXES Med game (`units`). */
  paces: number
  /** The units of `paces`: `paces`, or the base rules' (`MP` in a HEXES Med game: I-05). */
  units: string
  /** The target was locked in another melee: defence −2 against the charge (SK-MELEE-7). */
  intoMelee: boolean
}

/** One strike of a previewed combat: its plan, and the exact odds of what it does. */
export interface StrikePreview {
  unit: UnitId
  target: UnitId
  kind: AttackKind
  /**
   * The plan it rolls: its dice, net to-hit bonus, defence, damage score, the target's
   * constitution, every modifier with its rule id. See `fixed`.
   */
  plan: AttackPlan
  /**
   * `true`: the strike always rolls `plan`. `false`: a return strike of an exchange, planned again
   * from what the first strikes leave (fewer figures, fewer dice; SK-COMBAT-19 at half HP); `plan`
   * is its plan if they take nothing, `dice` and the odds cover every case.
   */
  fixed: boolean
  /** The lowest natural face that hits with `plan`, 2 to 6 (SK-COMBAT-3..5); `null` for automatic hits. */
  needs: number | null
  /** The chance it is struck at all (a unit wiped out by the first strikes strikes no return). */
  made: Rational
  /** The fewest and most dice it rolls (an incomplete charger's bonus die, SK-CHARGE-6..8; a return strike after losses). */
  dice: { min: number; max: number }
  /** The chance an incomplete charger's bonus roll succeeds (SK-CHARGE-7/8); `null` when it rolls none. */
  chargeBonus: Rational | null
  /**
   * What it does, a strike not made counting as nothing: the chance of a skull, of damage, of a
   * push-back its skulls score (SK-CHARGE-12/13), of emptying the HP of the side it strikes;
   * expected skulls and HP; the distribution of HP lost.
   */
  summary: AttackOddsSummary
  /** Skulls distribution, by count ascending. */
  hits: { hits: number; probability: Rational }[]
  /** Shot into a melee: its HP lost is shared by both sides of that melee (SK-MELEE-9), so no "destroyed". */
  intoMelee: boolean
}

/** The exact odds of what one unit suffers in a previewed combat, once the whole combat is over. */
export interface UnitOdds {
  unit: UnitId
  /** HP lost, by HP ascending, 0 included. */
  hpLost: { hp: number; probability: Rational }[]
  /** The chance it is pushed back once the exchange is over (SK-CHARGE-12/13, R-04). */
  pushed: Rational
  /** The chance it loses every HP. */
  destroyed: Rational
  /**
   * In a game whose rules read the aftermath of a combat (`SkTables.addAftermathReader`: the
   * morale rules), the chance of each mark it may come to once the combat and the event bus after
   * it are over, by mark: `flees` (a failed morale test, SK-MORALE-8/16...), `captured`
   * (SK-PRIS-1)...; marks it cannot come to are left out. Absent in a game without such rules.
   */
  aftermath?: MarkOdds[]
}

/**
 * What an attack, a charge or a volley will do, before it is confirmed: the combat it fights, a
 * charge's landing, every strike's plan and odds, what each unit suffers. Every probability is
 * exact, from core `enumerateOutcomes` over the resolver that plays the combat.
 */
export interface CombatPreview {
  /** The combat: the attackers, the primary target, the mode. */
  decl: CombatDeclaration
  /** A charge: where it lands (its melee is fought in the melee step). */
  landing?: ChargeLanding
  /** The strikes in the order they are rolled. */
  strikes: StrikePreview[]
  /** Every unit the combat may hurt, the acting side first; then any other unit with an aftermath mark (`UnitOdds.aftermath`). */
  units: UnitOdds[]
  /** The chance of a misfire (flaming arrows, SK-MISSILE-16). */
  misfire: Rational
  /** Roll sequences the enumerations ran. */
  leaves: number
}
