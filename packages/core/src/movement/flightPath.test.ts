import { describe, expect, it } from 'vitest'
import { nextInt, seedRng } from '../dice/rng'
import { HexGrid } from '../hex/HexGrid'
import { distanceToNearest } from './distanceToNearest'
import { edgeDistance, flightPath, type FlightQuery } from './flightPath'
import { IMPASSABLE, OCC_ENEMY, OCC_FRIEND } from './MoveQuery'

const STEP = 8 // ticks per hex: 2 paces of 4 ticks
// Terrain: 0 open, 1 impassable, 2 woods (only when the caller charges terrain).
const UNIFORM = Uint16Array.from([STEP, IMPASSABLE, STEP]) // GAP-SK-15: terrain ignored
const CHARGED = Uint16Array.from([STEP, IMPASSABLE, 2 * STEP])

/** A map from rows: `.` open, `#` impassable, `w` woods, `E` enemy, `F` friend, `U` the fleeing unit. */
function fixture(rows: string[]) {
  const grid = new HexGrid(rows[0].length, rows.length)
  const terrain = new Uint8Array(grid.size)
  const occupancy = new Int8Array(grid.size)
  const enemies: number[] = []
  let start = -1
  rows.forEach((row, r) => [...row].forEach((ch, c) => {
    const h = grid.index(c, r)
    terrain[h] = ch === '#' ? 1 : ch === 'w' ? 2 : 0
    if (ch === 'E') {
      occupancy[h] = OCC_ENEMY
      enemies.push(h)
    }
    if (ch === 'F') occupancy[h] = OCC_FRIEND
    if (ch === 'U') start = h
  }))
  const away = distanceToNearest(grid, enemies)
  const q = (steps: number, extra: Partial<FlightQuery> = {}): FlightQuery => ({
    start, budget: steps * STEP, terrain, costByTerrain: UNIFORM, occupancy, away, ...extra,
  })
  return { grid, start, away, q, at: (c: number, r: number) => grid.index(c, r) }
}

