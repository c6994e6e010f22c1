/**
 * @hexes/plugin-hexes-med: HEXES Med, the base rule set of Hexes, as a rule plugin.
 * Explicit named exports, grouped by module.
 */

// plugin
export { hexesMed } from './hexesMedPlugin'
export { HexesMedRules, HM_TABLES } from './HexesMedRules'

// config and tables
export { hmConfigSchema, unitTypeSchema, terrainTypeSchema, DEFAULT_UNIT_TYPES, DEFAULT_TERRAIN, CRT_RESULTS, ODDS_COLUMNS, defaultCrt } from './config/hmConfig'
export type { HmConfig, UnitType, TerrainType, CrtResult } from './config/hmConfig'
export { HmTables, hmState } from './config/HmTables'

// state
export { HM, initialHmState } from './state/HmState'
export type { HmState, HmMover, HmStopReason, HmUnitStats, HmLeaderStats } from './state/HmState'

// sequence
export { HM_PHASES, LEADER_TRANSFER } from './sequence/hmPhases'

// leaders
export { leaderTransferAction, leaderTransferSchema } from './leaders/leaderTransferAction'
export type { LeaderTransferAction } from './leaders/leaderTransferAction'

// invariants
export { hmInvariants } from './invariants/hmInvariants'
