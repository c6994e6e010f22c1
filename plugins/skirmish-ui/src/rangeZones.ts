import type { GameRules, GameState } from '@hexes/core'
import { gapPaces, rangeBand, type SkTables } from '@hexes/plugin-skirmish'
import type { ZoneMark } from '@hexes/web-kit'
import type { Words } from './words'

/**
 * A shooter's short and long range bands (SK-MISSILE-1..6): every hex whose gap to the shooter
 * (GAP-SK-01, `gapPaces`) falls in each band of its weapon (`rangeBand` over the unit's weapon
 * bands, as the engine measures a volley). Empty for a unit that does not shoot. Line of sight is
 * not drawn: a hex in range may still be hidden.
 */
export function rangeZones(rules: GameRules, state: GameState, tables: SkTables, unitId: string | null, w: Words): ZoneMark[] {
  const unit = unitId ? state.units.find((u) => u.id === unitId) : undefined
  if (!unit || unit.status !== 'active' || unit.hex === null || !tables.isSkUnit(unit)) return []
  const bands = tables.weaponOf(tables.typeOf(unit))
  if (!bands) return []
  const { grid } = rules
  const from = grid.indexOfRef(unit.hex)
  const short: string[] = []
  const long: string[] = []
  for (let h = 0; h < grid.size; h++) {
    if (h === from) continue
    const band = rangeBand(gapPaces(grid, from, h, tables.pacesPerHex), bands)
    if (band === 'short') short.push(grid.refOf(h))
    else if (band === 'long') long.push(grid.refOf(h))
  }
  const zones: ZoneMark[] = [{ kind: 'zone', id: 'range-short', hexes: short, tone: 'info', label: w.t('range.short', { paces: bands.short }) }]
  if (long.length) zones.push({ kind: 'zone', id: 'range-long', hexes: long, tone: 'caution', label: w.t('range.long', { paces: bands.long }) })
  return zones
}
