import { conditionMet } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import type { ConditionStatus } from '../../stores/session'
import { objectiveOverlay } from './objectiveOverlay'
import { overlayGame } from './overlayFixture'

describe('web/overlays/objectives', () => {
  it('HM-SCN-4 marks the hexes of a holdHexes condition with their holder and the condition\'s progress', () => {
    const game = overlayGame([{ id: 'a1', hex: '0,0', type: 'militia' }, { id: 'b1', hex: '4,4', type: 'militia', side: 'b' }])
    const { state, rules } = game
    const [cond] = rules.scenario.victory.conditions
    const conditions: ConditionStatus[] = [{ condition: cond!, met: conditionMet(state, rules, cond!), progress: { have: 1, need: 2 } }]
    const marks = objectiveOverlay(state, conditions)
    expect(marks.map((m) => m.hex)).toEqual(['0,0', '1,0'])
    expect(marks[0]!.holder).toBe('a')
    expect(marks[1]!.holder).toBeNull()
    expect(marks[0]!.conditions).toEqual([{ id: 'corner', winner: 'a', have: 1, need: 2, met: false }])
  })

  it('ignores conditions that name no hex', () => {
    const game = overlayGame([{ id: 'a1', hex: '0,0', type: 'militia' }])
    const c: ConditionStatus = { condition: { id: 'x', winner: 'b', timing: 'immediate', kind: 'unitsEliminated', side: 'a', count: 1, text: 'x' }, met: false, progress: { have: 0, need: 1 } }
    expect(objectiveOverlay(game.state, [c])).toEqual([])
  })
})
