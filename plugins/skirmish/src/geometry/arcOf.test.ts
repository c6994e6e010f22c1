import { DIRECTIONS, HexGrid } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { arcHexes, arcOf } from './arcOf'
import { gapPaces } from './gapPaces'

/** An independent reference: the angle between the faced direction and the line to the hex, from pixel centres in floating point. */
function angleFrom(grid: HexGrid, unit: number, facing: number, other: number): number {
  const px = (h: number) => {
    const a = grid.axialOf(h)
    return { x: 1.5 * a.q, y: Math.sqrt(3) * (a.r + a.q / 2) }
  }
  const u = px(unit)
  const o = px(other)
  const f = DIRECTIONS[facing]!
  const fx = 1.5 * f.q
  const fy = Math.sqrt(3) * (f.r + f.q / 2)
  const vx = o.x - u.x
  const vy = o.y - u.y
  const cos = (fx * vx + fy * vy) / (Math.hypot(fx, fy) * Math.hypot(vx, vy))
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI
}

describe('skirmish/geometry', () => {
  const grid = new HexGrid(9, 9)
  const unit = grid.indexOfRef('4,4')
  const around = grid.within(unit, 3).filter((h) => h !== unit)

  it('GAP-SK-02 arcs for all 6 facings against every hex within 3: front θ ≤ 90°, flank 90° < θ ≤ 150°, rear beyond, boundary hexes to the front side', () => {
    expect(around).toHaveLength(36)
    let boundary = 0
    for (let facing = 0; facing < 6; facing++) {
      const counts = { front: 0, flank: 0, rear: 0 }
      for (const h of around) {
        const theta = angleFrom(grid, unit, facing, h)
        const on90 = Math.abs(theta - 90) < 1e-9
        const on150 = Math.abs(theta - 150) < 1e-9
        if (on90 || on150) boundary++
        const expected = theta < 90 - 1e-9 || on90 ? 'front' : theta < 150 - 1e-9 || on150 ? 'flank' : 'rear'
        const got = arcOf(grid, unit, facing, h)
        expect(got, `facing ${facing}, hex ${grid.refOf(h)} at ${theta.toFixed(3)}°`).toBe(expected)
        counts[got]++
      }
      // The same counts for every facing: 19 hexes within ±90° (the two on the 90° lines included),
      // 12 in the flanks (the two on the 150° lines included), 5 within 30° of straight back.
      expect(counts, `facing ${facing}`).toEqual({ front: 19, flank: 12, rear: 5 })
    }
    // Two hexes on each 90° line and two on each 150° line per facing: 4 per facing, at distance 2.
    expect(boundary).toBe(6 * 4)
  })

  it('GAP-SK-02 the boundary hexes of facing north: 2 hexes due east and west are front, the two at 150° are flank', () => {
    // Unit at 4,4 facing north: 6,4 and 2,4 are two columns east and west on the same horizontal line.
    const at = (ref: string) => grid.indexOfRef(ref)
    for (const ref of ['6,4', '2,4']) {
      expect(angleFrom(grid, unit, 0, at(ref))).toBeCloseTo(90, 9)
      expect(arcOf(grid, unit, 0, at(ref))).toBe('front')
    }
    // 150° from north: the corner lines between S and SE, S and SW.
    for (const ref of ['5,5', '3,5']) {
      expect(angleFrom(grid, unit, 0, at(ref))).toBeCloseTo(150, 9)
      expect(arcOf(grid, unit, 0, at(ref))).toBe('flank')
    }
    expect(arcOf(grid, unit, 0, at('4,6'))).toBe('rear')
    // Facing south the same hexes swap: the 150° ones are now 30° (front), the 90° ones stay front.
    expect(arcOf(grid, unit, 3, at('5,5'))).toBe('front')
    expect(arcOf(grid, unit, 3, at('6,4'))).toBe('front')
    expect(arcOf(grid, unit, 3, at('4,2'))).toBe('rear')
  })

  it('GAP-SK-02 neighbours: F, FL and FR are front, RL and RR flank, R rear, for every facing', () => {
    for (let facing = 0; facing < 6; facing++) {
      const at = (k: number) => grid.neighbors[unit * 6 + ((facing + k) % 6)]!
      expect([0, 1, 5].map((k) => arcOf(grid, unit, facing, at(k)))).toEqual(['front', 'front', 'front'])
      expect([2, 4].map((k) => arcOf(grid, unit, facing, at(k)))).toEqual(['flank', 'flank'])
      expect(arcOf(grid, unit, facing, at(3))).toBe('rear')
      expect(arcHexes(grid, unit, facing, 'front')).toHaveLength(3)
      expect(arcHexes(grid, unit, facing, 'flank')).toHaveLength(2)
      expect(arcHexes(grid, unit, facing, 'rear')).toEqual([at(3)])
    }
  })

  it('GAP-SK-01 gap = (hexDistance − 1) × P: adjacent is contact (0), 4 hexes apart is 6 paces at P = 2', () => {
    expect(gapPaces(grid, unit, grid.neighbors[unit * 6]!, 2)).toBe(0)
    expect(gapPaces(grid, grid.indexOfRef('4,0'), grid.indexOfRef('4,4'), 2)).toBe(6)
    expect(gapPaces(grid, grid.indexOfRef('4,0'), grid.indexOfRef('4,4'), 3)).toBe(9)
    expect(gapPaces(grid, unit, unit, 2)).toBe(0)
  })
})
