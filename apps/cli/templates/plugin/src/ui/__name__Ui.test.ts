import { createTestGame, testScenario } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { __name__Plugin } from '../__name__Plugin.ts'
import { __name__Ui } from './__name__Ui.ts'

const scenario = testScenario({ plugins: [{ id: '__NAME__' }], units: [{ id: 'a1', hex: '1,1' }, { id: 'b1', side: 'b', hex: '2,1' }] })

describe('__NAME__ UI module', () => {
  it('__RULE__-4 the volley descriptor picks fields that every legal volley has, and names the action in English and French', () => {
    const legal = createTestGame({ scenario, plugins: [__name__Plugin] }).legal()
    for (const d of __name__Ui.actions) {
      const actions = legal.filter((a) => a.type === d.type)
      expect(actions.length, d.type).toBeGreaterThan(0)
      for (const a of actions) for (const p of d.picks) expect(a, `${d.type}.${p.field}`).toHaveProperty(p.field)
      for (const lang of ['en', 'fr'] as const) expect(__name__Ui.messages[lang].actions).toHaveProperty(d.label)
    }
  })
})
