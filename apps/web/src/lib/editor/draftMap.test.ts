import { describe, expect, it } from 'vitest'
import { hexCenter } from '../hexLayout'
import { hexsideDirAt } from './draftMap'

describe('web/editor draftMap', () => {
  it('picks the hexside nearest a click: 0 north, clockwise', () => {
    expect(hexsideDirAt(0, -20)).toBe(0)
    expect(hexsideDirAt(17, -10)).toBe(1)
    expect(hexsideDirAt(17, 10)).toBe(2)
    expect(hexsideDirAt(0, 20)).toBe(3)
    expect(hexsideDirAt(-17, 10)).toBe(4)
    expect(hexsideDirAt(-17, -10)).toBe(5)
  })

  it('points from a hex centre towards its neighbour in the direction it returns', () => {
    // Odd columns sit half a hex lower: 3,2 is south-east of 2,2.
    const a = hexCenter(2, 2)
    const b = hexCenter(3, 2)
    expect(hexsideDirAt(b.x - a.x, b.y - a.y)).toBe(2)
  })
})
