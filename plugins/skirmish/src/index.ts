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
