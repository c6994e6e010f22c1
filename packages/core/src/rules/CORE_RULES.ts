/**
 * The core's own rule ids: what the engine itself checks and records, whatever the rule set.
 *
 * Core rejections, events and victory records cite these ids (`core/...`), never a plugin's. A
 * rule set whose catalogue states the same rule gives its own id for it through the
 * `ruleCitations` hook (HEXES Med maps `core/zoc-stop` to `HM-ZOC-3`); `GameRules.cite` returns
 * the cited id, or the core id when no plugin of the mix claims it.
 */
export const CORE_RULES = Object.freeze({
  /** The shape of an action: a JSON object, a known type, side and unit, the action's schema. */
  action: 'core/action',
  /** Once the game is over, no action is accepted. */
  gameOver: 'core/game-over',
  /** The turn is a sequence of phases; automatic phases take no player action. */
  sequence: 'core/sequence',
  /** Only the active side acts, and only with its own pieces. */
  turnOrder: 'core/turn-order',
  /** A phase allows the action types it lists (and `end-phase`). */
  phaseActions: 'core/phase-actions',
  /** While a decision is pending, only its answers are legal, from its side. */
  decision: 'core/decision',
  /** A move goes somewhere else than where the unit stands. */
  moveDestination: 'core/move-destination',
  /** A unit never enters a hex held by an enemy unit. */
  moveEnemy: 'core/move-enemy',
  /** A unit may pass through friends (when its rules allow it) but never ends its move on one. */
  moveStacking: 'core/move-stacking',
  /** Impassable terrain or hexsides are never entered or crossed. */
  moveImpassable: 'core/move-impassable',
  /** A move costs at most the unit's allowance. */
  moveAllowance: 'core/move-allowance',
  /** A path goes from hex to adjacent hex. */
  movePath: 'core/move-path',
  /** Entering enemy ZOC ends the move (when the unit's path rules say so). */
  zocStop: 'core/zoc-stop',
  /** No step from an enemy ZOC hex straight into another (when the unit's path rules say so). */
  zocToZoc: 'core/zoc-to-zoc',
  /** Entering a stop terrain (a ford) ends the move. */
  terrainStop: 'core/terrain-stop',
  /** Turning in place costs what the unit's facing rules say. */
  facing: 'core/facing',
  /** A combat has attackers of the acting side and at least one enemy target. */
  combatDeclaration: 'core/combat-declaration',
  /** One resolver of the mix resolves a combat. */
  combatResolution: 'core/combat-resolution',
  /** The turn ends and the time track advances. */
  turnEnd: 'core/turn-end',
  /** An `immediate` condition met after an action ends the game. */
  victoryImmediate: 'core/victory-immediate',
  /** `endOfTurn` conditions are checked in the victory phase. */
  victoryEndOfTurn: 'core/victory-end-of-turn',
  /** `endOfGame` conditions are checked when the last turn is over. */
  victoryEndOfGame: 'core/victory-end-of-game',
  /** Conditions of several sides met at once: a draw. */
  victorySimultaneous: 'core/victory-simultaneous',
  /** Nothing met when the last turn is over: the scenario's default result. */
  victoryDefault: 'core/victory-default',
  /** Undo stops at the last action that rolled dice or ended the game, and at an end of phase once another side has acted after it. */
  undo: 'core/undo',
  /** A change of the map during play (a bridge destroyed), seen by every rule at once. */
  mapChange: 'core/map-change',
  /** A side may concede at any moment of play, whoever is acting: the other side wins. */
  concede: 'core/concede',
} as const)

/** One of the core's rule ids. */
export type CoreRuleId = (typeof CORE_RULES)[keyof typeof CORE_RULES]
