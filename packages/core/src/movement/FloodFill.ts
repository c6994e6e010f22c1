/**
 * Breadth-first searches over "allowed" hexes, counting steps rather than MP: connectivity and
 * nearest-target paths for rules such as retreat (GAP-HM-11) or "a path to the nearest map edge
 * avoiding enemy ZOC". Same scratch discipline as `MovementSearch`: buffers allocated once per
 * map, and each query undoes only what the previous one touched (the BFS queue itself).
 */

import type { HexGrid } from '../hex/HexGrid'

/**
 * Result of {@link FloodFill.fill}: views valid until the next query on the same `FloodFill`.
 *
 * - `steps[h]`: number of steps from the start (0 at the start), -1 when not reached;
 * - `prev[h]`: the previous hex on a shortest path, -1 at the start and where unreached;
 * - `order`: reached hexes in BFS order (start first).
 */
export interface FloodResult {
  start: number
  steps: Int32Array
  prev: Int32Array
  order: Int32Array
  /** Shortest path start..target (`[]` when not reached). */
  pathTo(target: number): number[]
}

/**
 * Reusable breadth-first search for one map. Neighbours are visited in `DIRECTIONS` order, FIFO,
 * so results (including which shortest path `prev` encodes) are deterministic.
 */
export class FloodFill {
  /** The map this flood works on. */
  readonly grid: HexGrid
  private readonly steps: Int32Array
  private readonly prev: Int32Array
  private readonly queue: Int32Array
  private count = 0

  constructor(grid: HexGrid) {
    this.grid = grid
    this.steps = new Int32Array(grid.size).fill(-1)
    this.prev = new Int32Array(grid.size).fill(-1)
    this.queue = new Int32Array(grid.size)
  }

  /**
   * Floods from `start` through hexes with `allowed[h] !== 0`; the start is always included.
   *
   * @throws RangeError when `start` is off the map.
   */
  fill(start: number, allowed: Uint8Array): FloodResult {
    this.bfs(start, allowed, -1, undefined)
    return this.result(start)
  }

  /** Whether `b` is reachable from `a` through allowed hexes (`b` itself must be allowed). */
  connected(a: number, b: number, allowed: Uint8Array): boolean {
    if (a === b) {
      this.reset()
      return true
    }
    return this.bfs(a, allowed, b, undefined) === b
  }

  /**
   * Shortest path (start..target) to the nearest hex with `targets[h] !== 0` that can be entered
   * (allowed) or is the start; among targets at the same step count, the lowest index wins.
   * Returns `[]` when no target is reachable.
   */
  nearestPath(start: number, allowed: Uint8Array, targets: Uint8Array): number[] {
    const t = this.bfs(start, allowed, -1, targets)
    return t < 0 ? [] : this.path(t)
  }

  /** Runs the BFS; stops early at `goal` or at the first complete layer containing a target. */
  private bfs(start: number, allowed: Uint8Array, goal: number, targets: Uint8Array | undefined): number {
    const size = this.grid.size
    if (!Number.isInteger(start) || start < 0 || start >= size) {
      throw new RangeError(`FloodFill: start ${start} is not on the ${this.grid.width}x${this.grid.height} map`)
    }
    this.reset()
    const { steps, prev, queue } = this
    const nb = this.grid.neighbors
    steps[start] = 0
    queue[0] = start
    let tail = 1
    let found = -1
    if (targets !== undefined && targets[start] !== 0) {
      this.count = tail
      return start
    }
    for (let k = 0; k < tail; k++) {
      const h = queue[k]
      const sh = steps[h]
      // Targets: once a layer holds one, finish scanning that layer for the lowest index.
      if (found >= 0 && sh >= steps[found]) break
      for (let d = 0; d < 6; d++) {
        const n = nb[h * 6 + d]
        if (n < 0 || steps[n] >= 0 || allowed[n] === 0) continue
        steps[n] = sh + 1
        prev[n] = h
        queue[tail++] = n
        if (n === goal) {
          this.count = tail
          return n
        }
        if (targets !== undefined && targets[n] !== 0 && (found < 0 || n < found)) found = n
      }
    }
    this.count = tail
    return found
  }

  private result(start: number): FloodResult {
    return {
      start,
      steps: this.steps,
      prev: this.prev,
      order: this.queue.subarray(0, this.count),
      pathTo: (target: number) => (target >= 0 && target < this.grid.size && this.steps[target] >= 0 ? this.path(target) : []),
    }
  }

  private path(target: number): number[] {
    const out: number[] = []
    for (let h = target; h !== -1; h = this.prev[h]) out.push(h)
    return out.reverse()
  }

  private reset(): void {
    const { steps, prev, queue } = this
    for (let k = 0; k < this.count; k++) {
      const h = queue[k]
      steps[h] = -1
      prev[h] = -1
    }
    this.count = 0
  }
}
