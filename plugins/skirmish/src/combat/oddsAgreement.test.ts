import { addRationals, seedRng, SeededDice, toFloat, type Rational } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import type { SkUnitType } from '../model/skProfile'
import { attackOdds } from './attackOdds'
import { attackKey, attackResolver, type AttackResult } from './attackResolver'
import { testConfig, UNITS } from './combat.fixture'
import { planAttack } from './planAttack'
import { representativeAttacks } from './representativeAttacks'

const config = testConfig()
const RUNS = 100_000

/** The unit-type pairs checked here; the scenario issue runs the same check over every shipped pair. */
const PAIRS: [SkUnitType, SkUnitType][] = [
  [UNITS.knights, UNITS.spearmen],
  [UNITS.archers, UNITS.swordsmen],
]

/** The quantities compared, each as its own marginal distribution. */
const QUANTITIES: [string, (r: AttackResult) => number][] = [['hits', (r) => r.hits], ['hpLost', (r) => r.hpLost], ['push', (r) => r.push]]

describe('skirmish/combat/exact odds against resolved attacks', () => {
  it.each(PAIRS.map(([a, b]) => [`${a.name} → ${b.name}`, a, b] as const))(
    'SK-COMBAT-1: exact odds of every representative attack of %s equal 100,000 resolved attacks within 4 standard errors (hits, HP lost, push-back)',
    (_name, a, b) => {
      for (const { name, situation } of representativeAttacks(a, b, config)) {
        const plan = planAttack(situation, config)
        const dist = attackOdds(plan)
        const resolve = attackResolver(plan)
        const rng = seedRng(`oddsAgreement ${a.name} ${b.name} ${name}`)
        // Resolved attacks per outcome key; the key (hits:hpLost:push) gives every quantity compared.
        const seen = new Map<string, number>()
        for (let i = 0; i < RUNS; i++) {
          const key = attackKey(resolve(new SeededDice(rng)))
          seen.set(key, (seen.get(key) ?? 0) + 1)
        }
        const byKey = new Map(dist.outcomes.map((o) => [o.key, o]))
        expect([...seen.keys()].filter((k) => !byKey.has(k)), `${name}: resolved outcomes the odds do not have`).toEqual([])
        for (const [what, of] of QUANTITIES) {
          const exact = new Map<number, Rational[]>()
          const counted = new Map<number, number>()
          for (const o of dist.outcomes) {
            exact.set(of(o.example), [...(exact.get(of(o.example)) ?? []), o.probability])
            counted.set(of(o.example), (counted.get(of(o.example)) ?? 0) + (seen.get(o.key) ?? 0))
          }
          for (const [v, terms] of exact) {
            const p = toFloat(addRationals(terms))
            const se = Math.sqrt((p * (1 - p)) / RUNS)
            expect(Math.abs(counted.get(v)! / RUNS - p), `${name}: P(${what} = ${v}) = ${p.toFixed(5)}`).toBeLessThanOrEqual(4 * se)
          }
        }
      }
    },
    20_000,
  )
})
