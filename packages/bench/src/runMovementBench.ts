/**
 * The movement benchmark: the engine's `MovementSearch` (with per-query unit stamping) against a
 * straightforward `Map<string>` reference and the same search over honeycomb-grid 4, on seeded
 * maps of three sizes (the engine is timed twice: as is, and forced to restamp every unit on every
 * query). Every query is first checked to give identical destinations and costs in all of them;
 * then each implementation is timed. Timing never throws: targets are reported as
 * PASS/MISS, only a disagreement between implementations throws.
 */

import { MovementSearch } from '@hexes/core'
import { BENCH_COSTS, createBenchMap, type BenchMap } from './BenchMap'
import { benchTarget as t, type BenchTarget } from './benchTarget'
import { EngineMovement } from './EngineMovement'
import { HoneycombMovement } from './HoneycombMovement'
import { median } from './median'
import type { MovementImpl } from './MovementImpl'
import { ReferenceMovement } from './ReferenceMovement'

/** Options of {@link runMovementBench}. */
export interface MovementBenchOptions {
  /** Map sizes (default 30x20, 100x100, 300x300). */
  maps?: { width: number; height: number }[]
  /** Query start hexes per map (default 200). */
  queries?: number
  /** Movement allowance of every query (default 6). */
  mp?: number
  /** Fixture seed (default 0x4e58). */
  seed?: number
  /** Measuring time per implementation and map, in ms (default 450), spread over 3 rounds. */
  measureMs?: number
  /** Warm-up time per implementation and map, in ms (default 150; a quarter of it before later rounds). */
  warmupMs?: number
  /**
   * Tiny mode for tests: 30x20 and 40x30 maps only, 12 queries, one short timing pass. The
   * agreement check is the same.
   */
  tiny?: boolean
}

/** Timings on one map. Times are median microseconds per query. */
export interface MapBenchResult {
  label: string
  width: number
  height: number
  queries: number
  /** Mean number of legal destinations per query. */
  meanDestinations: number
  engineUs: number
  /** The engine when every query restamps all units from scratch (no list diff). */
  engineFullRestampUs: number
  referenceUs: number
  honeycombUs: number
  /** referenceUs / engineUs. */
  vsReference: number
  /** honeycombUs / engineUs. */
  vsHoneycomb: number
}

/** Everything {@link runMovementBench} measured. */
export interface MovementBenchReport {
  /** Tiny mode: a smoke run whose timings mean little. */
  tiny: boolean
  seed: number
  mp: number
  maps: MapBenchResult[]
  /** Median ms of one whole-map `distanceField` on 100x100 (terrain only, no MP limit). */
  distanceFieldMs: number
  /** Queries whose answers were compared across all implementations (all agreed, or the run would have thrown). */
  checkedQueries: number
  targets: BenchTarget[]
  /** Wall time of the whole run, ms. */
  totalMs: number
}

const DEFAULT_MAPS = [{ width: 30, height: 20 }, { width: 100, height: 100 }, { width: 300, height: 300 }]

/**
 * Runs the movement benchmark and returns its report (see {@link formatMovementBench}).
 *
 * @throws Error when two implementations disagree on any query (destinations or costs).
 */
export function runMovementBench(options: MovementBenchOptions = {}): MovementBenchReport {
  const t0 = performance.now()
  const tiny = options.tiny === true
  const seed = options.seed ?? 0x4e58
  const mp = options.mp ?? 6
  const sizes = options.maps ?? (tiny ? [{ width: 30, height: 20 }, { width: 40, height: 30 }] : DEFAULT_MAPS)
  const nQueries = options.queries ?? (tiny ? 12 : 200)
  const measureMs = options.measureMs ?? (tiny ? 1 : 450)
  const warmupMs = options.warmupMs ?? (tiny ? 0 : 150)
  let checked = 0
  const maps: MapBenchResult[] = []
  sizes.forEach((size, k) => {
    const map = createBenchMap({ ...size, seed: seed + k, queries: nQueries })
    const impls = [new EngineMovement(map), new EngineMovement(map, { fullRestamp: true }), new ReferenceMovement(map), new HoneycombMovement(map)]
    const meanDestinations = checkAgreement(map, impls, mp)
    checked += map.starts.length
    const [engineUs, engineFullRestampUs, referenceUs, honeycombUs] = timeQueries(impls, map.starts, mp, warmupMs, measureMs)
    maps.push({
      label: `${size.width}x${size.height}`, width: size.width, height: size.height, queries: map.starts.length,
      meanDestinations, engineUs, engineFullRestampUs, referenceUs, honeycombUs,
      vsReference: referenceUs / engineUs, vsHoneycomb: honeycombUs / engineUs,
    })
  })
  const distanceFieldMs = timeDistanceField(seed, tiny ? 5 : 200)
  return { tiny, seed, mp, maps, distanceFieldMs, checkedQueries: checked, targets: targetsOf(maps, distanceFieldMs, mp), totalMs: performance.now() - t0 }
}

