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
  /** Attacks resolved for this result: the check's `runs`, or {@link RECHECK_FACTOR} times that for a recheck. */
  runs: number
  /** For a rechecked attack: the first sample's farthest bin, outside 4 standard errors. */
  first?: AgreementBin
}

/**
 * How many times more attacks a recheck resolves. Thousands of bins are compared, so a few fall
 * outside 4 standard errors by chance alone (about 6 in 100,000): an attack whose every outcome the
 * odds have but one of whose bins is out is resolved again, ten times as often with other dice,
 * and the recheck stands. A real error of the odds that put a bin 4 standard errors out puts it
 * about 12.6 out at ten times the attacks; chance does it twice one time in a few hundred million.
 */
export const RECHECK_FACTOR = 10

/**
 * Checks each attack's exact odds (`attackOdds`) against `runs` attacks resolved with seeded dice
 * (`sampledAgreement`: only outcomes the odds have, every bin within 4 standard errors; a bin out
 * is rechecked, {@link RECHECK_FACTOR}). The dice
 * of an attack are seeded by its scenario, pair and name: the same attack gives the same check
 * on every run and in any worker.
 */
export function runOddsCheck(attacks: readonly OddsCheckAttack[], runs: number): OddsCheckResult[] {
  return attacks.map((a) => {
    const odds = attackOdds(a.plan)
    const seed = `odds-check ${a.scenario} ${a.pair} ${a.name}`
    const r = sampledAgreement(a.plan, odds, { runs, seed })
    const result: OddsCheckResult = { scenario: a.scenario, pair: a.pair, name: a.name, ok: r.ok, bins: r.bins.length, worst: farthest(r.bins), unseen: r.unseen, runs }
    if (r.ok || r.unseen.length > 0) return result
    const again = sampledAgreement(a.plan, odds, { runs: runs * RECHECK_FACTOR, seed: `${seed} recheck` })
    return { ...result, ok: again.ok, bins: result.bins + again.bins.length, worst: farthest(again.bins), unseen: again.unseen, runs: runs * RECHECK_FACTOR, first: result.worst! }
  })
}

function farthest(bins: readonly AgreementBin[]): AgreementBin | null {
  return bins.reduce<AgreementBin | null>((w, b) => (w === null || Math.abs(b.z) > Math.abs(w.z) ? b : w), null)
}
