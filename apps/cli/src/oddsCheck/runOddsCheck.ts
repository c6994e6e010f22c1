import { attackOdds, sampledAgreement, type AgreementBin, type AttackPlan } from '@hexes/plugin-skirmish'

/** One attack to check: where it comes from, and its plan (plain JSON: it crosses to worker threads). */
export interface OddsCheckAttack {
  scenario: string
  /** Unit type names, attacker then target: `Pikemen → Spearmen`. */
  pair: string
  name: string
  plan: AttackPlan
}

/** What the check found for one attack. */
export interface OddsCheckResult {
  scenario: string
  pair: string
  name: string
  ok: boolean
  /** Bins compared (hits, HP lost, push-back). */
  bins: number
  /** The bin farthest from its exact probability, in standard errors. */
  worst: AgreementBin | null
  /** Resolved outcome keys the exact odds do not have. */
  unseen: string[]
}

/**
 * Checks each attack's exact odds (`attackOdds`) against `runs` attacks resolved with seeded dice
 * (`sampledAgreement`: only outcomes the odds have, every bin within 4 standard errors). The dice
 * of an attack are seeded by its scenario, pair and name: the same attack gives the same check
 * on every run and in any worker.
 */
export function runOddsCheck(attacks: readonly OddsCheckAttack[], runs: number): OddsCheckResult[] {
  return attacks.map((a) => {
    const r = sampledAgreement(a.plan, attackOdds(a.plan), { runs, seed: `odds-check ${a.scenario} ${a.pair} ${a.name}` })
    const worst = r.bins.reduce<AgreementBin | null>((w, b) => (w === null || Math.abs(b.z) > Math.abs(w.z) ? b : w), null)
    return { scenario: a.scenario, pair: a.pair, name: a.name, ok: r.ok, bins: r.bins.length, worst, unseen: r.unseen }
  })
}
