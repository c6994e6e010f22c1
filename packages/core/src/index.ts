/**
 * @hexes/core: the rules-agnostic engine of Hexes. No DOM, no Node built-ins.
 * Explicit named exports, grouped by module.
 */
import 'reflect-metadata'

// DI (one copy of tsyringe for the whole install: plugins import these from here)
export { inject, injectable } from 'tsyringe'

// errors
export { EngineError, isEngineError, MAX_ISSUES } from './errors/EngineError'
export type { Issue } from './errors/EngineError'
export { errors } from './errors/errors'
export { reject, rejectWith, isRejection } from './errors/Rejection'
export { CORE_CODES, MODIFIER_KINDS } from './errors/CORE_CODES'
export type { CoreCode } from './errors/CORE_CODES'
export type { Rejection } from './errors/Rejection'

// model
export type {
  GameResult, GameState, HexRef, HexsideFeature, LeaderId, LeaderState, MapEdge, MapState, PendingDecision,
  PieceStatus, PluginLeaderStats, PluginUnitStats, SideCounters, SideId, SideState, TurnState, UnitId, UnitState,
} from './model/GameState'
export { CORE_EVENT_TYPES, isEvent } from './model/GameEvent'
export type {
  CombatResolvedEvent, CoreEvent, CoreEventMap, EventMap, GameEvent, GameOverEvent, LeaderEliminatedEvent, MapChangedEvent, MoveCommittedEvent,
  PhaseStartedEvent, PluginEvents, StepLostEvent, TurnEndedEvent, UnitEliminatedEvent,
} from './model/GameEvent'
export type { Modifier, WithheldModifier } from './model/Modifier'
export { insertPhaseAfter } from './model/Phase'
export type { PhaseSpec } from './model/Phase'

// core rules, map terrain and messages
export { CORE_RULES } from './rules/CORE_RULES'
export type { CoreRuleId } from './rules/CORE_RULES'
export { parseRulesText, findRuleSection } from './rules/parseRulesText'
export { ruleIdsIn, RULE_ID_PATTERN } from './rules/ruleIdsIn'
export type { RulesText, RuleSection, RulesDocument } from './rules/RulesText'
export { mapTerrainOf, MAX_TERRAIN_TYPES } from './map/MapTerrain'
export type { MapTerrain, TerrainPalette } from './map/MapTerrain'
export { msg, unitParam, sideParam, hexParam, terrainParam } from './i18n/MessageRef'
export { renderMessage, findTemplate, pieceName } from './i18n/renderMessage'
export type { MessageCatalog, Messages, RenderContext } from './i18n/renderMessage'
export { formatTemplate } from './i18n/formatTemplate'
export { coreMessages } from './i18n/coreMessages'
export type { MessageParam, MessageRef } from './i18n/MessageRef'

// hex geometry
export { axialDistance, axialEquals, axialNeighbor, axialToCube, axialToOffset, cubeToAxial, offsetToAxial } from './hex/Axial'
export type { Axial, Cube, Offset } from './hex/Axial'
export { DIRECTIONS, DIRECTION_NAMES, oppositeDirection } from './hex/DIRECTIONS'
export { HexGrid, MAP_EDGES } from './hex/HexGrid'
export { hexRef, parseHexRef } from './hex/HexRef'
export { hexRefSchema } from './hex/hexRefSchema'
export { axialLine } from './hex/axialLine'
export type { LineNudge } from './hex/axialLine'
export { axialRing } from './hex/axialRing'

// movement search (typed arrays)
export { IMPASSABLE, OCC_EMPTY, OCC_ENEMY, OCC_FRIEND } from './movement/MoveQuery'
export type { DistanceFieldOptions, MoveQuery } from './movement/MoveQuery'
export { MoveRange } from './movement/MoveRange'
export type { RangeView } from './movement/RangeView'
export { MovementSearch } from './movement/MovementSearch'
export { UnitStamp } from './movement/UnitStamp'
export { FloodFill } from './movement/FloodFill'
export { stampUnits, clearStamp } from './movement/stampUnits'
export type { StampOptions } from './movement/stampUnits'
export type { FloodResult } from './movement/FloodFill'
export { ProfileSearch } from './movement/ProfileSearch'
export { ProfileRange } from './movement/ProfileRange'
export type { FacingCost, ProfileStep } from './movement/ProfileRange'
export type { FacingRules, PathRules, ProfileQuery } from './movement/ProfileQuery'
export { flightPath } from './movement/flightPath'
export type { FlightQuery, FlightResult } from './movement/flightPath'
export { distanceToNearest } from './movement/distanceToNearest'

