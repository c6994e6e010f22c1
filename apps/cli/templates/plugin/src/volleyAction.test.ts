import { createTestGame, installMatchers, testScenario } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { __name__Plugin } from './__name__Plugin.ts'
import { VOLLEY } from './ids.ts'

installMatchers()

const plugins = [__name__Plugin]
const scenario = testScenario({
  plugins: [{ id: '__NAME__' }],
  units: [
    { id: 'a1', hex: '1,1' },
    { id: 'a2', hex: '1,3' },
    { id: 'b1', side: 'b', hex: '3,1' },
    { id: 'b2', side: 'b', hex: '3,3' },
    { id: 'b3', side: 'b', hex: '6,1' },
  ],
})
const volley = (side: string, unit: string, target: string) => ({ type: VOLLEY, side, unit, target })

describe('__NAME__ volleys', () => {
  it('__RULE__-4 a volley hits on 5 or 6 and eliminates its target (scripted dice 6, 1, 3)', () => {
    const t = createTestGame({ scenario, plugins, dice: [6, 1, 3] })
    expect(t.act(volley('a', 'a1', 'b1'))).toBeAccepted()
    expect(t.unit('b1').status).toBe('eliminated')
    expect(t.act(volley('a', 'a2', 'b2'))).toBeAccepted()
    expect(t.unit('b2').status).toBe('active')
    t.play({ type: 'end-phase', side: 'a' })
    expect(t.act(volley('b', 'b2', 'a2'))).toBeAccepted()
    expect(t.unit('a2').status).toBe('active')
    expect(t.diceLeft()).toBe(0)
    expect(t.game.events.filter((e) => e.type === VOLLEY).map((e) => [e.ruleId, e.roll, e.hit])).toEqual([['__RULE__-4', 6, true], ['__RULE__-4', 1, false], ['__RULE__-4', 3, false]])
  })

  it('__RULE__-4 refuses a volley out of range, at a friend, or with a unit of the other side', () => {
    const t = createTestGame({ scenario, plugins })
    expect(t.act(volley('a', 'a1', 'b3'))).toBeRejectedWith('__NAME__/out-of-range', '__RULE__-4')
    expect(t.act(volley('a', 'a1', 'a2'))).toBeRejectedWith('__NAME__/no-target', '__RULE__-4')
    expect(t.act(volley('a', 'b1', 'a1'))).toBeRejectedWith('__NAME__/not-yours', '__RULE__-4')
    expect(t.legal().filter((a) => a.type === VOLLEY)).toEqual([volley('a', 'a1', 'b1'), volley('a', 'a2', 'b2')])
  })

  it('__RULE__-2 a unit that has shot neither moves nor shoots again in this phase', () => {
    const t = createTestGame({ scenario, plugins, dice: [2] })
    t.play(volley('a', 'a1', 'b1'))
    expect(t.act(volley('a', 'a1', 'b1'))).toBeRejectedWith('__NAME__/already-acted', '__RULE__-2')
    expect(t.act({ type: 'move', side: 'a', unit: 'a1', to: '1,2' })).toBeRejectedWith('__NAME__/already-acted', '__RULE__-2')
  })

  it('__RULE__-4 a scenario sets the range and the face that hits', () => {
    const far = { ...scenario, plugins: [{ id: '__NAME__', config: { range: 5, hitOn: 6 } }] }
    const t = createTestGame({ scenario: far, plugins, dice: [5] })
    expect(t.act(volley('a', 'a1', 'b3'))).toBeAccepted()
    expect(t.unit('b3').status).toBe('active')
    expect(t.diceLeft()).toBe(0)
  })
})
