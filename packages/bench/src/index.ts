/**
 * @hexes/bench: benchmarks of the Hexes engine (private package, not published): movement,
 * dice, skirmish odds and skirmish playouts. Explicit named exports.
 */

// movement benchmark
export { runMovementBench } from './runMovementBench'
export type { MapBenchResult, MovementBenchOptions, MovementBenchReport } from './runMovementBench'
export { runProfileBench } from './runProfileBench'
export type { ProfileBenchResult } from './runProfileBench'
export { formatMovementBench } from './formatMovementBench'

// dice benchmark
export { runDiceBench } from './runDiceBench'
export type { DiceBenchOptions, DiceBenchReport } from './runDiceBench'
export { formatDiceBench } from './formatDiceBench'
export { BENCH_ATTACK, attackKey, damageTables, resolveAttack } from './benchAttack'
export type { BenchAttack, BenchAttackResult, DamageTables } from './benchAttack'
export { directAttackOdds } from './directAttackOdds'

// shared by the benchmarks
export { benchTarget } from './benchTarget'
export type { BenchTarget } from './benchTarget'
export { formatTarget, formatTargets } from './formatTargets'
export { median } from './median'

// fixtures and implementations (for tests and other benchmarks)
export { BENCH_COSTS, BLOCKED, CLEAR, ROUGH, createBenchMap } from './BenchMap'
export type { BenchMap, BenchMapOptions } from './BenchMap'
export { createPrng } from './createPrng'
export type { FacingImpl, MovementImpl } from './MovementImpl'
export { EngineMovement } from './EngineMovement'
export { ReferenceMovement } from './ReferenceMovement'
export { ProfileMovement } from './ProfileMovement'
export { ReferenceFacingMovement } from './ReferenceFacingMovement'
export { FACING_COSTS, TICKS_PER_PACE, facingTurnCost, startFacingOf } from './FacingProfile'
export { HoneycombMovement } from './HoneycombMovement'

// skirmish odds benchmark
export { runSkirmishOddsBench, SKIRMISH_BENCH_TYPES, SKIRMISH_BENCH_PAIRS } from './runSkirmishOddsBench'
export type { SkirmishBenchAttack, SkirmishOddsBenchOptions, SkirmishOddsBenchReport, SkirmishAttackTiming } from './runSkirmishOddsBench'
export { formatSkirmishOddsBench } from './formatSkirmishOddsBench'
export { shippedSkirmishAttacks } from './shippedSkirmishAttacks'

// skirmish playout benchmark
export { runSkirmishPlayoutBench } from './runSkirmishPlayoutBench'
export type { PlayoutBenchScenario, PlayoutFigures, SkirmishPlayoutBenchOptions, SkirmishPlayoutBenchReport } from './runSkirmishPlayoutBench'
export { formatSkirmishPlayoutBench } from './formatSkirmishPlayoutBench'
export { directPlanOdds } from './directPlanOdds'
export { timeInterleaved } from './timeInterleaved'
