import type { GameState } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { DEFAULT_WEIGHTS } from '../evaluation/evaluatePosition'
import { hmTestRules, initial, play, testSearchContext } from '../testing/aiFixtures'
import { attackValue, planAttacks } from './combatPlanner'

/** Three heavy infantry of `a` around a reduced unit `b1`, which may carry `b`'s king. */
function position(withKing: boolean): { rules: ReturnType<typeof hmTestRules>; state: GameState } {
  const rules = hmTestRules({
    units: [
      { id: 'a1', hex: '3,3' }, { id: 'a2', hex: '2,4' }, { id: 'a3', hex: '4,4' },
      { id: 'b1', side: 'b', hex: '3,4', reduced: true }, { id: 'b2', side: 'b', hex: '7,7' },
    ],
    leaders: withKing ? [{ id: 'king', side: 'b', name: 'The King', unit: 'b1' }] : [],
    victory: {
      conditions: withKing
        ? [{ id: 'regicide', winner: 'a', timing: 'immediate', kind: 'leaderEliminated', leader: 'king', text: 'The king falls' }]
        : [{ id: 'never', winner: 'a', timing: 'endOfGame', kind: 'holdHexes', hexes: ['0,0'], count: 1, text: 'Side A holds the corner' }],
      default: { winner: 'b', text: 'Side B holds out' },
    },
  })
  let state = initial(rules)
  while (rules.phases[state.turn.phaseIndex]!.id !== 'combat') state = play(rules, state, { type: 'end-phase', side: 'a' })
  return { rules, state }
}

describe('ai/combatPlanner', () => {
  it('gives an attack the exact chance that it wins the game, and the plan the chance that one of its attacks does', () => {
    const attack = { type: 'attack' as const, side: 'a', attackers: ['a1', 'a2', 'a3'], defender: 'b1', mode: 'close' }
    const king = position(true)
    const v = attackValue(testSearchContext(king.rules, 'a'), king.state, attack)!
    expect(v.winChance).toBeGreaterThan(0)
    expect(v.winChance).toBeLessThanOrEqual(1)
    // The win is the decisive part of the value: most of a won game times its chance.
    expect(v.decisive).toBeGreaterThan(0.5 * DEFAULT_WEIGHTS.win * v.winChance)
    const plan = planAttacks(testSearchContext(king.rules, 'a'), king.state, 'a')
    expect(plan.attacks.some((a) => a.action.defender === 'b1')).toBe(true)
    expect(plan.winChance).toBeCloseTo(1 - plan.attacks.reduce((p, a) => p * (1 - a.winChance), 1), 12)
    expect(plan.winChance).toBeGreaterThan(0)

    const plain = position(false)
    const w = attackValue(testSearchContext(plain.rules, 'a'), plain.state, attack)!
    expect(w.winChance).toBe(0)
    expect(planAttacks(testSearchContext(plain.rules, 'a'), plain.state, 'a').winChance).toBe(0)
  })
})
