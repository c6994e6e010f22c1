import { describe, expect, it } from 'vitest'
import { HexGrid } from './HexGrid'

// 5 x 4 test map, indices row * 5 + col:
//  0  1  2  3  4
//  5  6  7  8  9
// 10 11 12 13 14
// 15 16 17 18 19
const grid = new HexGrid(5, 4)

describe('core/hex/HexGrid', () => {
  it('maps positions, refs and indices both ways', () => {
    expect(grid.size).toBe(20)
    expect(grid.index(4, 3)).toBe(19)
    expect(grid.index(5, 0)).toBe(-1)
    expect(grid.index(-1, 0)).toBe(-1)
    expect(grid.index(0, 4)).toBe(-1)
    expect(grid.indexOfRef('2,3')).toBe(17)
    expect(grid.indexOfRef('5,0')).toBe(-1)
    // One hex, one spelling: a non-canonical reference is not a hex of the map (hexRefSchema).
    expect(grid.indexOfRef('02,3')).toBe(-1)
    expect(grid.indexOfRef('2,03')).toBe(-1)
    expect(grid.indexOfRef(' 2,3')).toBe(-1)
    expect(grid.indexOfRef('2;3')).toBe(-1)
    expect(grid.refOf(17)).toBe('2,3')
    expect(grid.colOf(17)).toBe(2)
    expect(grid.rowOf(17)).toBe(3)
    expect(() => grid.refOf(20)).toThrow(RangeError)
    expect(() => new HexGrid(0, 3)).toThrow(RangeError)
    for (let i = 0; i < grid.size; i++) expect(grid.indexOfAxial(grid.axialOf(i))).toBe(i)
    expect(grid.indexOfAxial({ q: 2, r: -2 })).toBe(-1)
  })

  it('precomputes neighbours in DIRECTIONS order with -1 off the map', () => {
    const nb = (i: number) => Array.from(grid.neighbors.subarray(i * 6, i * 6 + 6))
    expect(nb(6)).toEqual([1, 7, 12, 11, 10, 5]) // odd column 1, row 1
    expect(nb(7)).toEqual([2, 3, 8, 12, 6, 1]) // even column 2, row 1
    expect(nb(0)).toEqual([-1, -1, 1, 5, -1, -1])
    expect(nb(19)).toEqual([14, -1, -1, -1, 18, 13]) // even column 4, last row
    // Symmetry: if j is i's neighbour in direction d, i is j's neighbour in direction d + 3.
    for (let i = 0; i < grid.size; i++) {
      for (let d = 0; d < 6; d++) {
        const j = grid.neighbors[i * 6 + d]
        if (j >= 0) expect(grid.neighbors[j * 6 + ((d + 3) % 6)]).toBe(i)
      }
    }
  })

  it('finds the direction from a hex to a neighbour, -1 for any other hex', () => {
    expect([1, 7, 12, 11, 10, 5].map((j) => grid.directionTo(6, j))).toEqual([0, 1, 2, 3, 4, 5])
    expect(grid.directionTo(6, 6)).toBe(-1)
    expect(grid.directionTo(6, 8)).toBe(-1)
    expect(grid.directionTo(0, -1)).toBe(-1)
  })

  it('measures distance between indices', () => {
    expect(grid.distance(0, 0)).toBe(0)
    expect(grid.distance(0, 2)).toBe(2)
    expect(grid.distance(0, 18)).toBe(5)
    expect(grid.distance(18, 0)).toBe(5)
    expect(grid.distance(6, 12)).toBe(1)
  })

  it('reports the borders a hex lies on', () => {
    expect(grid.edgeOf(0)).toEqual(['north', 'west'])
    expect(grid.edgeOf(19)).toEqual(['south', 'east'])
    expect(grid.edgeOf(7)).toEqual([])
    expect(grid.isEdge(7)).toBe(false)
    expect(grid.isEdge(10)).toBe(true)
    expect(new HexGrid(1, 1).edgeOf(0)).toEqual(['north', 'south', 'east', 'west'])
    expect(grid.edgeHexes(['north'])).toEqual([0, 1, 2, 3, 4])
    expect(grid.edgeHexes(['west', 'east'])).toEqual([0, 4, 5, 9, 10, 14, 15, 19])
    expect(grid.edgeHexes()).toHaveLength(14)
    expect(grid.edgeHexes([])).toEqual([])
  })

  it('finds the nearest edge hexes, keeping ties in ascending order', () => {
    expect(grid.nearestEdgeHexes(7)).toEqual([1, 2, 3])
    expect(grid.nearestEdgeHexes(7, ['west'])).toEqual([0, 5, 10])
    expect(grid.nearestEdgeHexes(7, ['south'])).toEqual([17])
    expect(grid.nearestEdgeHexes(11, ['south'])).toEqual([15, 16, 17])
    expect(grid.nearestEdgeHexes(10)).toEqual([10])
    expect(grid.nearestEdgeHexes(7, [])).toEqual([])
  })

  it('lists rings (on-map only, clockwise from north) and discs (ascending)', () => {
    expect(grid.ring(7, 0)).toEqual([7])
    expect(grid.ring(7, 1)).toEqual([2, 3, 8, 12, 6, 1])
    expect(grid.ring(0, 1)).toEqual([1, 5])
    expect(grid.ring(7, 2).every((h) => grid.distance(7, h) === 2)).toBe(true)
    expect(grid.within(0, 1)).toEqual([0, 1, 5])
    expect(grid.within(7, 1)).toEqual([1, 2, 3, 6, 7, 8, 12])
    const big = grid.within(7, 9)
    expect(big).toHaveLength(20)
  })

  it('draws index lines, marking off-map points on the top border with -1', () => {
    expect(grid.line(0, 15)).toEqual([0, 5, 10, 15])
    expect(grid.line(0, 2, 1)).toEqual([0, 1, 2])
    expect(grid.line(0, 2, -1)).toEqual([0, -1, 2])
    expect(grid.line(5, 7, 1)).toEqual([5, 6, 7])
    expect(grid.line(5, 7, -1)).toEqual([5, 1, 7])
  })

  it('checks line of sight through intervening hexes only', () => {
    const blocks = new Uint8Array(grid.size)
    expect(grid.hasLineOfSight(0, 15, blocks)).toBe(true)
    blocks[10] = 1
    expect(grid.hasLineOfSight(0, 15, blocks)).toBe(false)
    expect(grid.hasLineOfSight(15, 0, blocks)).toBe(false)
    // Ends never block, adjacent and identical hexes always see each other.
    expect(grid.hasLineOfSight(5, 10, blocks)).toBe(true)
    expect(grid.hasLineOfSight(10, 10, blocks)).toBe(true)
  })

  it('blocks a line along a hexside only when the hexes on both sides block', () => {
    const blocks = new Uint8Array(grid.size)
    blocks[1] = 1
    expect(grid.hasLineOfSight(5, 7, blocks)).toBe(true)
    blocks[1] = 0
    blocks[6] = 1
    expect(grid.hasLineOfSight(5, 7, blocks)).toBe(true)
    blocks[1] = 1
    expect(grid.hasLineOfSight(5, 7, blocks)).toBe(false)
    expect(grid.hasLineOfSight(7, 5, blocks)).toBe(false)
  })

  it('treats an off-map border point as blocking its own line only', () => {
    const blocks = new Uint8Array(grid.size)
    expect(grid.hasLineOfSight(0, 2, blocks)).toBe(true)
    blocks[1] = 1
    expect(grid.hasLineOfSight(0, 2, blocks)).toBe(false)
  })

  it('is symmetric on every pair of a random-looking blocker pattern', () => {
    const blocks = new Uint8Array(grid.size)
    for (const h of [3, 6, 12, 13, 16]) blocks[h] = 1
    for (let i = 0; i < grid.size; i++) {
      for (let j = 0; j < grid.size; j++) {
        expect(grid.hasLineOfSight(i, j, blocks)).toBe(grid.hasLineOfSight(j, i, blocks))
      }
    }
  })
})
