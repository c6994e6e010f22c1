/**
 * The rejection codes of the core's own checks, as constants: UIs and tests branch on them
 * (`r.code === CORE_CODES.zocStop`) instead of copying strings. Rule sets export theirs the same
 * way (`HM_CODES`, `SW_CODES`).
 */
export const CORE_CODES = Object.freeze({
  malformed: 'action/malformed',
  unknownSide: 'action/unknown-side',
  unknownType: 'action/unknown-type',
  unknownUnit: 'action/unknown-unit',
  gameOver: 'game/over',
  decisionPending: 'decision/pending',
  noDecision: 'decision/none',
  notYourDecision: 'turn/not-your-decision',
  noPlayerPhase: 'turn/no-player-phase',
  notYourPhase: 'turn/not-your-phase',
  wrongPhase: 'turn/wrong-phase',
  undoIrreversible: 'undo/irreversible',
  moveNotYourUnit: 'move/not-your-unit',
  moveNotOnMap: 'move/not-on-map',
  noMovement: 'move/no-movement',
  enemyOccupied: 'move/enemy-occupied',
  occupied: 'move/occupied',
  impassable: 'move/impassable',
  tooFar: 'move/too-far',
  zocStop: 'move/zoc-stop',
  zocToZoc: 'move/zoc-to-zoc',
  terrainStop: 'move/terrain-stop',
  offMap: 'move/off-map',
  pathNotAdjacent: 'move/path-not-adjacent',
  pathMismatch: 'move/path-mismatch',
  pathWithFacing: 'move/path-with-facing',
  noFacing: 'move/no-facing',
  turnTooDear: 'move/turn-too-dear',
  noAttacker: 'combat/no-attacker',
  duplicateAttacker: 'combat/duplicate-attacker',
  combatNotYourUnit: 'combat/not-your-unit',
  combatNotOnMap: 'combat/not-on-map',
  noTarget: 'combat/no-target',
  duplicateTarget: 'combat/duplicate-target',
  friendlyTarget: 'combat/friendly-target',
  areaOffMap: 'combat/area-off-map',
  unknownMode: 'combat/unknown-mode',
  concedeNotTwoSides: 'concede/not-two-sides',
} as const)

/** One of the core's rejection codes. */
export type CoreCode = (typeof CORE_CODES)[keyof typeof CORE_CODES]

/**
 * The modifier kinds rule sets share (catalogue §3.3 rule 1): each resolver reads the kinds it
 * understands, and every modifier is logged whether read or not. A CRT reads `drm` and `column`;
 * a dice resolver `dice`, `toHit`, `defence` and `damage`; a morale test `morale`.
 */
export const MODIFIER_KINDS = Object.freeze({
  /** A die roll modifier (HEXES Med's CRT die). */
  drm: 'drm',
  /** Odds columns shifted. */
  column: 'column',
  /** Strength added to a side's total. */
  strength: 'strength',
  /** Dice added to or taken from an attack's pool (SK-CHARGE-4/5). */
  dice: 'dice',
  /** Added to every die of an attack (SK-COMBAT-13..19). */
  toHit: 'toHit',
  /** Added to the target's defence value (SK-MELEE-7/8, SK-MISSILE-13). */
  defence: 'defence',
  /** Added to every damage die (SK-COMBAT-19). */
  damage: 'damage',
  /** Added to a morale value (HM-LDR-2..4). */
  morale: 'morale',
} as const)
