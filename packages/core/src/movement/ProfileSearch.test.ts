import { describe, expect, it } from 'vitest'
import { HexGrid } from '../hex/HexGrid'
import { IMPASSABLE } from './MoveQuery'
import type { ProfileQuery } from './ProfileQuery'
import { ProfileSearch } from './ProfileSearch'
import { UnitStamp } from './UnitStamp'

// Skirmish scale (GAP-SK-01): 4 ticks per pace, P = 2 paces per hex.
const PACE = 4
const HEX = 2 * PACE
// Legend: . open (1 hex = 2 paces), w woods (each pace costs 2: 4 paces, SK-MOVE-2),
// X impassable, f ford (enter and stop), l lake (a flyer may cross it but not end there).
const LEGEND = '.wXfl'
const GROUND = Uint16Array.from([HEX, 2 * HEX, IMPASSABLE, HEX, IMPASSABLE])
const FLYER = Uint16Array.from([HEX, HEX, HEX, HEX, HEX]) // SK-FLY-1: no terrain penalty
const STOP = Uint8Array.from([0, 0, 0, 1, 0])
const NO_END = Uint8Array.from([0, 0, 0, 0, 1])
const FLYER_RULES = { zocStops: false, zocToZoc: false, passEnemies: true } // I-04, GAP-SK-26
/** 1 pace per 60°, 2 per 120°, and an about-face of M/2 for M paces (SK-MOVE-5/6, GAP-SK-02). */
const wheels = (m: number): [0, number, number, number] => [0, PACE, 2 * PACE, (m * PACE) / 2]
const N = 0
const NE = 1
const SE = 2
const S = 3
const NW = 5

/** A map from rows of legend characters, with its own units and search. */
function fixture(rows: string[]) {
  const grid = new HexGrid(rows[0].length, rows.length)
  const terrain = new Uint8Array(grid.size)
  rows.forEach((row, r) => [...row].forEach((ch, c) => (terrain[r * grid.width + c] = LEGEND.indexOf(ch))))
  const units = new UnitStamp(grid)
  const search = new ProfileSearch(grid)
  const q = (start: number, paces: number, extra: Partial<ProfileQuery> = {}): ProfileQuery => ({
    start, budget: paces * PACE, terrain, costByTerrain: GROUND, stopByTerrain: STOP, occupancy: units.occupancy, zoc: units.zoc, ...extra,
  })
  return { grid, terrain, units, search, q }
}

/** A one-column map: hex i is row i, its only neighbours i - 1 (N) and i + 1 (S). */
const column = (cells: string) => fixture([...cells])
const open = (size: number) => fixture(Array(size).fill('.'.repeat(size)))

