import { cloneState } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { hmTestRules, initial } from '../testing/aiFixtures'
import { aiContext } from './AiContext'
import { timeFraction } from './boardQueries'
import { evaluatePosition, explainPosition } from './evaluatePosition'

describe('ai/evaluatePosition', () => {
  const rules = hmTestRules({
    units: [
      { id: 'a1', hex: '3,3' }, { id: 'a2', type: 'militia', hex: '5,5', reduced: true },
      { id: 'b1', side: 'b', hex: '3,4' }, { id: 'b2', side: 'b', type: 'heavy-cavalry', hex: '5,4' }, { id: 'b3', side: 'b', hex: '6,6' },
    ],
  })
  const ai = aiContext(rules)
  const s = initial(rules)

  it('is zero-sum: the same position is worth the opposite to the other side', () => {
    expect(evaluatePosition(ai, s, 'a', { next: 'b' })).toBeCloseTo(-evaluatePosition(ai, s, 'b', { next: 'b' }), 9)
  })

  it('charges a weak unit in reach of strong enemies with a threat, and leaves the term out without threat analysis', () => {
    const full = explainPosition(ai, s, 'a', { next: 'b' })
    // a2 (reduced militia) sits next to heavy cavalry and infantry: side a is the more threatened.
    expect(full.terms.threat).toBeLessThan(0)
    const careless = explainPosition(ai, s, 'a', { next: 'b', skipThreat: true })
    expect(careless.terms.threat).toBeUndefined()
    expect(careless.total).toBeCloseTo(full.total - full.terms.threat!, 9)
  })

  it('counts each unit for one objective hex: a holder is not also credited with reaching the other hex', () => {
    const hold = (units: { id: string; hex: string }[]) => {
      const r = hmTestRules({
        units: [...units, { id: 'b1', side: 'b', hex: '7,7' }],
        victory: {
          conditions: [{ id: 'village', winner: 'a', timing: 'endOfGame', kind: 'holdHexes', hexes: ['3,3', '4,3'], count: 2, text: 'A holds the village' }],
          default: { winner: 'b', text: 'B holds out' },
        },
      })
      return explainPosition(aiContext(r), initial(r), 'a').terms.objectives!
    }
    // One hex held of two, on turn 1 of an end-of-game hold: 40 (hold) x 0.6 (urgency) x (1/2)^2.
    expect(hold([{ id: 'a1', hex: '3,3' }])).toBeCloseTo(6, 9)
    // A second unit next to the empty hex is credited with it (0.7 of a hex): (1.7/2)^2.
    expect(hold([{ id: 'a1', hex: '3,3' }, { id: 'a2', hex: '5,3' }])).toBeCloseTo(40 * 0.6 * (1.7 / 2) ** 2, 9)
  })

  it('values an attrition target by squared progress, growing over the game, and a met target as most of a win', () => {
    const r = hmTestRules({
      units: [{ id: 'a1', hex: '3,3' }, { id: 'b1', side: 'b', hex: '7,7' }],
      victory: {
        conditions: [{ id: 'rout', winner: 'a', timing: 'endOfTurn', kind: 'unitsEliminated', side: 'b', count: 4, text: 'A routs B' }],
        default: { winner: 'b', text: 'B holds out' },
      },
    })
    const start = initial(r)
    const attrition = (eliminated: number, turn = 1) => {
      const s = cloneState(start)
      s.turn.turn = turn
      s.counters.find((c) => c.side === 'b')!.unitsEliminated = eliminated
      return explainPosition(aiContext(r), s, 'a').terms.objectives!
    }
    // Half the target on the first turn (nothing of the game elapsed): 30 (attrition) x (1/2)^2.
    expect(timeFraction(start)).toBe(0)
    expect(attrition(2)).toBeCloseTo(30 * 0.25, 9)
    // Three quarters is worth more than 1.5 times a half: the last kills weigh most.
    expect(attrition(3)).toBeGreaterThan(1.5 * attrition(2))
    // On the last turn the urgency has doubled.
    expect(attrition(2, start.turn.lastTurn)).toBeCloseTo(2 * attrition(2), 9)
    // Met: the counters never go down, so the end-of-turn check will find it met.
    expect(attrition(4)).toBeCloseTo(900, 9)
  })
})
