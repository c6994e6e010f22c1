import { addRationals, seedRng, SeededDice, toFloat, type Distribution, type Rational } from '@hexes/core'
import { attackKey, attackResolver, type AttackResult } from './attackResolver'
import type { AttackPlan } from './AttackPlan'

/** The quantities compared, each as its own marginal distribution. */
const QUANTITIES = [['hits', (r: AttackResult) => r.hits], ['hpLost', (r: AttackResult) => r.hpLost], ['push', (r: AttackResult) => r.push]] as const

/** One compared bin: a quantity's values `from..to`, their exact probability and how often the resolved attacks fell in it. */
export interface AgreementBin {
  quantity: (typeof QUANTITIES)[number][0]
  from: number
  to: number
  p: number
  observed: number
  /** (observed frequency − p) in standard errors of the frequency. */
  z: number
}

/** What {@link sampledAgreement} found. */
export interface SampledAgreement {
  runs: number
  /** Outcome keys (`hits:hpLost:push`) the resolved attacks produced and the exact odds do not have. */
  unseen: string[]
  bins: AgreementBin[]
  /** The largest |z| over the bins. */
  worstZ: number
  /** No unseen key and every bin within `maxZ` standard errors. */
  ok: boolean
}

/** Options of {@link sampledAgreement}. */
export interface SampledAgreementOptions {
  /** Resolved attacks (default 100,000). */
  runs?: number
  /** Seed of the dice (a string or number for `seedRng`). */
  seed: string | number
  /** Largest |z| allowed (default 4). */
  maxZ?: number
  /** Least expected count in a bin: rarer neighbouring values are pooled (default 100, so the normal approximation of a bin's count holds at 4 standard errors). */
  minExpected?: number
}

/**
 * Checks an attack's exact odds against the attack resolved with seeded dice, as play rolls it
 * (`attackResolver(plan)` over `SeededDice`, die by die): every resolved outcome must be one of
 * the distribution's, and for each quantity (hits, HP lost, push-back) the frequency of each bin
 * of values must be within `maxZ` standard errors of its exact probability. Neighbouring values
 * are pooled until a bin expects `minExpected` attacks (the last bin takes the rest), so rare
 * values are compared together rather than against a normal approximation that does not hold
 * for them. Deterministic for a seed.
 *
 * @param plan - the attack
 * @param dist - its exact odds (`attackOdds(plan)`)
 * @example sampledAgreement(plan, attackOdds(plan), { seed: 'knights charge' }).ok
 */
export function sampledAgreement(plan: AttackPlan, dist: Distribution<AttackResult>, options: SampledAgreementOptions): SampledAgreement {
  const runs = options.runs ?? 100_000
  const maxZ = options.maxZ ?? 4
  const minExpected = options.minExpected ?? 100
  const resolve = attackResolver(plan)
  const rng = seedRng(options.seed)
  const seen = new Map<string, number>()
  for (let i = 0; i < runs; i++) {
    const key = attackKey(resolve(new SeededDice(rng)))
    seen.set(key, (seen.get(key) ?? 0) + 1)
  }
  const exactKeys = new Set(dist.outcomes.map((o) => o.key))
  const unseen = [...seen.keys()].filter((k) => !exactKeys.has(k))
  const bins: AgreementBin[] = []
  for (const [quantity, of] of QUANTITIES) {
    const byValue = new Map<number, { terms: Rational[]; observed: number }>()
    for (const o of dist.outcomes) {
      const v = of(o.example)
      const e = byValue.get(v) ?? { terms: [], observed: 0 }
      e.terms.push(o.probability)
      e.observed += seen.get(o.key) ?? 0
      byValue.set(v, e)
    }
    let open: Omit<AgreementBin, 'z'> | undefined
    const close = (b: Omit<AgreementBin, 'z'>) => {
      const se = Math.sqrt((b.p * (1 - b.p)) / runs)
      const diff = b.observed / runs - b.p
      bins.push({ ...b, z: se === 0 ? (diff === 0 ? 0 : Infinity) : diff / se })
    }
    for (const v of [...byValue.keys()].sort((x, y) => x - y)) {
      const e = byValue.get(v)!
      const p = toFloat(addRationals(e.terms))
      open = open === undefined ? { quantity, from: v, to: v, p, observed: e.observed } : { ...open, to: v, p: open.p + p, observed: open.observed + e.observed }
      if (open.p * runs >= minExpected) {
        close(open)
        open = undefined
      }
    }
    if (open !== undefined) {
      // The rare tail joins the last full bin (or stands alone when nothing else is).
      const last = bins.length > 0 && bins[bins.length - 1]!.quantity === quantity ? bins.pop()! : undefined
      close(last === undefined ? open : { quantity, from: last.from, to: open.to, p: last.p + open.p, observed: last.observed + open.observed })
    }
  }
  const worstZ = bins.reduce((w, b) => Math.max(w, Math.abs(b.z)), 0)
  return { runs, unseen, bins, worstZ, ok: unseen.length === 0 && worstZ <= maxZ }
}
