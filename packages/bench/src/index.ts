/**
 * @hexes/bench: benchmarks of the Hexes engine (private package, not published). Explicit named
 * exports.
 */

// movement benchmark
export { runMovementBench } from './runMovementBench'
export type { BenchTarget, MapBenchResult, MovementBenchOptions, MovementBenchReport } from './runMovementBench'
export { formatMovementBench } from './formatMovementBench'

// fixtures and implementations (for tests and other benchmarks)
export { BENCH_COSTS, BLOCKED, CLEAR, ROUGH, createBenchMap } from './BenchMap'
export type { BenchMap, BenchMapOptions } from './BenchMap'
export { createPrng } from './createPrng'
export type { MovementImpl } from './MovementImpl'
export { EngineMovement } from './EngineMovement'
export { ReferenceMovement } from './ReferenceMovement'
export { HoneycombMovement } from './HoneycombMovement'
