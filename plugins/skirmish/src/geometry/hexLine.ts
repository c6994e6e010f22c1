import type { HexGrid } from '@hexes/core'

/**
 * The hex lines of a grid, both nudges, drawn once each (a line depends on the grid alone):
 * `(from * size + to) * 2 + (nudge === 1 ? 0 : 1)`. Charges, volleys and cover ask the same few
 * hundred lines all game long.
 */
const linesOf = new WeakMap<HexGrid, Map<number, Int32Array>>()

/**
 * `grid.line(from, to, nudge)` (both ends included, −1 for a position off the map), drawn once
 * per grid and kept: treat the array as read-only.
 *
 * @example hexLine(grid, a, b, 1)[1] // the first hex after `a` on the line to `b`
 */
export function hexLine(grid: HexGrid, from: number, to: number, nudge: 1 | -1): Int32Array {
  let lines = linesOf.get(grid)
  if (!lines) linesOf.set(grid, (lines = new Map()))
  const key = (from * grid.size + to) * 2 + (nudge === 1 ? 0 : 1)
  let line = lines.get(key)
  if (!line) lines.set(key, (line = Int32Array.from(grid.line(from, to, nudge))))
  return line
}