describe('core/movement/ProfileSearch', () => {
  it('SK-MOVE-1 on open ground a unit moves up to M: M4 goes 4 paces (2 hexes), M5 no farther', () => {
    const f = column('.....')
    const range = f.search.search(f.q(0, 4))
    expect(Array.from(range.cost)).toEqual([0, 8, 16, -1, -1])
    expect(range.reachable).toEqual([1, 2])
    expect(f.search.search(f.q(0, 5)).reachable).toEqual([1, 2]) // a third hex is 6 paces
  })

  it('SK-MOVE-2 woods halve movement: M4 crosses one wood hex', () => {
    const f = column('.ww..')
    const range = f.search.search(f.q(0, 4))
    expect(Array.from(range.cost)).toEqual([0, 4 * PACE, -1, -1, -1])
    expect(range.reachable).toEqual([1])
    expect(f.search.search(f.q(0, 8)).cost[2]).toBe(8 * PACE) // M8: two wood hexes
  })

  it('SK-MOVE-3/4 a high wall costs infantry 2 paces and cavalry 3', () => {
    const f = column('....')
    const wall = (paces: number) => {
      const side = new Uint16Array(f.grid.size * 6)
      side[0 * 6 + S] = side[1 * 6 + N] = paces * PACE
      return side
    }
    const infantry = f.search.search(f.q(0, 4, { sideCost: wall(2) }))
    expect(infantry.cost[1]).toBe(4 * PACE) // 2 paces for the wall + 2 for the hex: M4 is spent
    expect(infantry.reachable).toEqual([1])
    const cavalry = f.search.search(f.q(0, 8, { sideCost: wall(3) }))
    expect(Array.from(cavalry.cost)).toEqual([0, 5 * PACE, 7 * PACE, -1]) // M8: 5 left after the wall, then 1 hex
  })

  it('SK-MOVE-5 an about-face costs half the movement: M5 has 2.5 paces left', () => {
    const f = column('...')
    const range = f.search.search(f.q(1, 5, { startFacing: N, facing: { steps: 'front', turnCost: wheels(5) } }))
    expect(range.costAt(1, S)).toBe(2.5 * PACE) // not 3 wheels of 1 pace
    expect(range.pathTo(2)).toEqual([{ hex: 1, facing: N, cost: 0 }, { hex: 1, facing: S, cost: 10 }, { hex: 2, facing: S, cost: 18 }])
    expect(range.costAt(0, N)).toBe(HEX)
    expect(range.reachable).toEqual([0, 2])
  })

  it('SK-MOVE-6 a 60° wheel costs 1 pace, 120° costs 2', () => {
    const f = open(5)
    const c = f.grid.index(2, 2)
    const range = f.search.search(f.q(c, 8, { startFacing: N, facing: { steps: 'front', turnCost: wheels(8) } }))
    expect(range.turnsInPlace).toEqual([
      { facing: NE, cost: PACE }, { facing: SE, cost: 2 * PACE }, { facing: S, cost: 3 * PACE }, { facing: 4, cost: 2 * PACE }, { facing: NW, cost: PACE },
    ])
    // Wheel, then step into the hex now faced.
    expect(range.costAt(f.grid.neighbors[c * 6 + NE], NE)).toBe(PACE + HEX)
  })

  it('GAP-SK-02 the search combines turns: a 180° turn costs min(turnCost[3], 3 x 60°, 60° + 120°)', () => {
    const f = column('...')
    const about = (turnCost: [0, number, number, number]) =>
      f.search.search(f.q(1, 20, { startFacing: N, facing: { steps: 'front', turnCost } })).costAt(1, S)
    expect(about([0, 4, 8, 10])).toBe(10)
    expect(about([0, 4, 8, 20])).toBe(12)
    expect(about([0, 4, 5, 20])).toBe(9)
    expect(about([0, IMPASSABLE, IMPASSABLE, IMPASSABLE])).toBe(-1)
  })

  it('GAP-SK-02 with front steps a unit only moves into the hex it faces', () => {
    const f = column('...')
    const fixed = { steps: 'front', turnCost: [0, IMPASSABLE, IMPASSABLE, IMPASSABLE] } as const
    expect(f.search.search(f.q(1, 8, { startFacing: N, facing: fixed })).reachable).toEqual([0])
    expect(f.search.search(f.q(1, 8, { startFacing: S, facing: fixed })).reachable).toEqual([2])
    expect(f.search.search(f.q(1, 8, { startFacing: NE, facing: fixed })).reachable).toEqual([])
  })

  it('I-11 with steps in any direction the facing is the direction of the last hex entered', () => {
    const f = open(5)
    const c = f.grid.index(2, 2)
    const range = f.search.search(f.q(c, 2, { startFacing: N, facing: { steps: 'any', turnCost: [0, IMPASSABLE, IMPASSABLE, IMPASSABLE] } }))
    for (let d = 0; d < 6; d++) expect(range.facingsAt(f.grid.neighbors[c * 6 + d])).toEqual([{ facing: d, cost: HEX }])
    expect(range.turnsInPlace).toEqual([])
  })

  it('SK-CHARGE-3 a charger moves up to 2M and ends in contact: M4 at gap 6 moves 3 hexes', () => {
    const f = column('......')
    f.units.stamp([], [4], [4])
    const charge = f.search.search(f.q(0, 2 * 4, { startFacing: S, facing: { steps: 'front', turnCost: wheels(4) } }))
    expect(charge.costAt(3, S)).toBe(6 * PACE)
    expect(charge.canEnd[3]).toBe(1)
    expect(charge.cost[4]).toBe(-1) // never enters the enemy
    expect(f.search.search(f.q(0, 4, { startFacing: S, facing: { steps: 'front', turnCost: wheels(4) } })).cost[3]).toBe(-1)
  })

  it('HM-ZOC-3 a move that stops in enemy ZOC cannot turn afterwards; turning at a start in ZOC is allowed', () => {
    const f = column('.....')
    f.units.stamp([], [4], [4])
    const range = f.search.search(f.q(1, 10, { startFacing: S, facing: { steps: 'front', turnCost: wheels(10) } }))
    expect(range.facingsAt(3)).toEqual([{ facing: S, cost: 2 * HEX }])
    expect(range.stops[3]).toBe(1)
    const inZoc = f.search.search(f.q(3, 10, { startFacing: S, facing: { steps: 'front', turnCost: wheels(10) } }))
    expect(inZoc.costAt(3, N)).toBe(3 * PACE)
    expect(inZoc.costAt(2, N)).toBe(3 * PACE + HEX) // out of ZOC, so free to go on (HM-ZOC-5)
    expect(inZoc.costAt(0, N)).toBe(3 * PACE + 3 * HEX)
  })

  it('HM-ZOC-4 / GAP-HM-09 the default rules: no step from ZOC into ZOC; a friend in enemy ZOC is neither passed nor ended on', () => {
    const f = column('......')
    f.units.stamp([4], [5], [5]) // a friend at 4, in the enemy's ZOC
    const range = f.search.search(f.q(0, 20))
    expect(range.cost[3]).toBe(3 * HEX)
    expect(range.cost[4]).toBe(-1) // GAP-HM-09
    f.units.stamp([], [5], [5])
    expect(f.search.search(f.q(0, 20)).cost[4]).toBe(4 * HEX)
    f.units.stamp([], [1, 4], [1, 4]) // ZOC at 0, 2, 3 and 5
    expect(f.search.search(f.q(2, 20)).reachable).toEqual([]) // HM-ZOC-4: 2 -> 3 is ZOC to ZOC
    expect(f.search.search(f.q(2, 20, { rules: { zocToZoc: false } })).reachable).toEqual([3])
  })

  it('SK-FLY-1 a flyer crosses a wall and woods at no extra cost', () => {
    const f = column('.ww.w.')
    const wall = new Uint16Array(f.grid.size * 6)
    wall[2 * 6 + S] = wall[3 * 6 + N] = 3 * PACE
    expect(f.search.search(f.q(0, 10, { sideCost: wall })).reachable).toEqual([1, 2]) // on foot
    const flyer = f.search.search(f.q(0, 10, { costByTerrain: FLYER, rules: FLYER_RULES })) // no sideCost
    expect(Array.from(flyer.cost)).toEqual([0, 8, 16, 24, 32, 40])
  })

  it('GAP-SK-26 a flyer may cross a lake but not end on it', () => {
    const f = column('.l.')
    expect(f.search.search(f.q(0, 4)).reachable).toEqual([])
    const flyer = f.search.search(f.q(0, 4, { costByTerrain: FLYER, noEndByTerrain: NO_END, rules: FLYER_RULES }))
    expect(flyer.cost[1]).toBe(HEX)
    expect(flyer.reachable).toEqual([2])
  })

  it('I-04 a flyer ignores ZOC', () => {
    const f = fixture(['...', '...', '...', '...'])
    f.units.stamp([], [f.grid.index(0, 1)], [f.grid.index(0, 1)]) // ZOC over column 1's first rows
    const start = f.grid.index(1, 0)
    const far = f.grid.index(1, 3)
    expect(f.search.search(f.q(start, 6)).cost[far]).toBe(-1)
    expect(f.search.search(f.q(start, 6, { costByTerrain: FLYER, rules: FLYER_RULES })).cost[far]).toBe(3 * HEX)
  })

  it('GAP-SK-26 a flyer passes over units but may not end on one', () => {
    const f = column('.....')
    f.units.stamp([3], [2], [2])
    expect(f.search.search(f.q(0, 8)).reachable).toEqual([1])
    const flyer = f.search.search(f.q(0, 8, { costByTerrain: FLYER, rules: FLYER_RULES }))
    expect(Array.from(flyer.cost)).toEqual([0, 8, 16, 24, 32])
    expect(flyer.reachable).toEqual([1, 4])
    f.units.stamp([3], [], [])
    expect(f.search.search(f.q(0, 8)).cost[4]).toBe(4 * HEX)
    expect(f.search.search(f.q(0, 8, { rules: { passFriends: false } })).cost[4]).toBe(-1) // friends block
  })

  it('I-12 a unit that exerts no ZOC does not stop a mover', () => {
    const f = column('.....')
    const prisoner = 2
    f.units.stamp([], [prisoner], [prisoner]) // were it an ordinary enemy: ZOC at 1 and 3, hex 2 blocked
    expect(f.search.search(f.q(0, 8)).reachable).toEqual([1])
    f.units.stamp([], [], []) // a prisoner: not an adversary, neither occupies nor exerts ZOC (not stamped)
    expect(f.search.search(f.q(0, 8)).reachable).toEqual([1, 2, 3, 4])
    f.units.stamp([], [prisoner], []) // an enemy that exerts no ZOC: blocks its hex, stops nobody
    expect(f.search.search(f.q(4, 8)).reachable).toEqual([3])
    expect(f.search.search(f.q(4, 8)).stops[3]).toBe(0)
  })

  it('a ford ends the move, and a stopped unit does not turn', () => {
    const f = column('.f..')
    const range = f.search.search(f.q(0, 8, { startFacing: S, facing: { steps: 'front', turnCost: wheels(8) } }))
    expect(range.facingsAt(1)).toEqual([{ facing: S, cost: HEX }])
    expect(range.cost[2]).toBe(-1)
  })

  it('GAP-HM-03 minimum move with facing: one step from the start state, no turn, the whole budget', () => {
    const f = column('.w.')
    const front = f.search.search(f.q(0, 2, { startFacing: S, minimumMove: true, facing: { steps: 'front', turnCost: wheels(2) } }))
    expect(front.facingsAt(1)).toEqual([{ facing: S, cost: 2 * HEX }])
    expect(front.stops[1]).toBe(1)
    expect(front.reachable).toEqual([1])
    const g = column('w.w')
    const facingAway = g.search.search(g.q(1, 2, { startFacing: N, minimumMove: true, facing: { steps: 'front', turnCost: wheels(2) } }))
    expect(facingAway.reachable).toEqual([0]) // not the hex behind
    const any = g.search.search(g.q(1, 1, { startFacing: N, minimumMove: true, facing: { steps: 'any', turnCost: wheels(1) } }))
    expect(any.reachable).toEqual([0, 2])
    expect(any.facingsAt(2)).toEqual([{ facing: S, cost: 2 * HEX }])
    expect(g.search.search(g.q(1, 1, { startFacing: N, facing: { steps: 'any', turnCost: wheels(1) } })).reachable).toEqual([])
  })

  it('pathTo lists the turns; ties go to the first route found (cost, FIFO, then DIRECTIONS order)', () => {
    const f = open(5)
    const c = f.grid.index(2, 2)
    const range = f.search.search(f.q(c, 8, { startFacing: N, facing: { steps: 'front', turnCost: [0, 4, 8, 12] } }))
    // 180° costs 12 directly, by 60° + 120° and by 3 x 60°: the direct turn is found first.
    expect(range.pathTo(c, S)).toEqual([{ hex: c, facing: N, cost: 0 }, { hex: c, facing: S, cost: 12 }])
    // Without a facing, the cheapest one (the lowest facing on a tie).
    const ne = f.grid.neighbors[c * 6 + NE]
    expect(range.pathTo(ne)).toEqual([{ hex: c, facing: N, cost: 0 }, { hex: c, facing: NE, cost: 4 }, { hex: ne, facing: NE, cost: 12 }])
    // Without facing rules: two equal routes to (3,0), through N (2,1) and through NE (3,1); N first.
    const flat = f.search.search(f.q(c, 4))
    const target = f.grid.index(3, 0)
    expect(flat.pathTo(target).map((s) => s.hex)).toEqual([c, f.grid.index(2, 1), target])
    expect(flat.pathTo(target).map((s) => s.facing)).toEqual([-1, -1, -1])
    expect(flat.pathTo(-1)).toEqual([])
  })

  it('results are views: a later query makes them stale, copy() keeps one', () => {
    const f = column('...')
    const a = f.search.search(f.q(0, 2))
    const kept = a.copy()
    const b = f.search.search(f.q(2, 4, { startFacing: N, facing: { steps: 'any', turnCost: wheels(4) } }))
    expect(a.valid).toBe(false)
    expect(() => a.reachable).toThrow(/stale/)
    expect(() => a.pathTo(1)).toThrow(/stale/)
    expect(kept.reachable).toEqual([1])
    expect(b.reachable).toEqual([0, 1])
    // A later query without facing is exact again (only the touched states were undone).
    expect(Array.from(f.search.search(f.q(1, 2)).cost)).toEqual([8, 0, 8])
  })

  it('rejects bad queries with a RangeError', () => {
    const f = column('...')
    const facing = { steps: 'front', turnCost: wheels(4) } as const
    const bad: [Partial<ProfileQuery>, RegExp][] = [
      [{ start: 3 }, /start 3 is not on the 1x3 map/],
      [{ start: 0.5 }, /start/],
      [{ budget: 2.5 }, /budget must be an integer/],
      [{ budget: -1 }, /budget/],
      [{ facing }, /startFacing must be an integer 0..5/],
      [{ facing, startFacing: 6 }, /startFacing/],
      [{ facing: { steps: 'back' as 'any', turnCost: wheels(4) }, startFacing: 0 }, /facing.steps/],
      [{ facing: { steps: 'any', turnCost: [1, 2, 3, 4] as unknown as [0, number, number, number] }, startFacing: 0 }, /turnCost/],
      [{ facing: { steps: 'any', turnCost: [0, 2, 3.5, 4] }, startFacing: 0 }, /turnCost\[2\]/],
      [{ zoc: new Uint8Array(2) }, /zoc has 2 entries, the map needs 3/],
      [{ sideCost: new Uint16Array(3) }, /sideCost/],
      [{ stopByTerrain: new Uint8Array(1) }, /stopByTerrain/],
      [{ costByTerrain: Uint16Array.from([HEX]), stopByTerrain: undefined, terrain: Uint8Array.from([0, 1, 0]) }, /hex 1 has terrain 1/],
    ]
    for (const [extra, message] of bad) {
      expect(() => f.search.search({ ...f.q(0, 4), ...extra })).toThrow(RangeError)
      expect(() => f.search.search({ ...f.q(0, 4), ...extra })).toThrow(message)
    }
    // A search that throws half-way (terrain 1 at hex 2 has no cost) leaves the buffers exact.
    const g = column('...')
    g.terrain[2] = 1
    const cheap = { costByTerrain: Uint16Array.from([HEX]), stopByTerrain: undefined }
    expect(() => g.search.search(g.q(0, 8, { ...cheap, startFacing: S, facing }))).toThrow(/hex 2 has terrain 1/)
    g.terrain[2] = 0
    expect(Array.from(g.search.search(g.q(2, 2, cheap)).cost)).toEqual([-1, HEX, 0])
    const range = f.search.search(f.q(0, 4, { startFacing: S, facing }))
    expect(() => range.costAt(1, 6)).toThrow(RangeError)
    expect(range.costAt(7, 0)).toBe(-1)
    expect(f.search.search(f.q(0, 4, { startFacing: 9 })).startFacing).toBe(-1) // ignored without facing rules
  })

  it('friends passed through: turning on them is allowed, ending is not', () => {
    const f = column('....')
    f.units.stamp([1], [], [])
    const range = f.search.search(f.q(0, 8, { startFacing: S, facing: { steps: 'front', turnCost: wheels(8) } }))
    expect(range.canEnd[1]).toBe(0)
    expect(range.costAt(1, N)).toBe(HEX + 3 * PACE) // 180° as 3 wheels of 1 pace
    expect(range.reachable).toEqual([2, 3])
  })
})
