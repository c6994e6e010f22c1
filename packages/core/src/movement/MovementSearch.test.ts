import { describe, expect, it } from 'vitest'
import { HexGrid } from '../hex/HexGrid'
import { IMPASSABLE, type MoveQuery } from './MoveQuery'
import { MovementSearch } from './MovementSearch'
import { UnitStamp } from './UnitStamp'

// Terrain legend for the fixtures: . clear (1), r rough (2), m marsh (3), X impassable, f ford
// (1, enter and stop), z zero-cost road (0).
const LEGEND = '.rmXfz'
const COST = Uint16Array.from([1, 2, 3, IMPASSABLE, 1, 0])
const STOP = Uint8Array.from([0, 0, 0, 0, 1, 0])

interface Fixture {
  grid: HexGrid
  search: MovementSearch
  terrain: Uint8Array
  occupancy: Int8Array
  zoc: Uint8Array
  q: (start: number, mp: number, extra?: Partial<MoveQuery>) => MoveQuery
}

/** A map from rows of legend characters. */
function fixture(rows: string[]): Fixture {
  const grid = new HexGrid(rows[0].length, rows.length)
  const terrain = new Uint8Array(grid.size)
  rows.forEach((row, r) => [...row].forEach((ch, c) => (terrain[r * grid.width + c] = LEGEND.indexOf(ch))))
  const occupancy = new Int8Array(grid.size)
  const zoc = new Uint8Array(grid.size)
  const q = (start: number, mp: number, extra: Partial<MoveQuery> = {}): MoveQuery => ({
    start, mp, terrain, costByTerrain: COST, stopByTerrain: STOP, occupancy, zoc, ...extra,
  })
  return { grid, search: new MovementSearch(grid), terrain, occupancy, zoc, q }
}

/** A one-column map: hex i is row i, its only neighbours are i - 1 (N) and i + 1 (S). */
const column = (cells: string) => fixture([...cells])

