import { expectedValue, toFloat } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { attackOdds } from '../combat/attackOdds'
import { planAttack } from '../combat/planAttack'
import { testConfig } from '../combat/combat.fixture'
import { edited, SK_TEST_TYPES, skGame } from '../testing/skFixtures'

const game = () => skGame({
  units: [
    { id: 'k', type: 'knights', hex: '3,6' }, { id: 'x', type: 'crossbows', hex: '5,6' },
    { id: 'f', side: 'b', type: 'foot', hex: '3,1' },
  ],
})

const config = testConfig({ unitTypes: SK_TEST_TYPES })

const full = (type: keyof typeof SK_TEST_TYPES, hp?: number) => {
  const t = SK_TEST_TYPES[type]!
  return { type: t, hp: hp ?? t.figures * t.hp, startHp: t.figures * t.hp, level: 0 }
}

describe('skirmish/strike estimate', () => {
  it('SK-COMBAT-1: the expected HP a frontal charge in the open takes, from the exact odds, for the units as they are', () => {
    const g = game()
    const { rules, state } = g.game
    const charge = (hp?: number) => toFloat(expectedValue(attackOdds(planAttack({ kind: 'charge', attacker: full('knights'), target: full('foot', hp) }, config)), (r) => r.hpLost))
    expect(rules.hooks.strikeEstimate.call({ state, rules, attacker: g.unit('k'), defender: g.unit('f') })).toBeCloseTo(charge(), 12)
    // The defender as it is: 3 HP left caps what the charge can take.
    const hurt = edited(state, (d) => void (d.units.find((u) => u.id === 'f')!.stats.sk!.hp = 3))
    const e = rules.hooks.strikeEstimate.call({ state: hurt, rules, attacker: g.unit('k'), defender: hurt.units.find((u) => u.id === 'f')! })
    expect(e).toBeCloseTo(charge(3), 12)
    expect(e).toBeLessThan(charge())
  })

  it('SK-MISSILE-1: a shooter strikes at its better of a charge and a short-range volley (here equal: 8 dice either way)', () => {
    const g = game()
    const { rules, state } = g.game
    const exp = (kind: 'charge' | 'missile') => toFloat(expectedValue(attackOdds(planAttack({ kind, attacker: full('crossbows'), target: full('foot'), range: 'short' }, config)), (r) => r.hpLost))
    const e = rules.hooks.strikeEstimate.call({ state, rules, attacker: g.unit('x'), defender: g.unit('f') })!
    expect(e).toBeCloseTo(Math.max(exp('charge'), exp('missile')), 12)
    expect(e).toBeGreaterThan(0)
    // A dead shooter takes nothing.
    const dead = edited(state, (d) => void (d.units.find((u) => u.id === 'x')!.stats.sk!.hp = 0))
    expect(rules.hooks.strikeEstimate.call({ state: dead, rules, attacker: dead.units.find((u) => u.id === 'x')!, defender: g.unit('f') })).toBe(0)
  })
})
