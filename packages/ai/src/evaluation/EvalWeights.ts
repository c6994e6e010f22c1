/**
 * Weights of the evaluation terms, in strength points (a full strength-3 unit is worth 4.5).
 * One set for every level: levels differ by search effort, not by judgement.
 */
export interface EvalWeights {
  /** A won game (a lost one is the negative). */
  win: number
  /** An active leader. */
  leader: number
  /** A leader whose fall ends the game, when its carrier is at risk (scaled by the risk). */
  criticalLeader: number
  /** A leader whose fall ends the game riding a weakened unit (one loss from disaster). */
  criticalWeak: number
  /** Full completion of a `holdHexes` objective (scaled by the square of the progress). */
  hold: number
  /** Extra once the objective's count is met (it still has to last until it is checked). */
  holdMet: number
  /**
   * A `unitsEliminated` / `strengthEliminated` / `sideEliminated` objective just short of its
   * target (scaled by the square of the progress; a met target is worth most of a win).
   */
  attrition: number
  /** Per hex of distance from the nearest own unit to an enemy piece whose fall wins the game. */
  hunt: number
  /** Per hex of distance to the nearest enemy or objective, for the side that must attack. */
  engage: number
  /**
   * The whole time track, for the side that must attack (it needs time; rules such as
   * Successive Waves let a side trade time for strength).
   */
  time: number
  /** Threat from the side that moves next (fraction of its expected damage counted). */
  threatNext: number
  /** Threat from the other side (it moves after the next half-turn). */
  threatLater: number
  /** Per adjacent friend (at most two): flanks covered. */
  cohesion: number
  /** Per ranged strength point of a shooter in contact with the enemy. */
  shooterInContact: number
  /** Fraction of a unit's value lost when it is in contact and has no free hex to retreat to. */
  trapped: number
  /** Material kept off the map (units in reserve may come back). */
  reserve: number
}

/** The default weights (hand-tuned on the shipped scenarios; see docs/ai.md). */
export const DEFAULT_WEIGHTS: Readonly<EvalWeights> = Object.freeze({
  win: 1000,
  leader: 2,
  criticalLeader: 60,
  criticalWeak: 8,
  hold: 40,
  holdMet: 10,
  attrition: 30,
  hunt: 0.1,
  engage: 0.08,
  time: 30,
  threatNext: 0.6,
  threatLater: 0.25,
  cohesion: 0.12,
  shooterInContact: 0.35,
  trapped: 0.3,
  reserve: 0.5,
})
