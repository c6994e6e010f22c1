import { describe, expect, it } from 'vitest'
import { hexsidePath } from './hexLayout'
import { zoneOutline } from './zoneOutline'

const sides = (d: string) => d.split('M').filter(Boolean).length

describe('web/zoneOutline', () => {
  it('draws the six sides of a lone hex, and only the outer sides of two neighbours', () => {
    expect(sides(zoneOutline(['3,3']))).toBe(6)
    // 3,3 and its north neighbour 3,2 share one hexside: 10 outer sides.
    const two = zoneOutline(['3,3', '3,2'])
    expect(sides(two)).toBe(10)
    expect(two).not.toContain(hexsidePath('3,3', 0))
    expect(two).toContain(hexsidePath('3,3', 3))
  })
  it('leaves the inner sides of a hex ringed by the zone out', () => {
    // 2,3 (even column) and its six neighbours.
    const ring = ['2,3', '2,2', '3,2', '3,3', '2,4', '1,3', '1,2']
    const d = zoneOutline(ring)
    for (let dir = 0; dir < 6; dir++) expect(d).not.toContain(hexsidePath('2,3', dir))
    expect(sides(d)).toBe(18)
  })
})
