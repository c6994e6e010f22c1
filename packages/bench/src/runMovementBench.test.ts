import { describe, expect, it } from 'vitest'
import { createBenchMap } from './BenchMap'
import { formatMovementBench } from './formatMovementBench'
import { runMovementBench } from './runMovementBench'

describe('bench/movement', () => {
  it('the engine, the Map reference and honeycomb-grid agree on every query (tiny mode, no timing asserts)', () => {
    const report = runMovementBench({ tiny: true })
    expect(report.checkedQueries).toBe(24)
    expect(report.maps.every((m) => m.meanDestinations > 0)).toBe(true)
    expect(formatMovementBench(report)).toMatch(/PASS|MISS/)
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
