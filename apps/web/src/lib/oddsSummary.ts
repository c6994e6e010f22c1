import { addRationals, type CombatEffect, type CombatOdds, type Rational } from '@hexes/core'

/**
 * The few chances a player reads first, summed from the engine's exact odds (the outcomes'
 * `effects`, which the resolver gives): no probability is computed here, only added up.
 */

/** A line of the summary: the defender eliminated or retreating, weakened only, an exchange, the attackers hurt, a leader lost. */
export type SummaryLineId = 'win' | 'defender-loses' | 'exchange' | 'lose' | 'leader-lost'

/** A line of the summary and its exact probability (never 0: a chance the rules rule out is not listed). */
export interface SummaryLine {
  id: SummaryLineId
  probability: Rational
  /**
   * The words of the line (`oddsSummary.lines.<words>`): its id, except a win whose defender is
   * pushed back and never retreats (`win-pushed`: a charge's push-back, which is no retreat).
   */
  words: string
}

/** Which line an outcome counts in (`leader-lost` aside: it comes on top of the others). */
function lineOf(effects: readonly CombatEffect[]): Exclude<SummaryLineId, 'leader-lost'> | null {
  const has = (e: CombatEffect) => effects.includes(e)
  if (has('exchange')) return 'exchange'
  if (has('defender-eliminated') || has('defender-retreats') || has('defender-pushed-back')) return 'win'
  if (has('defender-loses')) return 'defender-loses'
  if (has('attacker-loses') || has('attacker-retreats')) return 'lose'
  return null
}

const ORDER: readonly SummaryLineId[] = ['win', 'defender-loses', 'exchange', 'lose', 'leader-lost']

/**
 * The summary of a combat's odds, in the order above; `null` when the resolver gives no
 * `effects` for some outcome (the full table then says everything). Lines whose chance is 0 are
 * left out: no "leader lost" without a leader at risk, no loss shooters never take.
 *
 * @example oddsSummary(game.odds(decl)) // [{ id: 'win', probability: { num: 1, den: 2 } }, ...]
 */
export function oddsSummary(odds: CombatOdds): SummaryLine[] | null {
  const terms = new Map<SummaryLineId, Rational[]>()
  const add = (id: SummaryLineId, p: Rational) => terms.set(id, [...(terms.get(id) ?? []), p])
  let retreats = false
  let pushed = false
  for (const o of odds.distribution.outcomes) {
    const effects = o.example.effects
    if (!effects) return null
    retreats ||= effects.includes('defender-retreats')
    pushed ||= effects.includes('defender-pushed-back')
    const line = lineOf(effects)
    if (line) add(line, o.probability)
    if (effects.includes('leader-lost')) add('leader-lost', o.probability)
  }
  return ORDER.flatMap((id) => {
    const p = addRationals(terms.get(id) ?? [])
    return p.num > 0 ? [{ id, probability: p, words: id === 'win' && pushed && !retreats ? 'win-pushed' : id }] : []
  })
}
