import { describe, expect, it } from 'vitest'
import { nextInt, seedRng } from '../dice/rng'
import { HexGrid } from '../hex/HexGrid'
import { IMPASSABLE, OCC_EMPTY, OCC_ENEMY, OCC_FRIEND } from './MoveQuery'
import { MovementSearch } from './MovementSearch'
import type { PathRules, ProfileQuery } from './ProfileQuery'
import type { ProfileRange } from './ProfileRange'
import { ProfileSearch } from './ProfileSearch'
import { randomWorld, type RandomWorld } from './randomWorld.fixture'
import { UnitStamp } from './UnitStamp'

// Terrains: clear, rough, marsh, impassable, ford (stop), road (free), lake (no end).
const COST = Uint16Array.from([1, 2, 3, IMPASSABLE, 1, 0, 1])
const STOP = Uint8Array.from([0, 0, 0, 0, 1, 0, 0])
const NO_END = Uint8Array.from([0, 0, 0, 0, 0, 0, 1])

interface World extends RandomWorld {
  units: UnitStamp
}

/** A random map with units, ZOC (some enemies exert none, I-12) and hexside costs. */
function world(rnd: (n: number) => number, minSide: number, sideSpan: number, terrains: number[], scale = 1): World {
  const w = randomWorld(rnd, minSide, sideSpan, terrains, scale)
  const zocUnits = w.enemies.filter(() => rnd(4) !== 0)
  return { ...w, units: new UnitStamp(w.grid).stamp(w.friends, w.enemies, zocUnits, w.sideCost) }
}

/**
 * Slow, obviously correct reference: Dijkstra over (hex, facing, stopped) states keyed by strings
 * in a `Map`, the cheapest unsettled state found by scanning. A state is "stopped" when the move
 * entered a hex where it must stop. Returns the cheapest cost of every (hex, facing) and the hexes
 * reached only by the minimum move.
 */
function reference(grid: HexGrid, q: ProfileQuery): { cost: Map<string, number>; minimumOnly: Set<number> } {
  const r: Required<PathRules> = { zocStops: true, zocToZoc: true, passFriends: true, passEnemies: false, ...q.rules }
  const facing = q.facing!
  const side = (h: number, d: number) => q.sideCost?.[h * 6 + d] ?? 0
  const dist = new Map<string, number>()
  const open: { h: number; f: number; stopped: boolean; c: number }[] = []
  const relax = (h: number, f: number, stopped: boolean, c: number) => {
    const key = `${h},${f},${stopped}`
    if ((dist.get(key) ?? Infinity) <= c) return
    dist.set(key, c)
    open.push({ h, f, stopped, c })
  }
  relax(q.start, q.startFacing!, false, 0)
  while (open.length > 0) {
    let best = 0
    for (let i = 1; i < open.length; i++) if (open[i].c < open[best].c) best = i
    const cur = open.splice(best, 1)[0]
    if (dist.get(`${cur.h},${cur.f},${cur.stopped}`) !== cur.c || cur.stopped) continue
    for (const d of facing.steps === 'front' ? [cur.f] : [0, 1, 2, 3, 4, 5]) {
      const n = grid.neighbors[cur.h * 6 + d]
      if (n < 0) continue
      const o = q.occupancy[n]
      if ((o === OCC_ENEMY && !r.passEnemies) || (o === OCC_FRIEND && !r.passFriends)) continue
      const t = q.terrain[n]
      if (q.costByTerrain[t] === IMPASSABLE || side(cur.h, d) === IMPASSABLE) continue
      const c = cur.c + q.costByTerrain[t] + side(cur.h, d)
      if (c > q.budget) continue
      if (r.zocToZoc && q.zoc[cur.h] === 1 && q.zoc[n] === 1) continue
      const stop = (r.zocStops && q.zoc[n] === 1) || q.stopByTerrain?.[t] === 1
      const endable = o === OCC_EMPTY && q.noEndByTerrain?.[t] !== 1
      if (stop && !endable) continue
      relax(n, d, stop, c)
    }
    for (let g = 0; g < 6; g++) {
      const k = Math.min(Math.abs(g - cur.f), 6 - Math.abs(g - cur.f))
      const w = k === 0 ? IMPASSABLE : facing.turnCost[k]
      if (w !== IMPASSABLE && cur.c + w <= q.budget) relax(cur.h, g, false, cur.c + w)
    }
  }
  const cost = new Map<string, number>()
  for (const [key, c] of dist) {
    const hf = key.split(',').slice(0, 2).join(',')
    if ((cost.get(hf) ?? Infinity) > c) cost.set(hf, c)
  }
  const minimumOnly = new Set<number>()
  if (q.minimumMove) {
    for (const d of facing.steps === 'front' ? [q.startFacing!] : [0, 1, 2, 3, 4, 5]) {
      const n = grid.neighbors[q.start * 6 + d]
      if (n < 0 || q.occupancy[n] !== OCC_EMPTY || cost.has(`${n},${d}`)) continue
      const t = q.terrain[n]
      if (q.costByTerrain[t] === IMPASSABLE || side(q.start, d) === IMPASSABLE || q.noEndByTerrain?.[t] === 1) continue
      if (r.zocToZoc && q.zoc[q.start] === 1 && q.zoc[n] === 1) continue
      if (![0, 1, 2, 3, 4, 5].some((f) => cost.has(`${n},${f}`))) minimumOnly.add(n)
      cost.set(`${n},${d}`, q.costByTerrain[t] + side(q.start, d))
    }
  }
  return { cost, minimumOnly }
}

