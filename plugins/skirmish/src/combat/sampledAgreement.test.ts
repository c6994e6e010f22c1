import { describe, expect, it } from 'vitest'
import { attackOdds } from './attackOdds'
import { fighter, testConfig, UNITS } from './combat.fixture'
import { planAttack } from './planAttack'
import { sampledAgreement } from './sampledAgreement'

const config = testConfig()
const charge = planAttack({ kind: 'charge', attacker: fighter(UNITS.knights), target: fighter(UNITS.spearmen) }, config)

describe('skirmish/combat/sampledAgreement', () => {
  it('agrees for an attack with its own odds, and is the same for the same seed', () => {
    const r = sampledAgreement(charge, attackOdds(charge), { runs: 20_000, seed: 'agree' })
    expect(r.ok).toBe(true)
    expect(r.unseen).toEqual([])
    expect(r.worstZ).toBeLessThanOrEqual(4)
    expect(new Set(r.bins.map((b) => b.quantity))).toEqual(new Set(['hits', 'hpLost', 'push']))
    expect(sampledAgreement(charge, attackOdds(charge), { runs: 20_000, seed: 'agree' })).toEqual(r)
  })

  it('pools rare values: every bin expects at least minExpected attacks, and a quantity\'s bins cover every value once', () => {
    const dist = attackOdds(charge)
    const r = sampledAgreement(charge, dist, { runs: 20_000, seed: 'bins', minExpected: 500 })
    for (const b of r.bins) expect(b.p * 20_000).toBeGreaterThanOrEqual(500)
    const hits = r.bins.filter((b) => b.quantity === 'hits')
    const values = [...new Set(dist.outcomes.map((o) => o.example.hits))].sort((x, y) => x - y)
    expect(hits[0]!.from).toBe(values[0])
    expect(hits.at(-1)!.to).toBe(values.at(-1))
    for (let i = 1; i < hits.length; i++) expect(hits[i]!.from).toBeGreaterThan(hits[i - 1]!.to)
    expect(hits.reduce((t, b) => t + b.observed, 0)).toBe(20_000)
  })

  it('fails for odds that are not the attack\'s: one defence point more moves the hits by far more than 4 standard errors', () => {
    const wrong = attackOdds({ ...charge, defence: charge.defence + 1 })
    const r = sampledAgreement(charge, wrong, { runs: 20_000, seed: 'wrong' })
    expect(r.ok).toBe(false)
    expect(r.worstZ).toBeGreaterThan(10)
  })

  it('fails when the resolved attacks give an outcome the odds do not have', () => {
    const dist = attackOdds(charge)
    const without = { ...dist, outcomes: dist.outcomes.filter((o) => o.example.hits !== 3) }
    const r = sampledAgreement(charge, without, { runs: 5_000, seed: 'unseen' })
    expect(r.ok).toBe(false)
    expect(r.unseen.length).toBeGreaterThan(0)
    expect(r.unseen.every((k) => k.startsWith('3:'))).toBe(true)
  })
})