describe('core/movement/MovementSearch', () => {
  it('HM-MOVE-3 reaches every hex within the allowance on clear ground, cost = distance', () => {
    const f = fixture(Array(7).fill('.......'))
    const range = f.search.search(f.q(24, 2))
    const disc = f.grid.within(24, 2).filter((h) => h !== 24)
    expect(range.reachable).toEqual(disc)
    for (const h of disc) expect(range.cost[h]).toBe(f.grid.distance(24, h))
    expect(range.cost[24]).toBe(0)
    expect(range.canEnd[24]).toBe(0)
    expect(range.cost[f.grid.index(3, 0)]).toBe(-1)
  })

  it('HM-MOVE-4 charges the terrain cost of each hex entered; unused MP are lost', () => {
    const f = column('.r..m.')
    const range = f.search.search(f.q(0, 4))
    expect(Array.from(range.cost)).toEqual([0, 2, 3, 4, -1, -1])
    expect(range.reachable).toEqual([1, 2, 3])
    expect(range.pathTo(3)).toEqual([0, 1, 2, 3])
    expect(f.search.search(f.q(0, 1)).reachable).toEqual([])
  })

  it('HM-MOVE-6 never enters an impassable hex', () => {
    const f = column('.X..')
    const range = f.search.search(f.q(0, 9))
    expect(Array.from(range.cost)).toEqual([0, -1, -1, -1])
    expect(range.pathTo(2)).toEqual([])
  })

  it('HM-MOVE-10 never enters an enemy-occupied hex', () => {
    const f = column('....')
    f.occupancy[2] = 2
    const range = f.search.search(f.q(0, 9, { ignoresZoc: true }))
    expect(Array.from(range.cost)).toEqual([0, 1, -1, -1])
    expect(range.reachable).toEqual([1])
  })

  it('HM-MOVE-8/9 passes through a friend but never ends on it', () => {
    const f = column('....')
    f.occupancy[1] = 1
    const range = f.search.search(f.q(0, 3))
    expect(Array.from(range.cost)).toEqual([0, 1, 2, 3])
    expect(range.canEnd[1]).toBe(0)
    expect(range.reachable).toEqual([2, 3])
    expect(range.pathTo(3)).toEqual([0, 1, 2, 3])
  })

  it('HM-ZOC-3 stops the move on entering an enemy ZOC hex, MP left or not', () => {
    const f = column('.....')
    f.zoc[2] = 1
    const range = f.search.search(f.q(0, 9))
    expect(Array.from(range.cost)).toEqual([0, 1, 2, -1, -1])
    expect(range.stops[2]).toBe(1)
    expect(range.stops[1]).toBe(0)
    expect(range.reachable).toEqual([1, 2])
  })

  it('HM-ZOC-4 forbids moving from enemy ZOC straight into enemy ZOC', () => {
    // Enemy at (2,0) = hex 2 exerts ZOC on 1, 3 and 7. The unit starts at 1, in that ZOC.
    const f = fixture(Array(5).fill('.....'))
    const units = new UnitStamp(f.grid).stamp([], [2], [2])
    expect([...f.grid.neighbors.subarray(1 * 6, 1 * 6 + 6)]).toEqual([-1, 2, 7, 6, 5, 0])
    const q = f.q(1, 1, { occupancy: units.occupancy, zoc: units.zoc })
    expect(f.search.search(q).reachable).toEqual([0, 5, 6])
    expect(f.search.search(q).cost[7]).toBe(-1)
  })

  it('HM-ZOC-5 lets a unit starting in enemy ZOC leave into a ZOC-free hex and go on', () => {
    const f = fixture(Array(5).fill('.....'))
    const units = new UnitStamp(f.grid).stamp([], [2], [2])
    const range = f.search.search(f.q(1, 3, { occupancy: units.occupancy, zoc: units.zoc }))
    // 7 is reached the long way round (1 -> 6 -> 7) and stops there (HM-ZOC-3).
    expect(range.cost[7]).toBe(2)
    expect(range.pathTo(7)).toEqual([1, 6, 7])
    expect(range.stops[7]).toBe(1)
    expect(range.cost[16]).toBe(3) // (1,3): 1 -> 6 -> 11 -> 16
    expect(range.reachable).toContain(16)
  })

  it('GAP-HM-09 a friend standing in enemy ZOC can be neither passed through nor ended on', () => {
    const f = column('....')
    f.occupancy[1] = 1
    f.zoc[1] = 1
    const range = f.search.search(f.q(0, 9))
    expect(Array.from(range.cost)).toEqual([0, -1, -1, -1])
    expect(f.search.search(f.q(0, 9, { ignoresZoc: true })).reachable).toEqual([2, 3])
  })

  it('GAP-HM-03 ford: entering stop terrain ends the move; a friend on a ford blocks', () => {
    const f = column('.f..')
    const range = f.search.search(f.q(0, 9))
    expect(Array.from(range.cost)).toEqual([0, 1, -1, -1])
    expect(range.stops[1]).toBe(1)
    f.occupancy[1] = 1
    expect(f.search.search(f.q(0, 9)).reachable).toEqual([])
  })

  it('GAP-HM-03 zero-cost terrain is entered for free and settled in order', () => {
    const f = column('.zz.')
    expect(Array.from(f.search.search(f.q(0, 2)).cost)).toEqual([0, 0, 0, 1])
  })

  it('adds hexside costs and never crosses an impassable hexside', () => {
    const f = column('...')
    const side = new Uint16Array(f.grid.size * 6)
    side[0 * 6 + 3] = 2 // 0 -> 1 (south) costs 2 more
    side[1 * 6 + 0] = 2
    side[1 * 6 + 3] = IMPASSABLE // 1 -> 2 blocked
    side[2 * 6 + 0] = IMPASSABLE
    const range = f.search.search(f.q(0, 9, { sideCost: side }))
    expect(Array.from(range.cost)).toEqual([0, 3, -1])
  })

  it('ignoresZoc skips every ZOC rule (GAP-HM-12 advance after combat)', () => {
    const f = column('....')
    f.zoc.fill(1)
    expect(f.search.search(f.q(0, 2)).reachable).toEqual([])
    expect(f.search.search(f.q(0, 2, { ignoresZoc: true })).reachable).toEqual([1, 2])
  })

  it('GAP-HM-03 minimum move enters one adjacent hex costing more than the allowance', () => {
    const f = column('.m.')
    expect(f.search.search(f.q(0, 1)).reachable).toEqual([])
    const range = f.search.search(f.q(0, 1, { minimumMove: true }))
    expect(range.reachable).toEqual([1])
    expect(range.cost[1]).toBe(3)
    expect(range.stops[1]).toBe(1)
    expect(range.pathTo(1)).toEqual([0, 1])
    expect(range.cost[2]).toBe(-1)
  })

  it('GAP-HM-03 minimum move still obeys impassability, stacking and HM-ZOC-4', () => {
    const f = fixture(['.X.', 'mmm', '...'])
    // Start at (1,1) = hex 4 (odd column) with 1 MP; its neighbours are 1, 5, 8, 7, 6, 3.
    const nbs = [...f.grid.neighbors.subarray(4 * 6, 4 * 6 + 6)].filter((n) => n >= 0).sort((a, b) => a - b)
    expect(nbs).toEqual([1, 3, 5, 6, 7, 8])
    f.occupancy[3] = 2
    f.occupancy[5] = 1
    f.zoc[4] = 1
    f.zoc[7] = 1
    const range = f.search.search(f.q(4, 1, { minimumMove: true }))
    // 1 impassable, 3 enemy, 5 friend (cannot end), 7 ZOC to ZOC; 6 and 8 (clear, cost 1) are normal moves.
    expect(range.reachable).toEqual([6, 8])
    expect(range.stops[6]).toBe(0)
    f.terrain[6] = 2 // marsh: now only by minimum move
    f.terrain[8] = 2
    expect(f.search.search(f.q(4, 1, { minimumMove: true })).reachable).toEqual([6, 8])
    expect(f.search.search(f.q(4, 1)).reachable).toEqual([])
  })

  it('breaks ties deterministically: the first cheapest path in DIRECTIONS order wins', () => {
    const f = fixture(Array(7).fill('.......'))
    // From (3,3) = 24 to (4,2) = 18: via 17 (N) or via 25 (NE); N is expanded first.
    const range = f.search.search(f.q(24, 3))
    expect(range.pathTo(18)).toEqual([24, 17, 18])
    expect(range.pathTo(24)).toEqual([24])
    expect(range.pathTo(-1)).toEqual([])
  })

  it('keeps its arrays exact between queries and detects stale ranges', () => {
    const f = fixture(Array(7).fill('.r.....'))
    const big = f.search.search(f.q(24, 6))
    const kept = big.copy()
    const small = f.search.search(f.q(0, 1))
    expect(big.valid).toBe(false)
    expect(() => big.reachable).toThrow(/stale/)
    expect(() => big.pathTo(3)).toThrow(/stale/)
    expect(kept.valid).toBe(true)
    expect(kept.reachable.length).toBeGreaterThan(20)
    const fresh = new MovementSearch(f.grid).search(f.q(0, 1))
    expect(Array.from(small.cost)).toEqual(Array.from(fresh.cost))
    expect(Array.from(small.prev)).toEqual(Array.from(fresh.prev))
    expect(Array.from(small.canEnd)).toEqual(Array.from(fresh.canEnd))
    expect(Array.from(small.stops)).toEqual(Array.from(fresh.stops))
  })

  it('rejects a start off the map and a bad allowance', () => {
    const f = column('..')
    expect(() => f.search.search(f.q(2, 1))).toThrow(RangeError)
    expect(() => f.search.search(f.q(0, -1))).toThrow(RangeError)
    expect(() => f.search.search(f.q(0, 1.5))).toThrow(RangeError)
  })
})

