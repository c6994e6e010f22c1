import { describe, expect, it } from 'vitest'
import { HexGrid } from '../hex/HexGrid'
import { FloodFill } from './FloodFill'
import { MovementSearch } from './MovementSearch'

// 5 x 4 map, indices row * 5 + col.
const grid = new HexGrid(5, 4)
const all = () => new Uint8Array(grid.size).fill(1)

describe('core/movement/FloodFill', () => {
  it('counts steps breadth-first through allowed hexes, start first', () => {
    const flood = new FloodFill(grid)
    const r = flood.fill(0, all())
    for (let h = 0; h < grid.size; h++) expect(r.steps[h]).toBe(grid.distance(0, h))
    expect(r.order[0]).toBe(0)
    expect(r.order).toHaveLength(20)
    expect(r.pathTo(2)).toEqual([0, 1, 2])
  })

  it('never enters forbidden hexes but always includes the start', () => {
    const allowed = all()
    allowed[0] = 0
    for (const h of [1, 6, 11, 16]) allowed[h] = 0 // wall on column 1 (with the start forbidden)
    const r = new FloodFill(grid).fill(0, allowed)
    expect(Array.from(r.order).sort((a, b) => a - b)).toEqual([0, 5, 10, 15])
    expect(r.steps[2]).toBe(-1)
    expect(r.pathTo(2)).toEqual([])
  })

  it('answers connectivity and undoes only what the previous query touched', () => {
    const flood = new FloodFill(grid)
    const allowed = all()
    for (const h of [1, 6, 11, 16]) allowed[h] = 0
    expect(flood.connected(0, 15, allowed)).toBe(true)
    expect(flood.connected(0, 4, allowed)).toBe(false)
    expect(flood.connected(3, 3, allowed)).toBe(true)
    expect(flood.connected(0, 1, allowed)).toBe(false)
    const r = flood.fill(2, all())
    for (let h = 0; h < grid.size; h++) expect(r.steps[h]).toBe(grid.distance(2, h))
  })

  it('finds the path to the nearest target, lowest index among ties (e.g. nearest map edge)', () => {
    const search = new MovementSearch(grid)
    const edge = new Uint8Array(grid.size)
    for (const h of grid.edgeHexes()) edge[h] = 1
    // From 7 = (2,1): edge hexes 1, 2 and 3 are all one step away: 1 wins.
    expect(search.nearestPath(7, all(), edge)).toEqual([7, 1])
    const allowed = all()
    allowed[1] = 0
    allowed[2] = 0
    expect(search.nearestPath(7, allowed, edge)).toEqual([7, 3])
    // Only the south edge, reached avoiding 12.
    const south = new Uint8Array(grid.size)
    for (const h of grid.edgeHexes(['south'])) south[h] = 1
    allowed[12] = 0
    expect(search.nearestPath(7, allowed, south)).toEqual([7, 6, 11, 15])
    expect(search.nearestPath(17, allowed, south)).toEqual([17])
    expect(search.nearestPath(7, new Uint8Array(grid.size), south)).toEqual([])
  })

  it('is reachable through MovementSearch helpers', () => {
    const search = new MovementSearch(grid)
    expect(search.floodFill(0, all()).steps[19]).toBe(grid.distance(0, 19))
    expect(search.connected(0, 19, all())).toBe(true)
    expect(() => search.floodFill(20, all())).toThrow(RangeError)
  })
})