describe('core/movement/flightPath', () => {
  it('R-07 a fleeing unit steps away from the nearest enemy, then towards the nearest edge, then by direction order', () => {
    const f = fixture(Array(9).fill('.........'))
    const u = f.at(3, 4) // odd column: N (3,3) NE (4,4) SE (4,5) S (3,5) SW (2,5) NW (2,4)
    const [n, ne, , , sw, nw] = Array.from({ length: 6 }, (_, d) => f.grid.neighbors[u * 6 + d])
    expect([edgeDistance(f.grid, ne), edgeDistance(f.grid, sw), edgeDistance(f.grid, nw)]).toEqual([4, 2, 2])
    const step = (values: [number, number][]) => {
      const away = new Int32Array(f.grid.size)
      for (const [h, v] of values) away[h] = v
      return flightPath(f.grid, { ...f.q(1), start: u, away }).path
    }
    expect(step([[n, 6], [sw, 5]])).toEqual([n]) // farthest from the enemy, though farther from the edge
    expect(step([[ne, 5], [sw, 5]])).toEqual([sw]) // a tie: nearest the edge, though a higher direction
    expect(step([[sw, 5], [nw, 5]])).toEqual([sw]) // a tie on both: the lowest direction
  })

  it('SK-MORALE-2 a whole flight ends farther from the enemy and nearer the edge', () => {
    const f = fixture(['...........', '...........', '...........', '...........', '....EU.....', '...........', '...........', '...........', '...........'])
    const flight = flightPath(f.grid, f.q(3))
    const last = flight.path[flight.path.length - 1]
    expect(flight.path).toHaveLength(3)
    expect(flight.end).toBe('budget')
    expect(f.away[last]).toBeGreaterThan(f.away[f.start])
    expect(edgeDistance(f.grid, last)).toBeLessThan(edgeDistance(f.grid, f.start))
    for (let k = 1; k < flight.path.length; k++) expect(f.away[flight.path[k]]).toBeGreaterThan(f.away[flight.path[k - 1]])
    expect(flight.cost).toBe(3 * STEP)
  })

  it('R-06 a flight that enters an edge hex loses the unit', () => {
    const f = fixture(['.......', '.......', '..EU...', '.......', '.......'])
    const lost = flightPath(f.grid, f.q(10))
    expect(lost).toMatchObject({ exited: true, end: 'edge' })
    expect(lost.path.length).toBeLessThan(10) // whatever budget is left
    const last = lost.path[lost.path.length - 1]
    expect(f.grid.isEdge(last)).toBe(true)
    expect(lost.path.slice(0, -1).every((h) => !f.grid.isEdge(h))).toBe(true)
    expect(lost.cost).toBe(lost.path.length * STEP)
    // With exit 'none' the unit stops on that edge hex and stays in play.
    expect(flightPath(f.grid, f.q(10, { exit: 'none' }))).toEqual({ ...lost, exited: false })
    // Short of the edge: not lost.
    expect(flightPath(f.grid, f.q(lost.path.length - 1))).toMatchObject({ exited: false, end: 'budget' })
  })

  it('GAP-SK-15 a flight passes through friends and stops next to an enemy', () => {
    // A corridor (column 1 between impassable columns): the attacker north, a friend, then an enemy.
    const f = fixture(['###', '#.#', '#E#', '#U#', '#F#', '#.#', '#E#', '#.#', '#.#', '###'])
    const flight = flightPath(f.grid, f.q(20))
    expect(flight).toEqual({ path: [f.at(1, 4), f.at(1, 5)], cost: 2 * STEP, exited: false, end: 'enemy' })
    expect(f.grid.distance(f.at(1, 5), f.at(1, 6))).toBe(1)
  })

  it('GAP-SK-15 a flight whose budget runs out on a friend ends on the last free hex before it', () => {
    const f = fixture(['###', '#E#', '#U#', '#.#', '#F#', '#F#', '#.#', '#.#', '###'])
    expect(flightPath(f.grid, f.q(2))).toEqual({ path: [f.at(1, 3)], cost: STEP, exited: false, end: 'budget' })
    expect(flightPath(f.grid, f.q(3))).toEqual({ path: [f.at(1, 3)], cost: STEP, exited: false, end: 'budget' })
    expect(flightPath(f.grid, f.q(4)).path).toEqual([f.at(1, 3), f.at(1, 4), f.at(1, 5), f.at(1, 6)])
    const g = fixture(['###', '#E#', '#U#', '#F#', '#.#', '###'])
    expect(flightPath(g.grid, g.q(1))).toEqual({ path: [], cost: 0, exited: false, end: 'budget' }) // stays put
  })

  it('never re-enters a hex of the flight: a unit in a dead end stops instead of turning back', () => {
    const f = fixture(['#####', '#...#', '#.U.#', '#E#.#', '#####'])
    const flight = flightPath(f.grid, f.q(20, { exit: 'none' }))
    expect(new Set(flight.path).size).toBe(flight.path.length)
    expect(flight.path).not.toContain(f.start)
    expect(flight.end).toBe('blocked')
  })

  it('skips a step it cannot afford for the best one it can; stops when none is affordable', () => {
    const f = fixture(['.....', '.....', '..Uw.', '.....', '.....'])
    const [se, s] = [f.grid.neighbors[f.start * 6 + 2], f.grid.neighbors[f.start * 6 + 3]]
    const away = new Int32Array(f.grid.size)
    away[se] = 5 // the woods, the farthest from the enemy
    away[s] = 4
    expect(flightPath(f.grid, f.q(1, { away })).path).toEqual([se])
    expect(flightPath(f.grid, f.q(1, { away, costByTerrain: CHARGED })).path).toEqual([s])
    expect(flightPath(f.grid, f.q(2, { away, costByTerrain: CHARGED })).path[0]).toBe(se)
    expect(flightPath(f.grid, f.q(0))).toEqual({ path: [], cost: 0, exited: false, end: 'budget' })
    const side = new Uint16Array(f.grid.size * 6).fill(IMPASSABLE)
    expect(flightPath(f.grid, f.q(5, { sideCost: side }))).toEqual({ path: [], cost: 0, exited: false, end: 'blocked' })
  })

  it('rejects bad queries with a RangeError', () => {
    const f = fixture(['...', '.U.', '...'])
    const bad: [Partial<FlightQuery>, RegExp][] = [
      [{ start: 9 }, /start 9 is not on the 3x3 map/],
      [{ budget: 1.5 }, /budget/],
      [{ away: new Int32Array(2) }, /away has 2 entries/],
      [{ exit: 'off' as 'none' }, /exit/],
      [{ costByTerrain: Uint16Array.from([STEP]), terrain: Uint8Array.from([0, 0, 0, 0, 0, 3, 0, 0, 0]) }, /terrain 3/],
    ]
    for (const [extra, message] of bad) expect(() => flightPath(f.grid, { ...f.q(2), ...extra })).toThrow(message)
    for (const [extra] of bad) expect(() => flightPath(f.grid, { ...f.q(2), ...extra })).toThrow(RangeError)
  })
})

describe('core/movement/distanceToNearest', () => {
  it('is the hex distance to the nearest source, on random maps', () => {
    const rng = seedRng('distance-to-nearest')
    for (let round = 0; round < 40; round++) {
      const grid = new HexGrid(1 + nextInt(rng, 12), 1 + nextInt(rng, 12))
      const sources = Array.from({ length: 1 + nextInt(rng, 4) }, () => nextInt(rng, grid.size))
      const out = distanceToNearest(grid, sources)
      for (let h = 0; h < grid.size; h++) expect(out[h]).toBe(Math.min(...sources.map((s) => grid.distance(h, s))))
    }
  })

  it('-1 everywhere without a source; fills and returns `out`; rejects off-map sources', () => {
    const grid = new HexGrid(4, 3)
    const out = new Int32Array(12).fill(7)
    expect(distanceToNearest(grid, [], out)).toBe(out)
    expect(Array.from(out)).toEqual(Array(12).fill(-1))
    expect(() => distanceToNearest(grid, [12])).toThrow(RangeError)
    expect(() => distanceToNearest(grid, [0], new Int32Array(3))).toThrow(RangeError)
  })

  it('edgeDistance is the distance to the nearest edge hex (HexGrid.nearestEdgeHexes)', () => {
    for (const [w, h] of [[7, 5], [8, 9], [1, 4], [3, 1]]) {
      const grid = new HexGrid(w, h)
      for (let i = 0; i < grid.size; i++) expect(edgeDistance(grid, i)).toBe(grid.distance(i, grid.nearestEdgeHexes(i)[0]))
    }
  })
})