describe('core/movement/MovementSearch.distanceField', () => {
  it('computes the whole-map cost field without an MP limit', () => {
    const f = column('.r.m.X.')
    const field = f.search.distanceField(0, f.terrain, COST)
    expect(Array.from(field.cost)).toEqual([0, 2, 3, 6, 7, -1, -1])
  })

  it('ignores units and ZOC unless they are given', () => {
    const f = column('....')
    f.occupancy[1] = 1
    f.occupancy[3] = 2
    f.zoc[2] = 1
    expect(Array.from(f.search.distanceField(0, f.terrain, COST).cost)).toEqual([0, 1, 2, 3])
    expect(Array.from(f.search.distanceField(0, f.terrain, COST, { occupancy: f.occupancy }).cost)).toEqual([0, 1, 2, -1])
    expect(Array.from(f.search.distanceField(0, f.terrain, COST, { occupancy: f.occupancy, zoc: f.zoc }).cost)).toEqual([0, 1, 2, -1])
    f.occupancy[3] = 0
    expect(Array.from(f.search.distanceField(0, f.terrain, COST, { occupancy: f.occupancy, zoc: f.zoc }).cost)).toEqual([0, 1, 2, -1])
  })

  it('handles steps larger than the default bucket ring (big hexside costs)', () => {
    const f = column('....')
    const side = new Uint16Array(f.grid.size * 6)
    side[1 * 6 + 3] = 1000
    side[2 * 6 + 0] = 1000
    expect(Array.from(f.search.distanceField(0, f.terrain, COST, { sideCost: side }).cost)).toEqual([0, 1, 1002, 1003])
    expect(Array.from(f.search.search(f.q(0, 5000, { sideCost: side })).cost)).toEqual([0, 1, 1002, 1003])
  })

  it('lists the destinations of a sparse, spread-out field in ascending order', () => {
    // An L of clear hexes (first row and first column) on a 40 x 40 impassable map.
    const rows = Array.from({ length: 40 }, (_, r) => (r === 0 ? '.'.repeat(40) : '.' + 'X'.repeat(39)))
    const f = fixture(rows)
    const field = f.search.distanceField(0, f.terrain, COST)
    const expected = Array.from({ length: f.grid.size }, (_, h) => h).filter((h) => h !== 0 && field.cost[h] >= 0)
    expect(expected).toHaveLength(78)
    expect(field.reachable).toEqual(expected)
    expect(field.cost[39]).toBe(39)
    expect(field.cost[39 * 40]).toBe(39)
  })

  it('equals a bounded search with an allowance larger than any path', () => {
    const f = fixture(['..r..X.', '.rr.m..', 'X..r...', '..m..r.', '.......'])
    const a = f.search.distanceField(10, f.terrain, COST).copy()
    const b = f.search.search(f.q(10, 1000, { ignoresZoc: true }))
    expect(Array.from(a.cost)).toEqual(Array.from(b.cost))
  })
})
