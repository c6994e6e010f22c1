import { describe, expect, it } from 'vitest'
import { createBenchMap } from './BenchMap'
import { checkAgreement } from './checkAgreement'
import { formatMovementBench } from './formatMovementBench'
import { ProfileMovement } from './ProfileMovement'
import { ReferenceFacingMovement } from './ReferenceFacingMovement'
import { runMovementBench } from './runMovementBench'
import { runProfileBench } from './runProfileBench'

describe('bench/movement', () => {
  it('the engine, the Map reference and honeycomb-grid agree on every query (tiny mode, no timing asserts)', () => {
    const report = runMovementBench({ tiny: true })
    expect(report.checkedQueries).toBe(24)
    expect(report.maps.every((m) => m.meanDestinations > 0)).toBe(true)
    expect(formatMovementBench(report)).toMatch(/PASS|MISS/)
  })

  it('ProfileSearch agrees with MovementSearch without facing, and with the Map reference over (hex, facing) with it (tiny mode)', () => {
    const report = runMovementBench({ tiny: true })
    expect(report.profile.map((p) => p.label)).toEqual(report.maps.map((m) => m.label))
    for (const p of report.profile) {
      expect(p.queries).toBe(12)
      expect(p.paces).toBe(2 * report.mp)
      expect(p.meanFacingDestinations).toBeGreaterThan(0)
      expect(p.meanFacingStates).toBeGreaterThan(p.meanFacingDestinations) // several facings per hex, turns in place
      for (const us of [p.movementSearchUs, p.profileUs, p.facingUs, p.facingReferenceUs]) expect(us).toBeGreaterThan(0)
    }
    expect(formatMovementBench(report)).toMatch(/ProfileSearch, same maps and starts/)
  })

  it('the facing engine and reference agree on every end state, and a disagreement throws', () => {
    const map = createBenchMap({ width: 14, height: 11, seed: 3, queries: 40, enemies: 12, friends: 6 })
    const engine = new ProfileMovement(map, { facing: true })
    const reference = new ReferenceFacingMovement(map)
    for (const start of map.starts) {
      for (const paces of [0, 3, 8]) expect([...engine.states(start, paces)].sort()).toEqual([...reference.states(start, paces)].sort())
    }
    const broken = new ReferenceFacingMovement({ ...map, enemies: map.enemies.slice(1) })
    expect(() => runProfileBench(map, 'broken', 6, 12, 0, 1)).not.toThrow()
    expect(() => checkAgreement(map, [engine, broken], 12)).toThrow(/disagrees/)
  })

  it('also agrees with ZOC-heavy crowds and larger allowances', () => {
    const report = runMovementBench({ tiny: true, mp: 9, maps: [{ width: 12, height: 10 }], queries: 30, seed: 7 })
    expect(report.checkedQueries).toBe(30)
  })

  it('generates the same map from the same seed', () => {
    const a = createBenchMap({ width: 30, height: 20, seed: 1, queries: 10 })
    const b = createBenchMap({ width: 30, height: 20, seed: 1, queries: 10 })
    expect(Array.from(a.terrain)).toEqual(Array.from(b.terrain))
    expect(a.enemies).toEqual(b.enemies)
    expect(a.starts).toEqual(b.starts)
    expect(a.enemies).toHaveLength(50)
    const blocked = a.terrain.filter((t) => t === 2).length / a.terrain.length
    expect(blocked).toBeGreaterThan(0.03)
    expect(blocked).toBeLessThan(0.15)
  })
})