// dice
export { seedRng, nextUint32, nextInt, isRngState, RNG_ALGOS } from './dice/rng'
export type { RngState, RngAlgo, Sfc32State, HmacRngState } from './dice/rng'
export { commitSeed } from './dice/commitSeed'
export type { DieFace, DieSpec } from './dice/DieSpec'
export { d6, d10, dN, artilleryDie, scatterDie, hexDirectionDie, combatDie } from './dice/standardDice'
export { dieSpecSchema, parseDieSpec } from './dice/dieSpecSchema'
export { rollMany, rollTotal, sumValues, keepLowest, keepHighest } from './dice/DiceSource'
export type { DiceSource, DieRoll, PoolRoll, PoolSpec, PoolTotal, TotalGroup } from './dice/DiceSource'
export { rollPool } from './dice/rollPool'
export { poolTotal } from './dice/poolTotal'
export { successPool } from './dice/successPool'
export type { SuccessPoolOptions, SuccessPoolResult } from './dice/successPool'
export { rollKeep } from './dice/rollKeep'
export type { KeptDice, RollKeepOptions } from './dice/rollKeep'
export { withRerolls } from './dice/withRerolls'
export type { Rerolled } from './dice/withRerolls'
export { SeededDice } from './dice/SeededDice'
export { ScriptedDice } from './dice/ScriptedDice'
export { DiceError } from './dice/DiceError'
export { enumerateChances, enumerateOutcomes } from './dice/enumerateOutcomes'
export type { Chance } from './dice/enumerateOutcomes'
export { probabilityOf, expectedValue } from './dice/Distribution'
export type { Distribution, Outcome } from './dice/Distribution'
export { rational, exactRational, rationalTerms, toFloat, addRationals } from './dice/Rational'
export type { Rational } from './dice/Rational'

// hooks
export { HookRegistry } from './hooks/HookRegistry'
export { WaterfallHook } from './hooks/WaterfallHook'
export { CollectHook } from './hooks/CollectHook'
export { BailHook } from './hooks/BailHook'
export { ExclusiveHook } from './hooks/ExclusiveHook'
export { SeriesHook } from './hooks/SeriesHook'
export type { Hook, HookKind, TapOptions } from './hooks/Hook'
export type {
  CombatApplyCtx, CombatCtx, CombatDeclaration, CombatEffect, CombatOutcome, CombatResolveCtx, DisplacementCtx, DisplacementKind, DraftCtx,
  Emit, EventCtx, LosCtx, MoraleCtx, MoraleResolveCtx, MoraleResult, MoraleResultCtx, MoveCtx, MovePurpose, MoveProfileCtx, TargetResult, MovedCtx, MovementProfile, PhaseCtx, PlacementCtx,
  ScenarioCheckCtx, ScoreLine, SetupCtx, StateCtx, StateSetupCtx, StrikeCtx, TerrainCost, TerrainCostCtx, UnitCard, UnitCtx, VictoryClaim,
  VictoryConditionCtx, VictoryCtx, VictoryTiming, ViewCtx,
} from './hooks/HookContexts'

// plugins
export { definePlugin } from './plugin/definePlugin'
export type { PluginClass, PluginDefinition } from './plugin/definePlugin'
export { EXCLUSIVE_CAPABILITIES } from './plugin/PluginManifest'
export type { PluginManifest } from './plugin/PluginManifest'
export type { RulePlugin } from './plugin/RulePlugin'
export type { PluginApi } from './plugin/PluginApi'
export { ENGINE_VERSION, loadPlugins } from './plugin/loadPlugins'
export { capabilityProvider, capabilityProviders } from './plugin/capabilityProviders'
export type { CapabilityManifest } from './plugin/capabilityProviders'
export type { LoadedPlugin, PluginRequest } from './plugin/loadPlugins'
export { token, PLUGIN_CONFIG, PLUGIN_ID, SCENARIO, GRID, HOOKS } from './plugin/tokens'
export type { Token } from './plugin/tokens'
export { satisfies } from './plugin/semver'

// shared services (provided by one plugin, injected by others)
export { COMMANDERS } from './services/CommanderService'
export type { Commander, CommanderService } from './services/CommanderService'
export { LINE_OF_SIGHT } from './services/LineOfSightService'
export type { LineOfSightService } from './services/LineOfSightService'
export { BATTLE_RECORD, completeRecord, unscathedOf } from './services/BattleRecord'
export type {
  BattleRecord, BattleRecordService, BattleRole, CapturedSpellcaster, PieceFate, RoleRecord, SideReading, SideRecord, UnitRecord, UnscathedRecord,
} from './services/BattleRecord'