/** Compares every implementation's answer to every query; returns the mean number of destinations. */
function checkAgreement(map: BenchMap, impls: MovementImpl[], mp: number): number {
  let total = 0
  for (const start of map.starts) {
    const answers = impls.map((impl) => impl.answer(start, mp))
    const expected = answers[0]
    total += expected.size
    for (let i = 0; i < impls.length; i++) {
      const listed = impls[i].query(start, mp)
      const keys = [...answers[i].keys()]
      if (listed.join() !== keys.join()) {
        throw new Error(`movement bench: ${impls[i].name} lists destinations [${listed.join()}] but answers [${keys.join()}] (start ${start})`)
      }
      if (i === 0) continue
      const got = answers[i]
      const diff = differences(expected, got)
      if (diff.length > 0) {
        throw new Error(`movement bench: ${impls[i].name} disagrees with ${impls[0].name} on ${map.grid.width}x${map.grid.height} from hex ${start}: ${diff.slice(0, 5).join('; ')}`)
      }
    }
  }
  return map.starts.length === 0 ? 0 : total / map.starts.length
}

function differences(a: Map<number, number>, b: Map<number, number>): string[] {
  const out: string[] = []
  for (const [h, c] of a) if (b.get(h) !== c) out.push(`hex ${h}: ${c} vs ${b.get(h) ?? 'unreachable'}`)
  for (const [h, c] of b) if (!a.has(h)) out.push(`hex ${h}: unreachable vs ${c}`)
  return out
}

/**
 * Median µs per query of each implementation. One pass runs every start once and gives one
 * sample (mean µs per query). Measurement is spread over 3 rounds; in each round every
 * implementation gets its own block: a warm-up (at least 5 passes in the first round; later ones
 * also absorb the garbage collection left by the previous implementation's block), then passes for
 * `measureMs / 3` (at least 3).
 * Spreading the blocks over time makes a burst of load on the machine less likely to skew a
 * single implementation.
 */
function timeQueries(impls: MovementImpl[], starts: number[], mp: number, warmupMs: number, measureMs: number): number[] {
  let sink = 0
  const pass = (impl: MovementImpl): number => {
    const t = performance.now()
    for (let k = 0; k < starts.length; k++) sink += impl.query(starts[k], mp).length
    return ((performance.now() - t) * 1000) / starts.length
  }
  const samples: number[][] = impls.map(() => [])
  const rounds = 3
  for (let round = 0; round < rounds; round++) {
    impls.forEach((impl, i) => {
      // Warm-up: time-bounded, and at least 5 passes in the first round (JIT tiers take a while).
      const warm = round === 0 ? warmupMs : warmupMs / 4
      for (let t = performance.now(), n = 0; n < (round === 0 ? 5 : 1) || performance.now() - t < warm; n++) pass(impl)
      for (let t = performance.now(), n = 0; n < 3 || performance.now() - t < measureMs / rounds; n++) samples[i].push(pass(impl))
    })
  }
  if (sink < 0) throw new Error('unreachable') // keeps the results alive
  return samples.map(median)
}

/** Median ms of a whole-map distance field on a 100x100 bench map from several starts. */
function timeDistanceField(seed: number, runs: number): number {
  const map = createBenchMap({ width: 100, height: 100, seed: seed + 100, queries: 8 })
  const search = new MovementSearch(map.grid)
  let sink = 0
  for (let k = 0; k < 20; k++) sink += search.distanceField(map.starts[k % map.starts.length], map.terrain, BENCH_COSTS).cost[0]
  const times: number[] = []
  for (let k = 0; k < runs; k++) {
    const t = performance.now()
    sink += search.distanceField(map.starts[k % map.starts.length], map.terrain, BENCH_COSTS).cost[0]
    times.push(performance.now() - t)
  }
  if (sink < -1e9) throw new Error('unreachable')
  return median(times)
}

function targetsOf(maps: MapBenchResult[], distanceFieldMs: number, mp: number): BenchTarget[] {
  const out: BenchTarget[] = []
  for (const m of maps) {
    out.push(t(`engine vs Map reference, ${m.label}`, m.vsReference, 'x', 30, true))
    out.push(t(`engine vs honeycomb-grid, ${m.label}`, m.vsHoneycomb, 'x', 20, true))
  }
  const small = maps.find((m) => m.width === 30 && m.height === 20)
  if (small) out.push(t(`engine MP-${mp} query, 30x20`, small.engineUs, 'µs', 5, false))
  out.push(t('distance field, 100x100', distanceFieldMs, 'ms', 2, false))
  return out
}
