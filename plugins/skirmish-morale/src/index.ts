/**
 * @hexes/plugin-skirmish-morale: the skirmish morale rules of Hexes (catalogue §1.3 SK-MORALE),
 * as a rule plugin over `@hexes/plugin-skirmish`. Explicit named exports, grouped by module.
 */

// plugin
export { skirmishMorale } from './skirmishMoralePlugin'
export { SkirmishMoraleRules } from './SkirmishMoraleRules'

// texts
export { moraleMessages } from './i18n/moraleMessages'

// config
export { moraleConfigSchema, moraleMixSchema, orderedTestSchema } from './config/moraleConfig'
export type { MoraleConfig, MoraleMixConfig, OrderedTest } from './config/moraleConfig'

// state
export { MORALE, MORALE_STATS, PURSUIT_ORDERS, CAPTURE_ORDERS, initialMoraleState, moraleState, isFleeing } from './state/MoraleState'
export type { FearFaced, MoraleState, MoraleUnitStats, PursuitOrder, CaptureOrder, StandingOrder } from './state/MoraleState'

// the tests
export { PANIC_CAUSES, panicTrigger, combatTrigger, parseTrigger } from './test/moraleTrigger'
export type { MoraleTestKind, PanicCause, ParsedTrigger } from './test/moraleTrigger'
export type { MoraleTestData } from './test/MoraleTestData'
export { auraUnit, auraUnits, commandOf } from './test/commandOf'
export type { CdSource, CommandUsed } from './test/commandOf'
export { isUndead } from './test/applyMoraleModel'
export { fearOf, frightens } from './triggers/fearOf'

// flight, rally, pursuit
export { RALLY, rallySchema } from './flight/rallyAction'
export type { RallyAction } from './flight/rallyAction'
export type { FlightRecord } from './flight/flightOf'
export { PURSUIT, PURSUE } from './pursuit/pursuitDecision'
export type { PursuitData } from './pursuit/pursuitDecision'
export { pursueSchema, runPursuit, reachOf } from './pursuit/pursueAction'
export { STANDING_ORDER, standingOrderSchema } from './pursuit/standingOrderAction'
export type { StandingOrderAction } from './pursuit/standingOrderAction'
export type { PursueAction } from './pursuit/pursueAction'

// prisoners (SK-PRIS-1..6, GAP-SK-27)
export type { Prisoner } from './prisoners/Prisoner'
export { CHARACTER_KEYWORDS, PRISONERS_PER_GUARD, isCharacter, canGuard, guardCapacity, heldBy, heldIn, prisonerOf } from './prisoners/guards'
export { CHARACTER_CAPTURED, captureCharacter } from './prisoners/capture'
export { groupSpeed } from './prisoners/groupSpeed'
export { standingBuilding, isRetaken } from './prisoners/buildings'
export { HAND_OVER, handOverSchema } from './prisoners/handOverAction'
export type { HandOverAction } from './prisoners/handOverAction'
export { prisonerInvariants } from './prisoners/prisonerInvariants'

// the AI's estimate of a beaten unit's flight (the core's `breakRisk`)
export { breakRisk, STAYING_FLIGHT_COST } from './state/breakRisk'

// the odds of a combat's aftermath (SK-MORALE-8/16, SK-PRIS-1)
export { MORALE_MARKS, moraleAftermath } from './odds/moraleAftermath'
// the mix with HEXES Med (I-03, I-06, I-13, I-14)
export { moraleModelOf, HM_TRIGGERS } from './mix/moraleModel'
export type { MoraleModel } from './mix/moraleModel'
export { FACE_FEAR, faceFearSchema } from './mix/faceFearAction'
export type { FaceFearAction } from './mix/faceFearAction'
export { fearBetween, fearFaced } from './mix/fearInCloseCombat'
export type { FearBetween } from './mix/fearInCloseCombat'
