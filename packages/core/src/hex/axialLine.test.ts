import { describe, expect, it } from 'vitest'
import { axialDistance, offsetToAxial, type Axial } from './Axial'
import { axialLine } from './axialLine'
import { axialRing } from './axialRing'

/** Floating-point reference: cube lerp with the classic epsilon nudge. */
function floatLine(a: Axial, b: Axial, sign: number): Axial[] {
  const n = axialDistance(a, b)
  const e = [1e-6 * sign, 2e-6 * sign, -3e-6 * sign]
  const A = [a.q + e[0], a.r + e[1], -a.q - a.r + e[2]]
  const B = [b.q + e[0], b.r + e[1], -b.q - b.r + e[2]]
  const out: Axial[] = []
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n
    const x = A.map((v, k) => v + (B[k] - v) * t)
    let [q, r, s] = x.map(Math.round)
    const [dq, dr, ds] = [Math.abs(q - x[0]), Math.abs(r - x[1]), Math.abs(s - x[2])]
    if (dq > dr && dq > ds) q = -r - s
    else if (dr > ds) r = -q - s
    else s = -q - r
    void s
    out.push({ q: q + 0, r: r + 0 })
  }
  return out
}

describe('core/hex/axialRing', () => {
  it('returns the centre for radius 0 and 6n hexes clockwise from north otherwise', () => {
    expect(axialRing({ q: 2, r: 3 }, 0)).toEqual([{ q: 2, r: 3 }])
    expect(axialRing({ q: 0, r: 0 }, 1)).toEqual([
      { q: 0, r: -1 }, { q: 1, r: -1 }, { q: 1, r: 0 }, { q: 0, r: 1 }, { q: -1, r: 1 }, { q: -1, r: 0 },
    ])
    const r3 = axialRing({ q: 1, r: 1 }, 3)
    expect(r3).toHaveLength(18)
    expect(r3[0]).toEqual({ q: 1, r: -2 })
    for (const h of r3) expect(axialDistance(h, { q: 1, r: 1 })).toBe(3)
    expect(new Set(r3.map((h) => `${h.q},${h.r}`)).size).toBe(18)
    expect(() => axialRing({ q: 0, r: 0 }, -1)).toThrow(RangeError)
  })
})

describe('core/hex/axialLine', () => {
  it('draws straight lines with distance + 1 contiguous hexes', () => {
    expect(axialLine({ q: 0, r: 0 }, { q: 0, r: 0 })).toEqual([{ q: 0, r: 0 }])
    expect(axialLine({ q: 0, r: 0 }, { q: 3, r: 0 })).toEqual([{ q: 0, r: 0 }, { q: 1, r: 0 }, { q: 2, r: 0 }, { q: 3, r: 0 }])
    const a = offsetToAxial(0, 0)
    const b = offsetToAxial(7, 4)
    const line = axialLine(a, b)
    expect(line).toHaveLength(axialDistance(a, b) + 1)
    for (let i = 1; i < line.length; i++) expect(axialDistance(line[i - 1], line[i])).toBe(1)
  })

  it('rounds border points deterministically, each nudge to one side', () => {
    // (0,0) -> (2,-1): the midpoint (1, -0.5) lies on the border between (1,0) and (1,-1).
    expect(axialLine({ q: 0, r: 0 }, { q: 2, r: -1 }, 1)[1]).toEqual({ q: 1, r: 0 })
    expect(axialLine({ q: 0, r: 0 }, { q: 2, r: -1 }, -1)[1]).toEqual({ q: 1, r: -1 })
  })

  it('matches the floating-point epsilon algorithm for both nudges on every pair in a patch', () => {
    const pts: Axial[] = []
    for (let q = -3; q <= 3; q++) for (let r = -3; r <= 3; r++) pts.push({ q, r })
    for (const a of pts) {
      for (const b of pts) {
        expect(axialLine(a, b, 1)).toEqual(floatLine(a, b, 1))
        expect(axialLine(a, b, -1)).toEqual(floatLine(a, b, -1))
      }
    }
  })

  it('is symmetric: the line from b to a is the reverse of the line from a to b (same nudge)', () => {
    const a = { q: -3, r: 1 }
    const b = { q: 4, r: -2 }
    expect(axialLine(b, a, 1)).toEqual(axialLine(a, b, 1).reverse())
    expect(axialLine(b, a, -1)).toEqual(axialLine(a, b, -1).reverse())
  })
})