/** Every reported route is made of legal transitions whose costs add up. */
function checkRoutes(grid: HexGrid, q: ProfileQuery, range: ProfileRange, hex: number, facing: number): void {
  const path = range.pathTo(hex, facing)
  expect(path[0]).toEqual({ hex: q.start, facing: q.startFacing, cost: 0 })
  expect(path[path.length - 1]).toEqual({ hex, facing, cost: range.costAt(hex, facing) })
  for (let k = 1; k < path.length; k++) {
    const a = path[k - 1]
    const b = path[k]
    if (a.hex === b.hex) {
      const turn = Math.min(Math.abs(a.facing - b.facing), 6 - Math.abs(a.facing - b.facing))
      expect(b.cost - a.cost).toBe(q.facing!.turnCost[turn])
    } else {
      const d = grid.directionTo(a.hex, b.hex)
      expect(d).toBe(b.facing)
      if (q.facing!.steps === 'front') expect(a.facing).toBe(d)
      expect(b.cost - a.cost).toBe(q.costByTerrain[q.terrain[b.hex]] + (q.sideCost?.[a.hex * 6 + d] ?? 0))
    }
  }
}

describe('core/movement/ProfileSearch (property)', () => {
  it('HM-MOVE / HM-ZOC without facing and with the default rules, gives exactly MovementSearch\'s cost, canEnd, stops and reachable', () => {
    const rnd = (rng => (n: number) => nextInt(rng, n))(seedRng(20261201))
    for (let round = 0; round < 400; round++) {
      const big = round % 4 === 0
      const w = world(rnd, big ? 10 : 3, 6, big ? [0, 0, 0, 0, 1, 1, 3, 5] : [0, 0, 0, 1, 1, 2, 3, 4])
      const ignoresZoc = rnd(5) === 0
      const minimumMove = rnd(2) === 0
      const mp = rnd(big ? 10 : 7)
      const base = { start: w.start, terrain: w.terrain, costByTerrain: COST, stopByTerrain: STOP, sideCost: w.sideCost, occupancy: w.units.occupancy, zoc: w.units.zoc, minimumMove }
      const expected = new MovementSearch(w.grid).search({ ...base, mp, ignoresZoc })
      const got = new ProfileSearch(w.grid).search({ ...base, budget: mp, rules: ignoresZoc ? { zocStops: false, zocToZoc: false } : undefined })
      expect(Array.from(got.cost), `round ${round}`).toEqual(Array.from(expected.cost))
      expect(Array.from(got.canEnd), `round ${round}`).toEqual(Array.from(expected.canEnd))
      expect(Array.from(got.stops), `round ${round}`).toEqual(Array.from(expected.stops))
      expect(got.reachable, `round ${round}`).toEqual(expected.reachable)
      for (const h of got.reachable) expect(got.pathTo(h).map((s) => s.hex)).toEqual(expected.pathTo(h))
    }
  })

  it('SK-MOVE / GAP-SK-02 with facing agrees with a Map-keyed reference Dijkstra over (hex, facing)', () => {
    const rnd = (rng => (n: number) => nextInt(rng, n))(seedRng('profile-facing'))
    const turnValue = () => (rnd(6) === 0 ? IMPASSABLE : rnd(5))
    const search = new Map<HexGrid, ProfileSearch>()
    for (let round = 0; round < 300; round++) {
      const w = world(rnd, 3, 5, [0, 0, 0, 1, 1, 2, 3, 4, 6])
      const rules: PathRules = { zocStops: rnd(4) !== 0, zocToZoc: rnd(4) !== 0, passFriends: rnd(4) !== 0, passEnemies: rnd(3) === 0 }
      const q: ProfileQuery = {
        start: w.start, startFacing: rnd(6), budget: rnd(9), terrain: w.terrain, costByTerrain: COST, stopByTerrain: STOP, noEndByTerrain: NO_END,
        sideCost: w.sideCost, occupancy: w.units.occupancy, zoc: w.units.zoc, rules, minimumMove: rnd(3) === 0,
        facing: { steps: rnd(2) === 0 ? 'front' : 'any', turnCost: [0, turnValue(), turnValue(), turnValue()] },
      }
      if (!search.has(w.grid)) search.set(w.grid, new ProfileSearch(w.grid))
      const range = search.get(w.grid)!.search(q)
      const ref = reference(w.grid, q)
      for (let h = 0; h < w.grid.size; h++) {
        let best = -1
        for (let f = 0; f < 6; f++) {
          const c = ref.cost.get(`${h},${f}`) ?? -1
          expect(range.costAt(h, f), `round ${round} hex ${h} facing ${f}`).toBe(c)
          if (c >= 0 && (best < 0 || c < best)) best = c
          if (c >= 0) checkRoutes(w.grid, q, range, h, f)
        }
        expect(range.cost[h], `round ${round} hex ${h}`).toBe(best)
        if (best >= 0 && h !== q.start) {
          const stops = ref.minimumOnly.has(h) || (rules.zocStops && q.zoc[h] === 1) || STOP[q.terrain[h]] === 1
          expect(range.stops[h], `round ${round} hex ${h}`).toBe(stops ? 1 : 0)
        }
        const endable = best >= 0 && h !== q.start && q.occupancy[h] === OCC_EMPTY && NO_END[q.terrain[h]] === 0
        expect(range.canEnd[h], `round ${round} hex ${h}`).toBe(endable ? 1 : 0)
      }
      expect(range.reachable).toEqual(Array.from({ length: w.grid.size }, (_, h) => h).filter((h) => range.canEnd[h] === 1))
      expect(range.turnsInPlace).toEqual(range.facingsAt(q.start).filter((fc) => fc.facing !== q.startFacing))
    }
  })

  it('a budget above the bucket queue\'s limit (binary heap) gives the same costs and routes, scaled', () => {
    const rnd = (rng => (n: number) => nextInt(rng, n))(seedRng('profile-heap'))
    for (let round = 0; round < 60; round++) {
      const seed = rnd(1e9)
      const scaled = (k: number) => {
        const r = (rng => (n: number) => nextInt(rng, n))(seedRng(seed))
        const w = world(r, 4, 5, [0, 0, 1, 2, 3, 4], k)
        const q: ProfileQuery = {
          start: w.start, startFacing: 2, budget: 7 * k, terrain: w.terrain, costByTerrain: COST.map((c) => (c === IMPASSABLE ? c : c * k)),
          stopByTerrain: STOP, sideCost: w.sideCost, occupancy: w.units.occupancy, zoc: w.units.zoc,
          facing: { steps: round % 2 === 0 ? 'front' : 'any', turnCost: [0, k, 2 * k, 2 * k] },
        }
        return { w, range: new ProfileSearch(w.grid).search(q) }
      }
      const small = scaled(1)
      const large = scaled(1000) // 7000 ticks: the heap
      for (let h = 0; h < small.w.grid.size; h++) {
        for (let f = 0; f < 6; f++) {
          const c = small.range.costAt(h, f)
          expect(large.range.costAt(h, f)).toBe(c < 0 ? -1 : c * 1000)
          if (c >= 0) expect(large.range.pathTo(h, f).map((s) => [s.hex, s.facing])).toEqual(small.range.pathTo(h, f).map((s) => [s.hex, s.facing]))
        }
      }
    }
  })
})
