/**
 * @hexes/plugin-skirmish: the skirmish rules of Hexes (catalogue §1.3), as a rule plugin.
 * Explicit named exports, grouped by module.
 */

// model
export { SK_KEYWORDS, SK_WEAPONS, skUnitTypeSchema, skMissileSchema, livingFigures, hasKeyword } from './model/skProfile'
export type { SkKeyword, SkWeapon, SkUnitType, SkUnitStats } from './model/skProfile'

// config
export { skConfigSchema, weaponBandsSchema, skTerrainSchema, skObstacleSchema, DEFAULT_WEAPONS, DEFAULT_SK_TERRAIN, DEFAULT_SK_OBSTACLES } from './config/skConfig'
export type { SkConfig } from './config/skConfig'

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
