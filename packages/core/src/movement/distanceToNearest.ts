import type { HexGrid } from '../hex/HexGrid'

/**
 * Hex distance from every hex to the nearest of `sourceHexes`, in steps, ignoring terrain and
 * units: a multi-source breadth-first search over the map's neighbour table. The `away` field of
 * a flight (SK-MORALE-2, GAP-SK-15, R-07) is `distanceToNearest(grid, enemyHexes)`.
 *
 * @param grid the map.
 * @param sourceHexes hex indices (duplicates allowed); each source is at distance 0.
 * @param out optional array to fill (length `grid.size`), reused across calls; a new one otherwise.
 * @returns `out`: steps to the nearest source per hex, -1 everywhere when there is no source.
 * @throws RangeError when a source is off the map or `out` has the wrong length.
 *
 * @example
 * const away = distanceToNearest(grid, enemyHexes)
 * flightPath(grid, { start, budget, terrain, costByTerrain, occupancy, away })
 */
export function distanceToNearest(grid: HexGrid, sourceHexes: readonly number[], out?: Int32Array): Int32Array {
  const n = grid.size
  if (out !== undefined && out.length !== n) throw new RangeError(`distanceToNearest: out has ${out.length} entries, the map needs ${n}`)
  const dist = out ?? new Int32Array(n)
  dist.fill(-1)
  const queue = new Int32Array(n)
  let tail = 0
  for (const h of sourceHexes) {
    if (!Number.isInteger(h) || h < 0 || h >= n) throw new RangeError(`distanceToNearest: source ${h} is not on the ${grid.width}x${grid.height} map`)
    if (dist[h] === 0) continue
    dist[h] = 0
    queue[tail++] = h
  }
  const nb = grid.neighbors
  for (let k = 0; k < tail; k++) {
    const h = queue[k]
    const next = dist[h] + 1
    for (let d = 0; d < 6; d++) {
      const m = nb[h * 6 + d]
      if (m < 0 || dist[m] >= 0) continue
      dist[m] = next
      queue[tail++] = m
    }
  }
  return dist
}
