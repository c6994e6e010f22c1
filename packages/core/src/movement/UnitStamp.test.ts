import { describe, expect, it } from 'vitest'
import { HexGrid } from '../hex/HexGrid'
import { IMPASSABLE } from './MoveQuery'
import { clearStamp, stampUnits } from './stampUnits'
import { UnitStamp } from './UnitStamp'

// 5 x 5 map, indices row * 5 + col.
const grid = new HexGrid(5, 5)
const marked = (a: ArrayLike<number>) => Array.from(a).flatMap((v, h) => (v !== 0 ? [h] : []))

describe('core/movement/stampUnits', () => {
  it('HM-ZOC-1 stamps friends, enemies and the ZOC of each enemy on its on-map neighbours', () => {
    const occ = new Int8Array(grid.size)
    const zoc = new Uint8Array(grid.size)
    const touched = new Int32Array(grid.size)
    const n = stampUnits(grid, [20], [12, 2], [12, 2], occ, zoc, { touched })
    expect(occ[20]).toBe(1)
    expect(occ[12]).toBe(2)
    expect(occ[2]).toBe(2)
    // 12 = (2,2): 7, 8, 13, 17, 11, 6; 2 = (2,0): 3, 7, 1 on the map.
    expect(marked(zoc)).toEqual([1, 3, 6, 7, 8, 11, 13, 17])
    expect(n).toBe(3 + 8) // each hex recorded once
    clearStamp(touched, n, occ, zoc)
    expect(marked(occ)).toEqual([])
    expect(marked(zoc)).toEqual([])
  })

  it('GAP-HM-09 ZOC does not extend across an impassable hexside', () => {
    const occ = new Int8Array(grid.size)
    const zoc = new Uint8Array(grid.size)
    const side = new Uint16Array(grid.size * 6)
    side[12 * 6 + 0] = IMPASSABLE // 12 -> 7 (north)
    side[7 * 6 + 3] = IMPASSABLE
    stampUnits(grid, [], [12], [12], occ, zoc, { sideCost: side })
    expect(marked(zoc)).toEqual([6, 8, 11, 13, 17])
  })

  it('rejects hexes off the map', () => {
    const occ = new Int8Array(grid.size)
    const zoc = new Uint8Array(grid.size)
    expect(() => stampUnits(grid, [-1], [], [], occ, zoc)).toThrow(RangeError)
    expect(() => stampUnits(grid, [], [25], [], occ, zoc)).toThrow(RangeError)
  })
})

describe('core/movement/UnitStamp', () => {
  it('replaces the previous stamp instead of adding to it', () => {
    const units = new UnitStamp(grid)
    units.stamp([0], [12], [12])
    units.stamp([24], [4], [4])
    expect(marked(units.occupancy)).toEqual([4, 24])
    expect(units.occupancy[24]).toBe(1)
    expect(units.occupancy[4]).toBe(2)
    expect(marked(units.zoc)).toEqual([3, 9])
    units.clear()
    expect(marked(units.occupancy)).toEqual([])
    expect(marked(units.zoc)).toEqual([])
  })
})

describe('core/movement/UnitStamp (layers)', () => {
  const fresh = (friends: number[], enemies: number[], zocs: number[], side?: Uint16Array) => {
    const occ = new Int8Array(grid.size)
    const zoc = new Uint8Array(grid.size)
    stampUnits(grid, friends, enemies, zocs, occ, zoc, { sideCost: side })
    return { occ: Array.from(occ), zoc: Array.from(zoc) }
  }

  it('restamps only the friends when the enemies are unchanged', () => {
    const units = new UnitStamp(grid)
    units.stamp([0, 1], [12], [12])
    units.stamp([1, 24], [12], [12])
    expect(Array.from(units.occupancy)).toEqual(fresh([1, 24], [12], [12]).occ)
    expect(Array.from(units.zoc)).toEqual(fresh([1, 24], [12], [12]).zoc)
  })

  it('lets an enemy win over a friend listed on the same hex, on every path', () => {
    const units = new UnitStamp(grid)
    units.stamp([12], [12], [12])
    expect(units.occupancy[12]).toBe(2)
    units.stamp([3], [12], [12])
    units.stamp([12, 3], [12], [12])
    expect(units.occupancy[12]).toBe(2)
    units.stamp([], [12], [12])
    expect(units.occupancy[12]).toBe(2)
  })

  it('restamps the ZOC when the hexside array changes (compared by identity)', () => {
    const units = new UnitStamp(grid)
    const side = new Uint16Array(grid.size * 6)
    side[12 * 6 + 0] = IMPASSABLE
    units.stamp([], [12], [12])
    expect(units.zoc[7]).toBe(1)
    units.stamp([], [12], [12], side)
    expect(units.zoc[7]).toBe(0)
  })

  it('leaves the arrays empty after a bad hex', () => {
    const units = new UnitStamp(grid)
    units.stamp([0], [12], [12])
    expect(() => units.stamp([99], [12], [12])).toThrow(RangeError)
    expect(marked(units.occupancy)).toEqual([])
    expect(marked(units.zoc)).toEqual([])
    expect(() => units.stamp([0], [12, -1], [12])).toThrow(RangeError)
    expect(marked(units.occupancy)).toEqual([])
    units.stamp([0], [12], [12])
    expect(marked(units.occupancy)).toEqual([0, 12])
  })

  it('always equals a fresh stamp over a long random sequence of unit lists', () => {
    let seed = 12345
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) >>> 0
      return (seed >>> 16) % n
    }
    const units = new UnitStamp(grid)
    let enemies = [rnd(25), rnd(25)]
    for (let step = 0; step < 300; step++) {
      if (rnd(4) === 0) enemies = Array.from({ length: rnd(4) }, () => rnd(25))
      const friends = Array.from({ length: rnd(4) }, () => rnd(25))
      const zocs = rnd(3) === 0 ? enemies.slice(0, 1) : enemies
      units.stamp(friends, enemies, zocs)
      const want = fresh(friends, enemies, zocs)
      expect(Array.from(units.occupancy), `step ${step}`).toEqual(want.occ)
      expect(Array.from(units.zoc), `step ${step}`).toEqual(want.zoc)
    }
  })
})
