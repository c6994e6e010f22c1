/**
 * Test fixture of the movement property tests (never imported by the engine): a random map with
 * units and, half the time, symmetric hexside costs, drawn from a caller's generator so that each
 * test keeps its own seed.
 */
import { HexGrid } from '../hex/HexGrid'
import { IMPASSABLE } from './MoveQuery'

/** What {@link randomWorld} draws. */
export interface RandomWorld {
  grid: HexGrid
  terrain: Uint8Array
  /** A free hex for the moving unit. */
  start: number
  /** 0..3 enemy hexes and 0..3 friend hexes, distinct, never the start. */
  enemies: number[]
  friends: number[]
  /** Undefined half the time; else 1 hexside in 5 costs 1 or 2 (times `sideScale`) or is impassable. */
  sideCost: Uint16Array | undefined
}

/**
 * A random map of `minSide .. minSide + sideSpan - 1` hexes a side, terrain drawn from
 * `terrains`, from `rnd(n)` (an integer in `0 .. n - 1`).
 */
export function randomWorld(rnd: (n: number) => number, minSide: number, sideSpan: number, terrains: number[], sideScale = 1): RandomWorld {
  const grid = new HexGrid(minSide + rnd(sideSpan), minSide + rnd(sideSpan))
  const terrain = new Uint8Array(grid.size)
  for (let h = 0; h < grid.size; h++) terrain[h] = terrains[rnd(terrains.length)]
  const free = Array.from({ length: grid.size }, (_, h) => h)
  const take = () => free.splice(rnd(free.length), 1)[0]
  const start = take()
  const enemies = Array.from({ length: rnd(4) }, take)
  const friends = Array.from({ length: rnd(4) }, take)
  let sideCost: Uint16Array | undefined
  if (rnd(2) === 0) {
    sideCost = new Uint16Array(grid.size * 6)
    for (let h = 0; h < grid.size; h++) {
      for (let d = 0; d < 3; d++) {
        const n = grid.neighbors[h * 6 + d]
        if (n < 0 || rnd(5) !== 0) continue
        const v = rnd(3) === 0 ? IMPASSABLE : (1 + rnd(2)) * sideScale
        sideCost[h * 6 + d] = v
        sideCost[n * 6 + d + 3] = v
      }
    }
  }
  return { grid, terrain, start, enemies, friends, sideCost }
}
