import { benchFigure } from './benchFigure'
import { combatOdds, rationalTerms, type AttackAction, type CombatOdds, type GameRules, type GameState, type Rational, type Rejection } from '@hexes/core'

/** One outcome of a direct lookup: the key `combatOdds` gives it and its exact probability. */
export interface LookupOutcome {
  key: string
  probability: Rational
}

/**
 * A direct table lookup of a combat's distribution, written by a rule set for its own combat
 * (HEXES Med's `hmOddsLookup`): the reference `combatOdds` is measured against.
 */
export type OddsLookup = (rules: GameRules, state: GameState, action: AttackAction) => readonly LookupOutcome[] | Rejection

/** What {@link benchOdds} measured for one attack. */
export interface OddsBench {
  /** Median µs of one `combatOdds` call (the resolver run over the dice tree). */
  oddsUs: number
  /** Median µs of one lookup call (the same distribution read from the tables). */
  lookupUs: number
  /** `oddsUs / lookupUs`. */
  ratio: number
  /** Whether both give the same outcome keys with the same exact probabilities. */
  equal: boolean
  /** Distinct outcomes, and leaves of the dice tree `combatOdds` ran. */
  outcomes: number
  leaves: number
}

/**
 * Whether exact odds and a lookup give the same distribution: the same keys, each with the
 * same exact probability (compared as reduced bigint fractions; order does not matter).
 */
export function sameOdds(odds: Pick<CombatOdds, 'distribution'>, lookup: readonly LookupOutcome[]): boolean {
  const outcomes = odds.distribution.outcomes
  if (outcomes.length !== lookup.length) return false
  const byKey = new Map(lookup.map((o) => [o.key, rationalTerms(o.probability)]))
  for (const o of outcomes) {
    const l = byKey.get(o.key)
    const p = rationalTerms(o.probability)
    if (!l || l.num * p.den !== p.num * l.den) return false
  }
  return true
}

/**
 * The cost of the exact odds of one attack against a direct table lookup of the same
 * distribution (`lookup`, e.g. HEXES Med's `hmOddsLookup`), measured in the same run: a warm-up of both, then
 * `rounds` alternating rounds (ABBA order) of about `ms / (2 · rounds)` each, the median per
 * call of each; and the check that both give the same distribution ({@link sameOdds}). Both
 * start from the state and the action (declaration checks and modifiers included on both
 * sides). Pure apart from the clock the host passes.
 *
 * @param clock - monotonic clock, ms (`performance.now`)
 * @param ms - total time to spend measuring (default 600)
 * @throws Error when the attack is not legal in `state`
 * @example
 * const r = benchOdds(rules, state, attack, hmOddsLookup, () => performance.now())
 * // { oddsUs: 1.9, lookupUs: 1.1, ratio: 1.7, equal: true, outcomes: 7, leaves: 11 }
 */
export function benchOdds(rules: GameRules, state: GameState, action: AttackAction, lookupOf: OddsLookup, clock: () => number, ms = 600, rounds = 6): OddsBench {
  const odds = combatOdds(rules, state, action.side, action)
  const lookup = lookupOf(rules, state, action)
  if ('ok' in odds) throw new Error(`benchOdds: ${odds.message}`)
  if ('ok' in lookup) throw new Error(`benchOdds: ${lookup.message}`)
  const runOdds = () => combatOdds(rules, state, action.side, action)
  const runLookup = () => lookupOf(rules, state, action)
  const slice = ms / (2 * rounds)
  const time = (f: () => unknown): number => {
    let n = 0
    const start = clock()
    let now = start
    while (now - start < slice || n === 0) {
      for (let i = 0; i < 20; i++) f()
      n += 20
      now = clock()
    }
    return ((now - start) * 1000) / n
  }
  for (let i = 0; i < 200; i++) {
    runOdds()
    runLookup()
  }
  const oddsT: number[] = []
  const lookupT: number[] = []
  for (let r = 0; r < rounds; r++) {
    if (r % 2 === 0) {
      oddsT.push(time(runOdds))
      lookupT.push(time(runLookup))
    } else {
      lookupT.push(time(runLookup))
      oddsT.push(time(runOdds))
    }
  }
  const oddsUs = benchFigure(oddsT).median
  const lookupUs = benchFigure(lookupT).median
  return { oddsUs, lookupUs, ratio: oddsUs / lookupUs, equal: sameOdds(odds, lookup), outcomes: odds.distribution.outcomes.length, leaves: odds.distribution.leaves }
}
