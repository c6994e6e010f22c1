import { countersOf } from '@hexes/core'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { eventsOf, moraleGame, shoot, toShooting } from '../testing/moraleFixtures'

installMatchers()

describe('skirmish-morale/necromancer', () => {
  it('SK-MORALE-23 the necromancer killed: every undead unit of his army is removed at once, its HP counted for the enemy (GAP-SK-29), through the event bus', () => {
    const t = toShooting(moraleGame({ units: [
      { id: 'a1', type: 'bowmen', hex: '5,9' },
      { id: 'n', side: 'b', type: 'necromancer', hex: '5,5', stats: { sk: { hp: 1 } } },
      { id: 's1', side: 'b', type: 'skeletons', hex: '2,2' },
      { id: 's2', side: 'b', type: 'skeletons', hex: '8,2', stats: { sk: { hp: 3 } } },
      { id: 'b4', side: 'b', type: 'duo', hex: '10,1' },
    ] }, [5, 6, 3]))
    const before = countersOf(t.state, 'b').strengthEliminated
    // One die at the isolated necromancer: 5 hits, damage 6 + 2 − 2 kills him. His army's living unit tests panic (he is its general, R-11): 3 holds.
    t.play(shoot('a1', 'n'))
    expect(t.unit('n').status).toBe('eliminated')
    expect(eventsOf(t, 'sk-morale/dispelled')).toEqual([expect.objectContaining({ unit: 'n', units: ['s1', 's2'], ruleId: 'SK-MORALE-23' })])
    expect(t.unit('s1').status).toBe('eliminated')
    expect(t.unit('s2').status).toBe('eliminated')
    expect(t.unit('b4').status).toBe('active')
    expect(countersOf(t.state, 'b').strengthEliminated - before).toBe(1 + 5 + 3)
    expect(eventsOf(t, 'sk-morale/test').map((e) => e.unit)).toEqual(['b4'])
    expect(t.diceLeft()).toBe(0)
  })
})
