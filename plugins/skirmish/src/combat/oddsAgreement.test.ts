import { describe, expect, it } from 'vitest'
import type { SkUnitType } from '../model/skProfile'
import { attackOdds } from './attackOdds'
import { testConfig, UNITS } from './combat.fixture'
import { planAttack } from './planAttack'
import { representativeAttacks } from './representativeAttacks'
import { sampledAgreement } from './sampledAgreement'

const config = testConfig()

/**
 * Sample unit-type pairs checked here; `hexes odds-check` (run by CI) makes the same check over
 * every attack of the shipped scenarios' unit types.
 */
const PAIRS: [SkUnitType, SkUnitType][] = [
  [UNITS.knights, UNITS.spearmen],
  [UNITS.archers, UNITS.swordsmen],
]

describe('skirmish/combat/exact odds against resolved attacks', () => {
  it.each(PAIRS.map(([a, b]) => [`${a.name} → ${b.name}`, a, b] as const))(
    'SK-COMBAT-1: exact odds of every representative attack of %s equal 100,000 resolved attacks within 4 standard errors (hits, HP lost, push-back)',
    (_name, a, b) => {
      for (const { name, situation } of representativeAttacks(a, b, config)) {
        const plan = planAttack(situation, config)
        const r = sampledAgreement(plan, attackOdds(plan), { seed: `oddsAgreement ${a.name} ${b.name} ${name}` })
        expect(r.unseen, `${name}: resolved outcomes the odds do not have`).toEqual([])
        for (const bin of r.bins) expect(Math.abs(bin.z), `${name}: ${bin.quantity} ${bin.from}..${bin.to}, exact ${bin.p.toFixed(5)}`).toBeLessThanOrEqual(4)
        expect(r.ok).toBe(true)
      }
    },
    20_000,
  )
})
