import { describe, expect, it } from 'vitest'
import { zeroedInt16, zeroedInt8, zeroedUint8 } from './zeroedArrays'

describe('zeroedArrays', () => {
  it('hands out zeroed arrays of the requested length that do not overlap', () => {
    const a = zeroedInt16(193)
    const b = zeroedUint8(7)
    const c = zeroedInt8(192)
    expect([a.length, b.length, c.length]).toEqual([193, 7, 192])
    a.fill(-1)
    b.fill(255)
    c.fill(-1)
    expect([a.every((x) => x === -1), b.every((x) => x === 255), c.every((x) => x === -1)]).toEqual([true, true, true])
    expect(zeroedInt16(193).every((x) => x === 0)).toBe(true)
  })

  it('starts new slabs and serves large requests with buffers of their own', () => {
    const many = Array.from({ length: 500 }, () => zeroedInt16(300))
    for (const m of many) m[0] = 1
    expect(many.every((m) => m.length === 300 && m[0] === 1 && m[299] === 0)).toBe(true)
    const big = zeroedUint8(1 << 20)
    expect(big.length).toBe(1 << 20)
    expect(big.buffer.byteLength).toBe(1 << 20)
  })
})

describe('zeroedArrays across slabs', () => {
  it('never returns a view of a slab that a later view shares', () => {
    const views = Array.from({ length: 2000 }, (_, i) => {
      const v = zeroedInt16(333)
      v.fill(i % 30000)
      return v
    })
    expect(views.every((v, i) => v.every((x) => x === i % 30000))).toBe(true)
  })
})
