import { FACE_FEAR, HAND_OVER, RALLY, STANDING_ORDER } from '@hexes/plugin-skirmish-morale'
import { SK_TABLES, type SkTables } from '@hexes/plugin-skirmish'
import { describe, expect, it } from 'vitest'
import { actionLabel } from './actionLabel'
import { keyWords, lewes, stepOf } from './lewes.fixture'

describe('skirmish morale UI: actions in words', () => {
  it('SK-MORALE-4: the answers of a pursuit decision read as pursue or let go, for the engine\'s legal answers', () => {
    const p = lewes(stepOf('sk-morale/pursue') - 1)
    const tables = p.game.rules.container.resolve<SkTables>(SK_TABLES)
    expect(p.game.state.pending[0]?.kind).toBe('sk-morale/pursuit')
    expect(p.game.legalActions().map((a) => actionLabel(a, tables, keyWords))).toEqual([
      'labels.pursue{"unit":"r-edward","target":"b-londoners"}',
      'labels.letGo{"unit":"r-edward","target":"b-londoners"}',
    ])
  })

  it('SK-MORALE-7, I-13, SK-PRIS-1, SK-PRIS-5, GAP-SK-27: a rally, a fear test, a hand-over to a guard or a building, a standing order; nothing for another action', () => {
    const tables = lewes(0).game.rules.container.resolve<SkTables>(SK_TABLES)
    const label = (a: Record<string, unknown>) => actionLabel({ side: 'barons', ...a } as never, tables, keyWords)
    expect(label({ type: RALLY, unit: 'b-londoners' })).toBe('labels.rally{"unit":"b-londoners"}')
    expect(label({ type: FACE_FEAR, unit: 'b-londoners', target: 'r-edward' })).toBe('labels.faceFear{"unit":"b-londoners","target":"r-edward"}')
    expect(label({ type: HAND_OVER, prisoners: ['r-richard', 'r-henry'], guard: 'b-clare' })).toBe('labels.handOverGuard{"prisoners":"r-richard, r-henry","guard":"b-clare"}')
    expect(label({ type: HAND_OVER, prisoners: ['r-richard'], building: 'windmill' })).toBe('labels.handOverBuilding{"prisoners":"r-richard","building":"The windmill"}')
    expect(label({ type: STANDING_ORDER, unit: 'b-clare', pursuit: 'never', capture: 'always' })).toBe('labels.order{"unit":"b-clare","order":"orders.pursuit.never, orders.capture.always"}')
    expect(label({ type: 'move', unit: 'b-clare', to: '9,4' })).toBeUndefined()
  })
})
