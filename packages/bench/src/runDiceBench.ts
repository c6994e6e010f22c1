/**
 * The dice benchmark: the exact odds of a 20-dice skirmish attack (SK-COMBAT-1..12) through
 * `enumerateOutcomes` with pools, against a hand-written dynamic programme over the same
 * distribution, timed in the same run. Both are first checked to give exactly the same
 * distribution (the run throws otherwise); timing never throws, the target is reported as
 * PASS/MISS.
 */

import { enumerateOutcomes, expectedValue, rationalTerms, toFloat, type Distribution, type Rational } from '@hexes/core'
import { attackKey, BENCH_ATTACK, resolveAttack, type BenchAttack, type BenchAttackResult } from './benchAttack'
import { benchTarget, type BenchTarget } from './benchTarget'
import { directAttackOdds } from './directAttackOdds'
import { median } from './median'
import { timeInterleaved } from './timeInterleaved'

/** Options of {@link runDiceBench}. */
export interface DiceBenchOptions {
  /** The attack (default {@link BENCH_ATTACK}: 20 d6 at +1 vs defence 4, damage 2 vs constitution 3, 10 HP). */
  attack?: BenchAttack
  /** Measuring time per implementation, in ms (default 1500), spread over the rounds. */
  measureMs?: number
  /** Warm-up time per implementation before the first round, in ms (default 300; a quarter before later rounds). */
  warmupMs?: number
  /** Interleaved rounds (default 5). */
  rounds?: number
  /** Tiny mode for tests: one short round. The agreement check is the same. */
  tiny?: boolean
}

/** Everything {@link runDiceBench} measured. Times are median microseconds per computation of the whole distribution. */
export interface DiceBenchReport {
  /** Tiny mode: a smoke run whose timings mean little. */
  tiny: boolean
  attack: BenchAttack
  /** Distinct `hits:hpLost` outcomes. */
  outcomes: number
  /** Outcomes whose exact probability needs terms beyond 2^53 (`Rational.big`). */
  bigOutcomes: number
  /** Paths `enumerateOutcomes` ran (die by die it would be up to 6^(dice + hits) face sequences). */
  leaves: number
  /** Exact expected HP lost and hits, as floats for display. */
  expectedHpLost: number
  expectedHits: number
  /** Outcomes compared exactly between the two (all agreed, or the run would have thrown). */
  checkedOutcomes: number
  /** `enumerateOutcomes` over the resolver with pools. */
  exactUs: number
  /** The hand-written dynamic programme. */
  directUs: number
  /** exactUs / directUs. */
  ratio: number
  /** Timed computations per implementation. */
  samples: number
  rounds: number
  targets: BenchTarget[]
  /** Wall time of the whole run, ms. */
  totalMs: number
}

const sameRational = (a: Rational, b: Rational): boolean => {
  const x = rationalTerms(a)
  const y = rationalTerms(b)
  return x.num === y.num && x.den === y.den
}

/** Throws unless both give exactly the same outcomes and probabilities; returns how many were compared. */
function checkAgreement(dist: Distribution<BenchAttackResult>, direct: Map<string, Rational>): number {
  const fmt = (r: Rational | undefined) => (r === undefined ? 'missing' : r.big ? `${r.big.num}/${r.big.den}` : `${r.num}/${r.den}`)
  const bad = dist.outcomes.filter((o) => !sameRational(o.probability, direct.get(o.key) ?? { num: -1, den: 1 }))
  const extra = [...direct.keys()].filter((k) => !dist.outcomes.some((o) => o.key === k))
  if (bad.length > 0 || extra.length > 0) {
    const first = bad[0] ? `${bad[0].key}: ${fmt(bad[0].probability)} vs ${fmt(direct.get(bad[0].key))}` : `${extra[0]} only in the direct DP`
    throw new Error(`dice bench: enumerateOutcomes and the direct DP disagree on ${bad.length + extra.length} outcome(s), first ${first}`)
  }
  return dist.outcomes.length
}

/**
 * Runs the dice benchmark and returns its report (see `formatDiceBench`).
 *
 * Timing: after a warm-up, each round times one block of the enumeration and one of the direct DP
 * (their order alternates between rounds, so load on the machine weighs on both alike); a sample
 * is one whole distribution, and each time is the median of all samples.
 *
 * @throws Error when the two implementations disagree on any outcome
 */
export function runDiceBench(options: DiceBenchOptions = {}): DiceBenchReport {
  const t0 = performance.now()
  const tiny = options.tiny === true
  const attack = options.attack ?? BENCH_ATTACK
  const rounds = options.rounds ?? (tiny ? 1 : 5)
  const measureMs = options.measureMs ?? (tiny ? 2 : 1500)
  const warmupMs = options.warmupMs ?? (tiny ? 0 : 300)
  const resolve = resolveAttack(attack)
  const exact = () => enumerateOutcomes(resolve, attackKey)
  const direct = () => directAttackOdds(attack)
  const dist = exact()
  const checkedOutcomes = checkAgreement(dist, direct())
  const [exactSamples, directSamples] = timeInterleaved([exact, direct], rounds, warmupMs, measureMs)
  const exactUs = median(exactSamples)
  const directUs = median(directSamples)
  return {
    tiny, attack: { ...attack }, outcomes: dist.outcomes.length, bigOutcomes: dist.outcomes.filter((o) => o.probability.big).length,
    leaves: dist.leaves, expectedHpLost: toFloat(expectedValue(dist, (r) => r.hpLost)), expectedHits: toFloat(expectedValue(dist, (r) => r.hits)),
    checkedOutcomes, exactUs, directUs, ratio: exactUs / directUs, samples: Math.min(exactSamples.length, directSamples.length), rounds,
    targets: [benchTarget(`exact odds of a ${attack.dice}-dice skirmish attack`, exactUs / 1000, 'ms', 5, false)],
    totalMs: performance.now() - t0,
  }
}
