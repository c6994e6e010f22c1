/**
 * The movement benchmark: the engine's `MovementSearch` (with per-query unit stamping) against a
 * straightforward `Map<string>` reference and the same search over honeycomb-grid 4, on seeded
 * maps of three sizes (the engine is timed twice: as is, and forced to restamp every unit on every
 * query). Every query is first checked to give identical destinations and costs in all of them;
 * then each implementation is timed. Then `ProfileSearch` on the same maps (`runProfileBench`).
 * Timing never throws: targets are reported as PASS/MISS, only a disagreement between
 * implementations throws.
 */

import { MovementSearch } from '@hexes/core'
import { BENCH_COSTS, createBenchMap } from './BenchMap'
import { benchTarget as t, type BenchTarget } from './benchTarget'
import { EngineMovement } from './EngineMovement'
import { HoneycombMovement } from './HoneycombMovement'
import { checkAgreement } from './checkAgreement'
import { ReferenceMovement } from './ReferenceMovement'
import { runProfileBench, type ProfileBenchResult } from './runProfileBench'
import { median } from './median'
import { timeQueries } from './timeQueries'

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
  /**
   * `ProfileSearch` on the same maps and starts, measured after everything above: without facing
   * next to `MovementSearch`, and with facing (M = 2 x `mp` paces) against a `Map` reference.
   */
  profile: ProfileBenchResult[]
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
  // Same maps and starts again, after the rows above so that their runs are unchanged.
  const profile = sizes.map((size, k) =>
    runProfileBench(createBenchMap({ ...size, seed: seed + k, queries: nQueries }), `${size.width}x${size.height}`, mp, 2 * mp, warmupMs, measureMs))
  return {
    tiny, seed, mp, maps, distanceFieldMs, profile, checkedQueries: checked, targets: targetsOf(maps, distanceFieldMs, mp), totalMs: performance.now() - t0,
  }
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
