/**
 * The skirmish odds benchmark: the exact odds (`attackOdds`: `enumerateOutcomes` over the very
 * resolver of play) of every representative attack of some unit-type pairs (charge, flank return
 * strike, half-HP locked round, pursuit, incomplete charge, volleys or heavy cover), each timed
 * next to the direct dynamic programme of the same `hits:hpLost` distribution (`directPlanOdds`)
 * in the same run, after checking that both agree exactly. Target: each attack under 1 ms.
 */

import { addRationals, rationalTerms, type Rational } from '@hexes/core'
import { attackOdds, planAttack, representativeAttacks, skConfigSchema, type AttackKind, type AttackPlan, type SkConfig, type SkUnitType } from '@hexes/plugin-skirmish'
import { benchTarget, type BenchTarget } from './benchTarget'
import { directPlanOdds } from './directPlanOdds'
import { median } from './median'
import { timeInterleaved } from './timeInterleaved'

const type = (name: string, p: Partial<SkUnitType>): SkUnitType => ({
  name, figures: 10, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 1, hp: 1, command: 7, keywords: ['infantry'], ...p,
})

/** Sample unit types (the tests' and `pnpm --filter @hexes/bench bench --skirmish`'s); `hexes bench --skirmish` passes the shipped scenario's attacks instead. */
export const SKIRMISH_BENCH_TYPES: Readonly<Record<string, SkUnitType>> = {
  spearmen: type('Spearmen', {}),
  swordsmen: type('Swordsmen', { figures: 8, attackBonus: 1, defence: 4, damage: 2, constitution: 2 }),
  knights: type('Knights', { figures: 5, move: 8, attackBonus: 1, defence: 4, damage: 3, constitution: 2, hp: 2, keywords: ['heavyCavalry'] }),
  archers: type('Archers', { defence: 2, keywords: ['infantry', 'archer'], missile: { weapon: 'longBow' } }),
  troll: type('Troll', { figures: 1, move: 6, attacks: 3, attackBonus: 1, defence: 4, damage: 4, constitution: 4, hp: 4, keywords: ['fear'] }),
}

/** The default pairs (attacker, target). */
export const SKIRMISH_BENCH_PAIRS: readonly (readonly [string, string])[] = [['knights', 'spearmen'], ['archers', 'swordsmen'], ['troll', 'knights']]

/** One attack to time: its pair and name as printed, and its plan. */
export interface SkirmishBenchAttack {
  pair: string
  name: string
  plan: AttackPlan
}

/** Options of {@link runSkirmishOddsBench}. */
export interface SkirmishOddsBenchOptions {
  /**
   * The attacks to time, e.g. every attack of the shipped skirmish scenarios (`typePairAttacks`):
   * then `types`, `pairs` and `config` are not read.
   */
  attacks?: readonly SkirmishBenchAttack[]
  /** Unit types by id (default {@link SKIRMISH_BENCH_TYPES}). */
  types?: Readonly<Record<string, SkUnitType>>
  /** Pairs of type ids, attacker then target (default {@link SKIRMISH_BENCH_PAIRS}). */
  pairs?: readonly (readonly [string, string])[]
  /** The skirmish config (default: every default). */
  config?: SkConfig
  /** Measuring time per attack and implementation, in ms (default 150, 20 with `attacks`), over 3 rounds. */
  measureMs?: number
  /** Warm-up per attack and implementation, in ms (default 50, 5 with `attacks`). */
  warmupMs?: number
  /** Tiny mode for tests: one short round per attack. The agreement check is the same. */
  tiny?: boolean
}

/** One attack measured. Times are median µs per whole distribution. */
export interface SkirmishAttackTiming {
  pair: string
  name: string
  kind: AttackKind
  /** Attack dice (without an incomplete charger's conditional bonus). */
  dice: number
  /** Distinct `hits:hpLost:push` outcomes, and paths `enumerateOutcomes` ran. */
  outcomes: number
  leaves: number
  exactUs: number
  /** The direct programme, `null` where it has no form (automatic hits). */
  directUs: number | null
  ratio: number | null
}

