import { combatModifiers, combatOdds, prepareCombat, resolveCombat, seedRng, SeededDice } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { hmGame } from '../testing/hmFixtures'
import { oddsOf, toCombat } from './combatTestKit'

/** Two light infantry (2 + 2) against an elite (4): 1:1, so a 2 is AM (two tests) and a 4 is DM. */
function game() {
  const t = hmGame({
    units: [
      { id: 'a1', hex: '2,2', type: 'light-infantry' },
      { id: 'a2', hex: '2,3', type: 'light-infantry' },
      { id: 'b1', side: 'b', hex: '3,2', type: 'elite-infantry' },
      { id: 'b2', side: 'b', hex: '4,2' },
    ],
    leaders: [{ id: 'earl', side: 'b', name: 'Earl', unit: 'b2' }],
  })
  toCombat(t)
  return t
}
const decl = { attackers: ['a1', 'a2'], defender: 'b1', mode: 'close' }

describe('hexes-med/combat/odds', () => {
  it('HM-COMBAT-15 exact odds include the morale tests: "CRT result, then the tests" keys', () => {
    const t = game()
    const odds = oddsOf(t.game.odds(decl))
    const byKey = Object.fromEntries(odds.distribution.outcomes.map((o) => [o.key, o.probability]))
    // 1:1: 1 AR, 2 AM, 3 NE, 4 DM, 5 DR, 6 EX. Attackers test against 2; the elite (4, +1 Earl adjacent) against 5.
    expect(byKey['AR']).toEqual({ num: 1, den: 6 })
    expect(byKey['AM:none+none']).toEqual({ num: 1, den: 6 * 36 }) // both roll 1
    expect(byKey['AM:retreat+reduce']).toEqual({ num: 1, den: 54 }) // 2, then 3..6: 4/216
    expect(byKey['AM:reduce+reduce']).toEqual({ num: 2, den: 27 }) // 16/216
    expect(byKey['DM:none']).toEqual({ num: 1, den: 9 }) // rolls 1..4 below 5: 4/36
    expect(byKey['DM:retreat']).toEqual({ num: 1, den: 36 })
    expect(byKey['DM:reduce']).toEqual({ num: 1, den: 36 })
    expect(odds.distribution.total).toEqual({ num: 1, den: 1 })
    expect(odds.distribution.leaves).toBe(4 + 36 + 6)
  })

  it('HM-COMBAT-15 odds match the frequencies of 100,000 resolved combats within 4 standard errors', () => {
    const t = game()
    const { rules, state } = t.game
    const odds = oddsOf(combatOdds(rules, state, 'a', decl))
    const ctx = prepareCombat(rules, state, 'a', decl)
    if ('ok' in ctx) throw new Error(ctx.message)
    const modifiers = combatModifiers(ctx)
    const rng = seedRng('hexes-med odds check')
    const counts = new Map<string, number>()
    const N = 100_000
    for (let i = 0; i < N; i++) {
      const key = resolveCombat(ctx, modifiers, new SeededDice(rng)).key
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    const known = new Set(odds.distribution.outcomes.map((o) => o.key))
    expect([...counts.keys()].filter((k) => !known.has(k))).toEqual([])
    for (const o of odds.distribution.outcomes) {
      const p = o.probability.num / o.probability.den
      const se = Math.sqrt((p * (1 - p)) / N)
      const freq = (counts.get(o.key) ?? 0) / N
      expect(Math.abs(freq - p), `${o.key}: p = ${p}, observed ${freq}`).toBeLessThanOrEqual(4 * se)
    }
  })

  it('HM-COMBAT-11 one odds computation takes microseconds (loose bound: < 2 ms on average)', () => {
    const t = game()
    const { rules, state } = t.game
    for (let i = 0; i < 200; i++) combatOdds(rules, state, 'a', decl)
    // Average per batch; the best batch is the least disturbed by other processes on the machine.
    const batches: number[] = []
    for (let b = 0; b < 10; b++) {
      const start = performance.now()
      for (let i = 0; i < 200; i++) combatOdds(rules, state, 'a', decl)
      batches.push((performance.now() - start) / 200)
    }
    const best = Math.min(...batches)
    const mean = batches.reduce((s, x) => s + x, 0) / batches.length
    console.info(`hexes-med odds, 2 attackers, DM and AM branches (46 leaves): best ${(best * 1000).toFixed(0)} µs, mean ${(mean * 1000).toFixed(0)} µs per computation`)
    expect(best).toBeLessThan(2)
  })
})
