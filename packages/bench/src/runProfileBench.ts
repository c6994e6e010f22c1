/**
 * The rows of the movement benchmark for `ProfileSearch`, on one map of `runMovementBench`, same
 * starts: (1) without facing, next to `MovementSearch` on the same queries, timed in the same run,
 * so the price of the generality shows; (2) with the skirmish facing profile (`FacingProfile`),
 * against a `Map`-keyed reference Dijkstra over (hex, facing). Every query is checked first (hexes,
 * costs and, with facing, every end state); a disagreement throws.
 */

import { type BenchMap } from './BenchMap'
import { checkAgreement, differences } from './checkAgreement'
import { EngineMovement } from './EngineMovement'
import type { FacingImpl } from './MovementImpl'
import { ProfileMovement } from './ProfileMovement'
import { ReferenceFacingMovement } from './ReferenceFacingMovement'
import { timeQueries } from './timeQueries'

/** `ProfileSearch` timings on one map. Times are median microseconds per query. */
export interface ProfileBenchResult {
  label: string
  queries: number
  /** `MovementSearch` (as `engineUs`), timed in this run next to `profileUs`. */
  movementSearchUs: number
  /** `ProfileSearch` without facing, default rules, the same queries. */
  profileUs: number
  /** profileUs / movementSearchUs: the price of the generality. */
  profileVsMovement: number
  /** Movement M of the facing queries, in paces. */
  paces: number
  /** Mean number of destination hexes per facing query. */
  meanFacingDestinations: number
  /** Mean number of end states (hex, facing) per facing query, turns in place included. */
  meanFacingStates: number
  /** `ProfileSearch` with facing. */
  facingUs: number
  /** The `Map`-keyed reference over (hex, facing). */
  facingReferenceUs: number
  /** facingReferenceUs / facingUs. */
  facingVsReference: number
}

/**
 * Checks, then times, `ProfileSearch` on `map` (see the module comment).
 *
 * @param mp allowance of the queries without facing (the main table's).
 * @param paces movement M of the facing queries.
 * @throws Error when two implementations disagree on any query.
 */
export function runProfileBench(map: BenchMap, label: string, mp: number, paces: number, warmupMs: number, measureMs: number): ProfileBenchResult {
  const flat = [new EngineMovement(map), new ProfileMovement(map)]
  checkAgreement(map, flat, mp)
  const [movementSearchUs, profileUs] = timeQueries(flat, map.starts, mp, warmupMs, measureMs)
  const facing = [new ProfileMovement(map, { facing: true }), new ReferenceFacingMovement(map)]
  const meanFacingDestinations = checkAgreement(map, facing, paces)
  const meanFacingStates = checkStates(map, facing, paces)
  const [facingUs, facingReferenceUs] = timeQueries(facing, map.starts, paces, warmupMs, measureMs)
  return {
    label, queries: map.starts.length, movementSearchUs, profileUs, profileVsMovement: profileUs / movementSearchUs,
    paces, meanFacingDestinations, meanFacingStates, facingUs, facingReferenceUs, facingVsReference: facingReferenceUs / facingUs,
  }
}

/** Compares every end state (hex, facing) of every query; returns the mean number of states. */
function checkStates(map: BenchMap, impls: FacingImpl[], paces: number): number {
  let total = 0
  for (const start of map.starts) {
    const expected = impls[0].states(start, paces)
    total += expected.size
    for (const impl of impls.slice(1)) {
      const diff = differences(expected, impl.states(start, paces), 'state (hex * 6 + facing)')
      if (diff.length > 0) {
        throw new Error(`movement bench: ${impl.name} disagrees with ${impls[0].name} on ${label(map)} from hex ${start}: ${diff.slice(0, 5).join('; ')}`)
      }
    }
  }
  return map.starts.length === 0 ? 0 : total / map.starts.length
}

function label(map: BenchMap): string {
  return `${map.grid.width}x${map.grid.height}`
}
