import { checkAction, type GameState } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { hmTestRules, initial, play, testSearchContext } from '../testing/aiFixtures'
import { attackCandidates } from './attackGroups'

describe('ai/attackCandidates', () => {
  it('offers a group whose weakest member is refused alone (HM minimum odds), each candidate legal', () => {
    // Militia alone against heavy infantry is 1:3, below the weakest column; with the heavy
    // infantry next to it the group is 4:3 (1:1).
    const rules = hmTestRules({ units: [{ id: 'a1', hex: '3,3' }, { id: 'a2', type: 'militia', hex: '4,4' }, { id: 'b1', side: 'b', hex: '3,4' }] })
    let s: GameState = initial(rules)
    while (rules.phases[s.turn.phaseIndex]!.id !== 'combat') s = play(rules, s, { type: 'end-phase', side: 'a' })
    expect(checkAction(rules, s, { type: 'attack', side: 'a', attackers: ['a2'], defender: 'b1', mode: 'close' })).toHaveProperty('code', 'combat/odds-too-low')
    const cands = attackCandidates(testSearchContext(rules, 'a'), s, 'a', 10)
    expect(cands.map((c) => [...c.attackers].sort().join('+'))).toEqual(expect.arrayContaining(['a1', 'a1+a2']))
    expect(cands.some((c) => c.attackers.length === 1 && c.attackers[0] === 'a2')).toBe(false)
    for (const c of cands) expect(checkAction(rules, s, c)).not.toHaveProperty('ok')
  })
})
