import { describe, expect, it } from 'vitest'
import { hexCenter, hexsidePath, pixelToHex } from './hexLayout'

describe('web/hexLayout', () => {
  it('maps every hex centre back to its hex (odd-q, flat-top)', () => {
    for (let col = 0; col < 9; col++) {
      for (let row = 0; row < 7; row++) {
        const c = hexCenter(col, row)
        expect(pixelToHex(c.x, c.y)).toEqual({ col, row })
        expect(pixelToHex(c.x + 10, c.y - 12)).toEqual({ col, row })
      }
    }
  })

  it('shifts odd columns half a hex south', () => {
    expect(hexCenter(1, 0).y).toBeGreaterThan(hexCenter(0, 0).y)
    expect(hexCenter(2, 0).y).toBe(hexCenter(0, 0).y)
  })

  it('draws the north hexside above the centre', () => {
    const d = hexsidePath('2,2', 0)
    const ys = [...d.matchAll(/[ML][\d.]+ ([\d.]+)/g)].map((m) => Number(m[1]))
    expect(Math.max(...ys)).toBeLessThan(hexCenter(2, 2).y)
  })
})
