import { HexGrid, IMPASSABLE } from '@hexes/core'
import { createPrng } from './createPrng'

/** Terrain indices of the benchmark maps. */
export const CLEAR = 0
/** Rough ground: 2 MP (GAP-HM-03). */
export const ROUGH = 1
/** Impassable (river hex without ford). */
export const BLOCKED = 2

/** MP to enter each benchmark terrain: clear 1, rough 2, impassable. */
export const BENCH_COSTS: Uint16Array = Uint16Array.from([1, 2, IMPASSABLE])

/** One generated benchmark map with its units and the start hexes of the queries. */
export interface BenchMap {
  grid: HexGrid
  /** Terrain per hex: {@link CLEAR}, {@link ROUGH} or {@link BLOCKED}. */
  terrain: Uint8Array
  /** Hexes of the enemy units (they all exert ZOC). */
  enemies: number[]
  /** Hexes of friendly units (pass through, never end). */
  friends: number[]
  /** Start hex of each query: free, passable hexes, in generation order. */
  starts: number[]
}

/** Generation parameters of {@link createBenchMap}. */
export interface BenchMapOptions {
  width: number
  height: number
  seed: number
  /** Number of query start hexes (capped by the free hexes). */
  queries: number
  /** Enemy units (default 50). */
  enemies?: number
  /** Friendly units (default 10). */
  friends?: number
}

/**
 * A reproducible benchmark map: about 30% rough, 8% impassable, the rest clear; units and start
 * hexes on distinct free passable hexes, all from one seed.
 */
export function createBenchMap(options: BenchMapOptions): BenchMap {
  const rnd = createPrng(options.seed)
  const grid = new HexGrid(options.width, options.height)
  const terrain = new Uint8Array(grid.size)
  const free: number[] = []
  for (let h = 0; h < grid.size; h++) {
    const roll = rnd(100)
    terrain[h] = roll < 8 ? BLOCKED : roll < 38 ? ROUGH : CLEAR
    if (terrain[h] !== BLOCKED) free.push(h)
  }
  // Partial Fisher-Yates draw of distinct free hexes.
  let drawn = 0
  const draw = (): number => {
    const k = drawn + rnd(free.length - drawn)
    const h = free[k]
    free[k] = free[drawn]
    free[drawn++] = h
    return h
  }
  const nEnemies = Math.min(options.enemies ?? 50, free.length)
  const enemies = Array.from({ length: nEnemies }, draw)
  const friends = Array.from({ length: Math.min(options.friends ?? 10, free.length - drawn) }, draw)
  const starts = Array.from({ length: Math.min(options.queries, free.length - drawn) }, draw)
  return { grid, terrain, enemies, friends, starts }
}
