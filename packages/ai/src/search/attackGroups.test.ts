import { checkAction, seedRng, type GameState } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { AI_EFFORT } from '../bots/aiLevels'
import { aiContext } from '../evaluation/AiContext'
import { DEFAULT_WEIGHTS } from '../evaluation/evaluatePosition'
import { hmTestRules, initial, play } from '../testing/aiFixtures'
import { attackCandidates } from './attackGroups'
import { SearchBudget } from './SearchBudget'
import type { SearchContext } from './SearchContext'

function searchContext(rules: ReturnType<typeof hmTestRules>, me: string): SearchContext {
  return {
    ai: aiContext(rules), rules, me, rng: seedRng(1), budget: new SearchBudget(1e6), effort: AI_EFFORT.normal, weights: DEFAULT_WEIGHTS,
    reach: undefined, effects: new Map(), distributions: new Map(), stats: { nodes: 0, evaluations: 0, combatsValued: 0, outcomesApplied: 0 },
  }
}

describe('ai/attackCandidates', () => {
  it('offers a group whose weakest member is refused alone (HM minimum odds), each candidate legal', () => {
    // Militia alone against heavy infantry is 1:3, below the weakest column; with the heavy
    // infantry next to it the group is 4:3 (1:1).
    const rules = hmTestRules({ units: [{ id: 'a1', hex: '3,3' }, { id: 'a2', type: 'militia', hex: '4,4' }, { id: 'b1', side: 'b', hex: '3,4' }] })
    let s: GameState = initial(rules)
    while (rules.phases[s.turn.phaseIndex]!.id !== 'combat') s = play(rules, s, { type: 'end-phase', side: 'a' })
    expect(checkAction(rules, s, { type: 'attack', side: 'a', attackers: ['a2'], defender: 'b1', mode: 'close' })).toHaveProperty('code', 'combat/odds-too-low')
    const cands = attackCandidates(searchContext(rules, 'a'), s, 'a', 10)
    expect(cands.map((c) => [...c.attackers].sort().join('+'))).toEqual(expect.arrayContaining(['a1', 'a1+a2']))
    expect(cands.some((c) => c.attackers.length === 1 && c.attackers[0] === 'a2')).toBe(false)
    for (const c of cands) expect(checkAction(rules, s, c)).not.toHaveProperty('ok')
  })
})
