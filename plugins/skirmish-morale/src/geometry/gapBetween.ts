import type { GameRules, HexRef } from '@hexes/core'
import { gapPaces, type SkTables } from '@hexes/plugin-skirmish'

/** The gap in paces between two hexes (GAP-SK-01: (hex distance − 1) × paces per hex). */
export function gapBetween(rules: GameRules, tables: SkTables, a: HexRef, b: HexRef): number {
  const { grid } = rules
  return gapPaces(grid, grid.indexOfRef(a), grid.indexOfRef(b), tables.pacesPerHex)
}
