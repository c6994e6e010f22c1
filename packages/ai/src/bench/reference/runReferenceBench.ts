import type { ReferenceGame } from './ReferenceGame'
import { referencePlayout } from './referencePlayout'

/** Options of {@link runReferenceBench}. */
export interface ReferenceBenchOptions {
  /** Monotonic clock, ms (`performance.now`). */
  clock: () => number
  /** Time measured, ms. */
  ms: number
  /** Warm-up before the measurement, ms (default a tenth of `ms`, at least 3 playouts; 0: none). */
  warmUpMs?: number
}

/** Throughput of the reference engine. */
export interface ReferenceBenchResult {
  /** Whole random playouts per second, every action checked. */
  playoutsPerSecond: number
  actionsPerPlayout: number
  /** Mean cost of one action (choice + check + apply), µs. */
  usPerAction: number
}

/**
 * Measures reference playouts of `game` (seeds 0, 1, 2, ...) for `ms` milliseconds after a warm-up
 * (negative seeds, `warmUpMs`), and at least 3 playouts measured.
 * Pure apart from the clock the host passes.
 *
 * @example runReferenceBench(game, { clock: () => performance.now(), ms: 2000 }).usPerAction
 */
export function runReferenceBench(game: ReferenceGame, o: ReferenceBenchOptions): ReferenceBenchResult {
  const warmMs = o.warmUpMs ?? o.ms / 10
  const warm = o.clock()
  if (warmMs > 0) for (let i = 1; i <= 3 || o.clock() - warm < warmMs; i++) referencePlayout(game, -i)
  let games = 0
  let actions = 0
  const start = o.clock()
  let now = start
  while (now - start < o.ms || games < 3) {
    actions += referencePlayout(game, games).actions
    games++
    now = o.clock()
  }
  const ms = Math.max(now - start, 1e-9)
  return { playoutsPerSecond: (games * 1000) / ms, actionsPerPlayout: actions / games, usPerAction: (ms * 1000) / actions }
}
