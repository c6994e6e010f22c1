import { describe, expect, it } from 'vitest'
import { axialDistance, axialEquals, axialNeighbor, axialToCube, axialToOffset, cubeToAxial, offsetToAxial } from './Axial'
import { DIRECTIONS, DIRECTION_NAMES, oppositeDirection } from './DIRECTIONS'
import { hexRef, parseHexRef } from './HexRef'

describe('core/hex/Axial', () => {
  it('converts odd-q offsets to axial on even and odd columns', () => {
    expect(offsetToAxial(0, 0)).toEqual({ q: 0, r: 0 })
    expect(offsetToAxial(1, 0)).toEqual({ q: 1, r: 0 })
    expect(offsetToAxial(2, 0)).toEqual({ q: 2, r: -1 })
    expect(offsetToAxial(3, 0)).toEqual({ q: 3, r: -1 })
    expect(offsetToAxial(4, 5)).toEqual({ q: 4, r: 3 })
    expect(offsetToAxial(5, 5)).toEqual({ q: 5, r: 3 })
  })

  it('round-trips offset -> axial -> offset, including negative (off-map) positions', () => {
    for (let col = -7; col <= 7; col++) {
      for (let row = -7; row <= 7; row++) {
        expect(axialToOffset(offsetToAxial(col, row))).toEqual({ col, row })
      }
    }
  })

  it('round-trips axial -> cube -> axial and keeps q + r + s = 0', () => {
    const c = axialToCube({ q: 3, r: -5 })
    expect(c.q + c.r + c.s).toBe(0)
    expect(cubeToAxial(c)).toEqual({ q: 3, r: -5 })
  })

  it('measures hex distance', () => {
    const o = offsetToAxial(0, 0)
    expect(axialDistance(o, o)).toBe(0)
    expect(axialDistance(o, offsetToAxial(1, 0))).toBe(1)
    expect(axialDistance(o, offsetToAxial(2, 0))).toBe(2)
    expect(axialDistance(o, offsetToAxial(0, 3))).toBe(3)
    expect(axialDistance(o, offsetToAxial(3, 3))).toBe(5)
    expect(axialDistance(offsetToAxial(3, 3), o)).toBe(5)
  })

  it('orders DIRECTIONS clockwise from north with opposites 3 apart', () => {
    expect(DIRECTION_NAMES).toEqual(['N', 'NE', 'SE', 'S', 'SW', 'NW'])
    for (let d = 0; d < 6; d++) {
      const o = DIRECTIONS[oppositeDirection(d)]
      expect(DIRECTIONS[d].q + o.q).toBe(0)
      expect(DIRECTIONS[d].r + o.r).toBe(0)
    }
  })

  it('steps to the odd-q neighbours of an odd column (shifted down) and an even column', () => {
    const names = (col: number, row: number) =>
      DIRECTIONS.map((_, d) => axialToOffset(axialNeighbor(offsetToAxial(col, row), d)))
    // Odd column 1, row 1: side neighbours are on rows 1 and 2.
    expect(names(1, 1)).toEqual([
      { col: 1, row: 0 }, { col: 2, row: 1 }, { col: 2, row: 2 }, { col: 1, row: 2 }, { col: 0, row: 2 }, { col: 0, row: 1 },
    ])
    // Even column 2, row 2: side neighbours are on rows 1 and 2.
    expect(names(2, 2)).toEqual([
      { col: 2, row: 1 }, { col: 3, row: 1 }, { col: 3, row: 2 }, { col: 2, row: 3 }, { col: 1, row: 2 }, { col: 1, row: 1 },
    ])
    expect(() => axialNeighbor({ q: 0, r: 0 }, 6)).toThrow(RangeError)
    expect(axialEquals(axialNeighbor({ q: 0, r: 0 }, 2), { q: 1, r: 0 })).toBe(true)
  })
})

describe('core/hex/HexRef', () => {
  it('formats and parses col,row strings', () => {
    expect(hexRef(3, 7)).toBe('3,7')
    expect(parseHexRef('3,7')).toEqual({ col: 3, row: 7 })
    expect(parseHexRef('0,0')).toEqual({ col: 0, row: 0 })
  })

  it('rejects malformed refs', () => {
    for (const bad of ['', '3', '3,', ',3', '3, 7', ' 3,7', '3,7 ', '-1,2', '1,-2', '1.5,2', '1,2,3', 'a,b', '1;2', '99999999999999999999,1']) {
      expect(parseHexRef(bad), bad).toBeUndefined()
    }
  })
})
