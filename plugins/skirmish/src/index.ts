/**
 * @hexes/plugin-skirmish: the skirmish rules of Hexes (catalogue §1.3), as a rule plugin.
 * Explicit named exports, grouped by module.
 */

// plugins: standalone, and the mix with HEXES Med
export { skirmish } from './skirmishPlugin'
export { SkirmishRules, SK_TABLES } from './SkirmishRules'
export { skirmishDice } from './adapter/skirmishDicePlugin'
export { SkirmishDiceRules } from './adapter/SkirmishDiceRules'
export { skirmishDiceMessages } from './adapter/skirmishDiceMessages'
export { defaultAdapterProfile, adapterUnitType } from './adapter/adapterProfiles'
export type { SkMix, MixCharge } from './config/SkMix'

// texts
export { skMessages } from './i18n/skMessages'

// model
export { SK_KEYWORDS, SK_WEAPONS, skUnitTypeSchema, skMissileSchema, livingFigures, hasKeyword } from './model/skProfile'
export type { SkKeyword, SkWeapon, SkUnitType, SkUnitStats } from './model/skProfile'

// config
export {
  skConfigSchema, weaponBandsSchema, skTerrainSchema, skObstacleSchema, skStructureSchema, skAdapterProfileSchema, skMixChargeSchema, SK_STRUCTURE_CLASSES, DEFAULT_WEAPONS, DEFAULT_SK_TERRAIN, DEFAULT_SK_OBSTACLES,
} from './config/skConfig'
export type { SkConfig, SkStructure, SkAdapterProfile, SkMixCharge } from './config/skConfig'
export { SkTables, TICKS_PER_PACE } from './config/SkTables'
export type { SkTerrain, SkObstacle, SkWeaponBands, SkTablesOptions, SituationRule } from './config/SkTables'

// state
export { SK, SK_STATS, initialSkState, skState } from './state/SkState'
export type { SkState, MeleePair, StructureState, SpentPaces, AllyChoice } from './state/SkState'

// sequence
export { skPhases, SK_STEPS, CHARGE, BURN, MELEE_CALL } from './sequence/skPhases'
export type { SkStep } from './sequence/skPhases'

// geometry and sight
export { gapPaces } from './geometry/gapPaces'
export { arcOf, arcHexes, ARCS } from './geometry/arcOf'
export { skLineOfSight } from './los/skLineOfSight'
export type { Sight, SightOptions } from './los/skLineOfSight'

// melee bookkeeping
export { contactPairs, fightAround, isLocked, isEngaged, meleeGroup, pairOf, pairsOf, syncContacts } from './melee/contacts'

// fights (the glue between the board and the combat math)
export { SK_MODES, SK_MODE_LIST, isSkMode } from './fight/skModes'
export type { SkMode } from './fight/skModes'
export type { SkCombatData, StrikeRecord, ChargeDieRecord, IntoMeleeRecord, IntoMeleeUnitRecord, UnitLoss, PushRequest } from './fight/SkCombatData'
export { toHitNeeds } from './fight/toHitNeeds'
export { previewCombat, skCombatOf } from './fight/previewCombat'
export type { SkCombatOf } from './fight/previewCombat'
export { aftermathAgreement } from './fight/aftermathAgreement'
export type { AftermathAgreement, MarkBin } from './fight/aftermathAgreement'
export type { CombatPreview, StrikePreview, UnitOdds, ChargeLanding } from './fight/CombatPreview'
export { combatAftermath, aftermathMarks, marksKey, inAftermathOdds } from './fight/combatAftermath'
export type { CombatAftermath } from './fight/combatAftermath'
export { aftermathOdds } from './fight/aftermathOdds'
export type { MarkOdds } from './fight/aftermathOdds'
export type { AftermathReader, AftermathMark } from './fight/AftermathReader'
export type { PlannedStrike, StrikeDetail } from './fight/BuiltCombat'
export { meleeSides } from './fight/meleeExchange'
export { volleySituation, isIsolated } from './fight/missileVolley'
export { fighterOf } from './fight/fighterOf'
export { applyHpLoss, loseFigure } from './fight/applyHpLoss'
export { rolesOf, skBattleRecord } from './record/skBattleRecord'
export { targetCover } from './missile/targetCover'
export { nextUnfought } from './melee/applyMeleeStep'
export { nextFight } from './melee/nextFight'
export type { NextFight } from './melee/nextFight'

// melees of more than two armies (SK-MELEE-3, GAP-SK-38)
export { meleeParties } from './melee/meleeParties'
export type { MeleeParties, ThirdArmy } from './melee/meleeParties'
export { ALLY, settleAllies } from './melee/allyDecision'
export type { AllyData } from './melee/allyDecision'
export { allySchema } from './melee/allyAction'
export type { AllyAction } from './melee/allyAction'
export { meleeCallSchema } from './melee/meleeCallAction'
export type { MeleeCallAction } from './melee/meleeCallAction'

// charges
export { chargeCheck } from './charge/chargeCheck'
export type { ChargePlan } from './charge/chargeCheck'
export { chargeSchema } from './charge/chargeAction'
export type { ChargeAction } from './charge/chargeAction'

// structures
export { burnCheck, burnSchema } from './structures/burnAction'
export type { BurnAction } from './structures/burnAction'
export { destroyStructure } from './structures/destroyStructure'
export { structureKey, structureParam } from './structures/structureParam'
export type { StructureFall } from './structures/destroyStructure'

// invariants
export { skInvariants } from './invariants/skInvariants'

// combat
export type { Arc, Cover, RangeBand, AttackKind, Fighter, AttackSituation } from './combat/AttackSituation'
export { attackModifier, SK_COMBAT_SOURCE } from './combat/AttackPlan'
export type { AttackModifierKind, AttackModifier, ChargeRoll, AttackPlan } from './combat/AttackPlan'
export { attackPotential, isIncomplete, attackDice } from './combat/attackDice'
export type { AttackDice } from './combat/attackDice'
export { planAttack, isHalfHp } from './combat/planAttack'
export { hpLoss, damageTable } from './combat/hpLoss'
export { damageRoller } from './combat/damageRoller'
export type { DamageRoll, DamageRoller } from './combat/damageRoller'
export { attackResolver, attackKey } from './combat/attackResolver'
export type { AttackResult, AttackResolver } from './combat/attackResolver'
export { attackOdds, summarizeOdds } from './combat/attackOdds'
export type { AttackOddsSummary } from './combat/attackOdds'
export { shareDamage } from './combat/shareDamage'
export { meleeRoundResolver } from './combat/meleeRoundResolver'
export type { MeleeStrike, MeleeRoundResult } from './combat/meleeRoundResolver'
export { intoMeleeResolver, intoMeleeOdds, intoMeleeKey } from './combat/intoMeleeResolver'
export type { IntoMeleeResult } from './combat/intoMeleeResolver'
export { rangeBand, weaponBands } from './combat/rangeBand'
export type { WeaponBands } from './combat/rangeBand'
export { representativeAttacks } from './combat/representativeAttacks'
export type { NamedAttack } from './combat/representativeAttacks'
export { typePairAttacks } from './combat/typePairAttacks'
export type { TypePairAttack } from './combat/typePairAttacks'
export { sampledAgreement } from './combat/sampledAgreement'
export type { AgreementBin, SampledAgreement, SampledAgreementOptions } from './combat/sampledAgreement'