/** Everything {@link runSkirmishOddsBench} measured. */
export interface SkirmishOddsBenchReport {
  tiny: boolean
  attacks: SkirmishAttackTiming[]
  /** Outcomes compared exactly with the direct programme (all agreed, or the run would have thrown). */
  checkedOutcomes: number
  /** Attacks whose exact odds took more than the target (1 ms). */
  overTarget: number
  rounds: number
  targets: BenchTarget[]
  totalMs: number
}

const terms = (r: Rational) => {
  const t = rationalTerms(r)
  return `${t.num}/${t.den}`
}

/** Throws unless the exact odds, read as `hits:hpLost`, equal the direct programme's; returns the outcomes compared. */
function agree(label: string, exact: ReturnType<typeof attackOdds>, direct: Map<string, Rational>): number {
  const byKey = new Map<string, Rational[]>()
  for (const o of exact.outcomes) {
    const key = `${o.example.hits}:${o.example.hpLost}`
    byKey.set(key, [...(byKey.get(key) ?? []), o.probability])
  }
  const keys = new Set([...byKey.keys(), ...direct.keys()])
  for (const key of keys) {
    const mine = byKey.get(key)
    const theirs = direct.get(key)
    const sum = mine === undefined ? undefined : addRationals(mine)
    if (sum === undefined || theirs === undefined || terms(sum) !== terms(theirs)) {
      throw new Error(`skirmish odds bench: ${label}: attackOdds and the direct DP disagree on ${key} (${sum ? terms(sum) : 'missing'} vs ${theirs ? terms(theirs) : 'missing'})`)
    }
  }
  return keys.size
}

/** The representative attacks of the sample pairs (or of `types` and `pairs`). */
function sampleAttacks(options: SkirmishOddsBenchOptions): SkirmishBenchAttack[] {
  const types = options.types ?? SKIRMISH_BENCH_TYPES
  const config = options.config ?? skConfigSchema.parse({})
  return (options.pairs ?? SKIRMISH_BENCH_PAIRS).flatMap(([a, b]) => representativeAttacks(types[a], types[b], config).map(({ name, situation }) => ({
    pair: `${types[a].name} → ${types[b].name}`, name, plan: planAttack(situation, config),
  })))
}

/**
 * Runs the skirmish odds benchmark and returns its report (see `formatSkirmishOddsBench`).
 *
 * @throws Error when the exact odds and the direct programme disagree on any attack
 */
export function runSkirmishOddsBench(options: SkirmishOddsBenchOptions = {}): SkirmishOddsBenchReport {
  const t0 = performance.now()
  const tiny = options.tiny === true
  const many = options.attacks !== undefined
  const rounds = tiny ? 1 : 3
  const measureMs = options.measureMs ?? (tiny ? 1 : many ? 20 : 150)
  const warmupMs = options.warmupMs ?? (tiny ? 0 : many ? 5 : 50)
  const attacks: SkirmishAttackTiming[] = []
  let checkedOutcomes = 0
  for (const { pair, name, plan } of options.attacks ?? sampleAttacks(options)) {
    const dist = attackOdds(plan)
    const direct = directPlanOdds(plan)
    if (direct !== null) checkedOutcomes += agree(`${pair}, ${name}`, dist, direct)
    const fns = direct === null ? [() => attackOdds(plan)] : [() => attackOdds(plan), () => directPlanOdds(plan)]
    const [exactSamples, directSamples] = timeInterleaved(fns, rounds, warmupMs, measureMs)
    const exactUs = median(exactSamples)
    const directUs = directSamples === undefined ? null : median(directSamples)
    attacks.push({
      pair, name, kind: plan.kind, dice: plan.dice, outcomes: dist.outcomes.length, leaves: dist.leaves,
      exactUs, directUs, ratio: directUs === null ? null : exactUs / directUs,
    })
  }
  const worst = attacks.reduce((w, x) => (x.exactUs > w.exactUs ? x : w), attacks[0])
  return {
    tiny, attacks, checkedOutcomes, rounds, overTarget: attacks.filter((a) => a.exactUs > 1000).length,
    targets: [benchTarget(`exact odds of every attack, the slowest (${worst.pair}, ${worst.name})`, worst.exactUs / 1000, 'ms', 1, false)],
    totalMs: performance.now() - t0,
  }
}
