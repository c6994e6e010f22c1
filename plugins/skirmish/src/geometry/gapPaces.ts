import type { HexGrid } from '@hexes/core'

/**
 * The gap between two units in paces (GAP-SK-01): edge to edge, `(hexDistance − 1) × P`, so that
 * adjacent units are in contact (gap 0). « À moins de X » is `gap < X`, « à plus de X » `gap > X`,
 * a weapon's range `gap ≤ range`.
 *
 * @param pacesPerHex P (default config: 2)
 * @example gapPaces(grid, a, b, 2) // 6 for two units 4 hexes apart
 */
export function gapPaces(grid: HexGrid, a: number, b: number, pacesPerHex: number): number {
  return Math.max(0, grid.distance(a, b) - 1) * pacesPerHex
}