// scenarios
export { scenarioSchema, scenarioTextsSchema, scenarioVariantSchema, variantPluginSchema, victoryConditionSchema, MAX_UNITS } from './scenario/scenarioSchema'
export { checkScenario, parseScenario, parseScenarioJson, MAX_SCENARIO_CHARS } from './scenario/parseScenario'
export type { ScenarioCheck } from './scenario/parseScenario'
export { scenarioJsonSchema, saveFileJsonSchema, gameRecordJsonSchema } from './scenario/jsonSchemas'
export { scenarioTexts } from './scenario/scenarioTexts'
export type { ScenarioTexts, ScenarioTextsSource } from './scenario/scenarioTexts'
export { findVariant, scenarioVariant, variantMix } from './scenario/scenarioVariant'
export { variantMixIssues } from './scenario/variantMixIssues'
export type { Scenario, ScenarioLeader, ScenarioUnit, ScenarioVariant, VictoryCondition } from './scenario/Scenario'

// engine
export type { ActionApplyCtx, ActionCtx, ActionDefinition, BaseAction, EnumerateCtx } from './engine/ActionDefinition'
export type { GameRules } from './engine/GameRules'
export { buildRules } from './engine/buildRules'
export { createInitialState } from './engine/createInitialState'
export { checkAction, applyAction } from './engine/runAction'
export type { Applied, CheckedAction } from './engine/runAction'
export { legalActions } from './engine/legalActions'
export { advancePhase, endGame, phaseText, resultText } from './engine/phaseFlow'
export { evaluateVictory, conditionMet, defaultResult } from './engine/evaluateVictory'
export { unitsLost } from './engine/unitsLost'
export { movementRange, movementProfile, compileMovement, searchCompiled, facingRange, enemyZocMask, sideZocMask, unitHexsideCosts, DEFAULT_PROFILE } from './engine/movementRange'
export type { CompiledMovement, MovementQueryOptions, UnitMovement } from './engine/movementRange'
export { commitMove } from './engine/commitMove'
export { chargeEnds, flightMove, pursuitMove } from './engine/goalMoves'
export type { ChargeEnd, FlightMove, PursuitMove } from './engine/goalMoves'
export type { CommittedMove } from './engine/commitMove'
export { prepareCombat, combatModifiers, resolveCombat, combatOdds, targetOdds } from './engine/combat'
export type { CombatOdds, TargetOdds } from './engine/combat'
export { runMoraleTest } from './engine/runMoraleTest'
export type { MoraleRecord } from './engine/runMoraleTest'
export { prepareMoraleTest, rollMoraleTest } from './engine/prepareMoraleTest'
export type { MoralePreparation } from './engine/prepareMoraleTest'
export { moveAction, moveSchema, checkMover } from './engine/moveAction'
export type { MoveAction } from './engine/moveAction'
export { attackAction, attackSchema } from './engine/attackAction'
export type { AttackAction } from './engine/attackAction'
export { endPhaseAction, endPhaseSchema } from './engine/endPhaseAction'
export type { EndPhaseAction } from './engine/endPhaseAction'
export { concedeAction, concedeSchema, CONCEDED } from './engine/concedeAction'
export type { ConcedeAction } from './engine/concedeAction'
export { actingSide, findUnit, findLeader, unitAt, leadersOn, unitsOnMap, countersOf, enemiesOf, pluginState } from './engine/stateQueries'
export { recordLoss, eliminateUnit, eliminateLeader, changeMap } from './engine/stateOps'
export type { MapChange } from './engine/stateOps'
export { Game } from './engine/Game'
export type { ActResult, MovementOptions } from './engine/Game'
export { createGame, loadGame } from './engine/createGame'
export type { CreateGameOptions } from './engine/createGame'
export { hashState, hashScenario, cloneState } from './engine/hashState'
export { checkInvariants, coreInvariants } from './engine/checkInvariants'
export { viewFor } from './engine/viewFor'
export type { PlayerView } from './engine/viewFor'
export { saveFileSchema } from './engine/SaveFile'
export { gameRecordSchema, parseGameRecord, MAX_RECORD_ACTIONS } from './engine/GameRecord'
export type { GameRecord } from './engine/GameRecord'
export { verifyRecord } from './engine/verifyRecord'
export type { RecordCode, RecordVerdict, VerifyRecordOptions } from './engine/verifyRecord'
export { recordOf } from './engine/recordOf'
export type { SaveFile } from './engine/SaveFile'

// utilities
export { stableStringify } from './util/stableStringify'
export { hashString } from './util/hashString'
export { formatPath } from './util/formatPath'
export { findUnsafeKeys } from './util/safeJson'
export { cloneJson } from './util/cloneJson'
export { ownRecord } from './util/ownRecord'
export { zodIssues } from './util/zodIssues'
export type { ZodIssueOptions } from './util/zodIssues'
