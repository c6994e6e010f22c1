import { describe, expect, it } from 'vitest'
import { initial, shippedRules } from '../testing/aiFixtures'
import { aiContext } from './AiContext'
import { turnDistances } from './turnDistances'

describe('ai/turnDistances', () => {
  const rules = shippedRules('boroughbridge-1322')
  const ai = aiContext(rules)
  const state = initial(rules)
  const unit = (id: string) => state.units.find((u) => u.id === id)!
  const from = (id: string, hex: string) => ai.turnsFrom(state, unit(id), ai.hex(hex))
  const at = (t: Float32Array, hex: string) => t[ai.hex(hex)]!

  it('counts a ford at its cost as the turns fall: the foresters (5 paces) need a turn per ford hex', () => {
    // 15,8 -> 15,7 (ford, 4 paces) | 15,6 (ford, 4) | 15,5 (open, 2): on the north bank on turn 3.
    const f = from('e-foresters', '15,8')
    expect(at(f.turns, '15,7')).toBeCloseTo(4 / 5)
    expect(at(f.turns, '15,6')).toBeCloseTo(1 + 4 / 5)
    expect(at(f.turns, '15,5')).toBeCloseTo(2 + 2 / 5)
    // At an even pace the same 10 paces are two turns' worth.
    expect(at(f.pace, '15,5')).toBeCloseTo(10 / 5)
  })

  it('walks round the river: across only by the bridge or the ford, never through the water', () => {
    // Hereford (4 paces) from 6,10 over the bridge (6,7 and 6,6 cost as open ground) to 6,5: 10 paces.
    const h = from('e-hereford', '6,10')
    expect(at(h.pace, '6,5')).toBeCloseTo(10 / 4)
    expect(at(h.turns, '6,5')).toBeCloseTo(2 + 2 / 4)
    // 2,5 is across the water from 2,8: the way round by the bridge, not the straight line.
    const straight = ai.grid.distance(ai.hex('2,8'), ai.hex('2,5'))
    expect(at(from('e-hereford', '2,8').pace, '2,5')).toBeGreaterThan((straight + 4) * 2 / 4)
    // The water itself is never entered.
    expect(at(h.turns, '5,6')).toBe(Infinity)
    expect(at(h.pace, '5,7')).toBe(Infinity)
  })

  it('starts at 0, and a unit without movement reaches nothing', () => {
    const cost = new Float64Array(rules.grid.size).fill(2)
    const none = turnDistances(rules.grid, cost, 0, ai.hex('3,3'))
    expect(none.turns[ai.hex('3,3')]).toBe(0)
    expect(none.turns[ai.hex('3,4')]).toBe(Infinity)
    // A hex dearer than the whole allowance takes one whole turn, at the start of one.
    cost[ai.hex('3,4')] = 9
    const some = turnDistances(rules.grid, cost, 4, ai.hex('3,3'))
    expect(some.turns[ai.hex('3,4')]).toBeCloseTo(1)
    expect(some.pace[ai.hex('3,4')]).toBeCloseTo(9 / 4)

  })
})
