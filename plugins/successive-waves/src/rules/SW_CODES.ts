/**
 * The rejection codes of Successive Waves's rules, as constants: UIs and tests branch on them
 * (`r.code === SW_CODES.swAlreadyDeclared`) instead of copying strings. A test keeps the list equal to
 * the codes the plugin rejects with.
 */
export const SW_CODES = Object.freeze({
  swAlreadyDeclared: 'sw/already-declared',
  swBlockNotStuck: 'sw/block-not-stuck',
  swDuplicateUnit: 'sw/duplicate-unit',
  swEmptyWave: 'sw/empty-wave',
  swImpassable: 'sw/impassable',
  swLeaderEliminated: 'sw/leader-eliminated',
  swNoEdgePath: 'sw/no-edge-path',
  swNoLeader: 'sw/no-leader',
  swNoWave: 'sw/no-wave',
  swNotContiguous: 'sw/not-contiguous',
  swNotInWave: 'sw/not-in-wave',
  swNotNative: 'sw/not-native',
  swNotOnTable: 'sw/not-on-table',
  swNotRemovableLeader: 'sw/not-removable-leader',
  swNotWaveUnit: 'sw/not-wave-unit',
  swNotWeakened: 'sw/not-weakened',
  swNothingToRestart: 'sw/nothing-to-restart',
  swNothingToSetAside: 'sw/nothing-to-set-aside',
  swOccupied: 'sw/occupied',
  swOffMap: 'sw/off-map',
  swOneLeader: 'sw/one-leader',
  swPlacementOver: 'sw/placement-over',
  swTooClose: 'sw/too-close',
  swUnitHasLeader: 'sw/unit-has-leader',
  swWrongLeader: 'sw/wrong-leader',
} as const)
