import { DEFAULT_WEAPONS, type SkConfig } from '../config/skConfig'
import type { SkUnitType } from '../model/skProfile'
import type { RangeBand } from './AttackSituation'

/** A weapon's range bands in paces (SK-MISSILE-1..5). */
export interface WeaponBands {
  short: number
  long: number
}

/**
 * The range band of a shot (SK-MISSILE-1..6, GAP-SK-01: a weapon range means gap ≤ range):
 * `short` up to the short range, `long` beyond it up to the long range, `null` beyond (no shot,
 * SK-MISSILE-6). A weapon whose long range is not beyond its short one (thrown weapons 8 / 8,
 * SK-MISSILE-5) has no long band.
 *
 * @param gapPaces - the gap in paces, `(hexDistance − 1) × pacesPerHex` (GAP-SK-01)
 * @param bands - the weapon's bands (`weaponBands`)
 * @example `rangeBand(10, DEFAULT_WEAPONS.shortBow)` → `'long'`; `rangeBand(10, DEFAULT_WEAPONS.thrown)` → `null`
 */
export function rangeBand(gapPaces: number, bands: WeaponBands): RangeBand | null {
  if (gapPaces <= bands.short) return 'short'
  if (gapPaces <= bands.long) return 'long'
  return null
}

/**
 * The range bands of a unit type's missile weapon: the type's own `short` / `long` if it gives
 * them, else the scenario's weapon table (`config.weapons`), else {@link DEFAULT_WEAPONS}
 * (SK-MISSILE-1..5); `null` for a unit that does not shoot.
 *
 * @param type - the unit type
 * @param config - the skirmish config
 */
export function weaponBands(type: SkUnitType, config: Pick<SkConfig, 'weapons'>): WeaponBands | null {
  if (type.missile === undefined) return null
  const table = config.weapons[type.missile.weapon] ?? DEFAULT_WEAPONS[type.missile.weapon]
  return { short: type.missile.short ?? table.short, long: type.missile.long ?? table.long }
}
