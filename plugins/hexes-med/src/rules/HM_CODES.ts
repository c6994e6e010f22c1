/**
 * The rejection codes of HEXES Med's rules, as constants: UIs and tests branch on them
 * (`r.code === HM_CODES.actionUnknownLeader`) instead of copying strings. A test keeps the list equal to
 * the codes the plugin rejects with.
 */
export const HM_CODES = Object.freeze({
  actionUnknownLeader: 'action/unknown-leader',
  actionUnknownUnit: 'action/unknown-unit',
  advanceIllegal: 'advance/illegal',
  advanceNotAnAttacker: 'advance/not-an-attacker',
  combatAlreadyFought: 'combat/already-fought',
  combatCannotShoot: 'combat/cannot-shoot',
  combatDefenderAlreadyAttacked: 'combat/defender-already-attacked',
  combatNoLineOfSight: 'combat/no-line-of-sight',
  combatNotAdjacent: 'combat/not-adjacent',
  combatOddsTooLow: 'combat/odds-too-low',
  combatOneDefender: 'combat/one-defender',
  combatOutOfRange: 'combat/out-of-range',
  leaderAlreadyTransferred: 'leader/already-transferred',
  leaderNotAdjacent: 'leader/not-adjacent',
  leaderNotFriendly: 'leader/not-friendly',
  leaderNotOnMap: 'leader/not-on-map',
  leaderNotYourLeader: 'leader/not-your-leader',
  leaderSameUnit: 'leader/same-unit',
  leaderUnitHasLeader: 'leader/unit-has-leader',
  lossNotAnAttacker: 'loss/not-an-attacker',
  moveAlreadyMoved: 'move/already-moved',
  moveNoMp: 'move/no-mp',
  moveStopped: 'move/stopped',
  retreatIllegalHex: 'retreat/illegal-hex',
  retreatImpassable: 'retreat/impassable',
  retreatIntoZoc: 'retreat/into-zoc',
  retreatNotAdjacent: 'retreat/not-adjacent',
  retreatNotOnMap: 'retreat/not-on-map',
  retreatNotRetreating: 'retreat/not-retreating',
  retreatOccupied: 'retreat/occupied',
  retreatOffMap: 'retreat/off-map',
} as const)
