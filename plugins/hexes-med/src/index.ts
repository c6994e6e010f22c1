/**
 * @hexes/plugin-hexes-med: HEXES Med, the base rule set of Hexes, as a rule plugin.
 * Explicit named exports, grouped by module.
 */

// plugin
export { hexesMed } from './hexesMedPlugin'
export { HexesMedRules, HM_TABLES } from './HexesMedRules'

// texts
export { hmMessages } from './i18n/hmMessages'

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

// combat (decisions and outcome data, for UIs and the AI)
export { RETREAT, ALLOCATE_LOSS, ADVANCE } from './combat/decisions'
export type { RetreatData, AllocateLossData, AdvanceData } from './combat/decisions'
export { HM_MODES, combatTotals, dieModifier } from './combat/combatTotals'
export type { HmMode, CombatTotals } from './combat/combatTotals'
export { crtLookup, clampRoll } from './combat/crtLookup'
export { oddsColumn } from './combat/oddsColumn'
export type { OddsColumn } from './combat/oddsColumn'
export { hmCombatData } from './combat/resolveHmCombat'
export { hmOddsLookup, hmTablesOf } from './combat/hmOddsLookup'
export type { LookupOutcome } from './combat/hmOddsLookup'
export type { HmCombatData } from './combat/resolveHmCombat'
export type { RetreatAction } from './combat/retreatAction'
export type { AllocateLossAction } from './combat/allocateLossAction'
export type { AdvanceAction } from './combat/advanceAction'

// morale
export { MORALE } from './morale/moraleModifiers'
export type { HmMoraleData, HmMoraleKey } from './morale/moraleTest'

// rejection codes
export { HM_CODES } from './rules/HM_CODES'
