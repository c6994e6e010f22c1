import { IMPASSABLE } from '@hexes/core'
import { BENCH_COSTS } from './BenchMap'

/**
 * The skirmish movement profile of the facing benchmark, shared by the engine and the reference:
 * 4 ticks per pace and P = 2 paces per hex (GAP-SK-01), so clear ground costs 8 ticks and rough
 * ground 16 (SK-MOVE-2); 'front' steps; wheels of 1 pace per 60°, 2 per 120°, an about-face of
 * M/2 (SK-MOVE-5/6, GAP-SK-02), which three wheels beat when M > 6; the start facing is
 * `start % 6`.
 */
export const TICKS_PER_PACE = 4

/** Ticks to enter each benchmark terrain: clear 8, rough 16, impassable. */
export const FACING_COSTS: Uint16Array = BENCH_COSTS.map((c) => (c === IMPASSABLE ? c : c * 2 * TICKS_PER_PACE))

/** Turn costs in ticks for movement M (paces): `[0, 1, 2, M/2]` paces. */
export function facingTurnCost(paces: number): [0, number, number, number] {
  return [0, TICKS_PER_PACE, 2 * TICKS_PER_PACE, (paces * TICKS_PER_PACE) / 2]
}

/** The start facing of a benchmark query. */
export function startFacingOf(start: number): number {
  return start % 6
}
