/**
 * @hexes/plugin-successive-waves: Successive Waves (Vagues Successives), a reinforcement rule for
 * the Native player, as a rule plugin mixed into a base rule set. Explicit named exports, grouped
 * by module.
 */

// plugin
export { successiveWaves } from './successiveWavesPlugin'
export { SuccessiveWavesRules } from './SuccessiveWavesRules'

// texts
export { swMessages } from './i18n/swMessages'

// config
export { swConfigSchema } from './config/swConfig'
export type { SwConfig } from './config/swConfig'

// state
export { SW, initialSwState, swState, currentWave } from './state/SwState'
export type { SwState, SwUse, SwWave } from './state/SwState'
export { swInvariants } from './state/swInvariants'

// sequence
export { SW_PHASE_ID, SW_SLOT, SW_ACTIONS, swPhase, insertSwPhase, sideIndex } from './sequence/swPhase'

// placement (the one predicate)
export { PlacementRules, countingEnemyHexes } from './placement/placementRules'
export type { EnemyPiece, PlacementBoard } from './placement/placementRules'
export { placementBoard, placementRulesFor, enemyPieces, swEdges } from './placement/placementBoard'

// the procedure
export { SW_DECLARE, declareSchema, declareAction, validateDeclare, removedLeader } from './wave/declareAction'
export type { DeclareAction } from './wave/declareAction'
export { SW_PLACE, placeSchema, placeAction, placementVerdict, legalPlacementHexes } from './wave/placeAction'
export type { PlaceAction } from './wave/placeAction'
export { SW_PLACE_LEADER, placeLeaderSchema, placeLeaderAction } from './wave/placeLeaderAction'
export type { PlaceLeaderAction } from './wave/placeLeaderAction'
export { SW_SET_ASIDE, SW_RESTART, setAsideSchema, restartSchema, setAsideAction, restartAction } from './wave/setAsideActions'
export type { SetAsideAction, RestartAction } from './wave/setAsideActions'
export { weakenedUnits, automaticPool, removableLeaders } from './wave/gathering'
export { finishWave, setAsideRemaining } from './wave/finishWave'

// rejection codes
export { SW_CODES } from './rules/SW_CODES'
