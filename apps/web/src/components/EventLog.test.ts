import type { GameEvent } from '@hexes/core'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import EventLog from './EventLog.vue'
import { makeI18n } from '../i18n'
import { exampleGame, withI18n } from './testGame'

describe('web/EventLog', () => {
  it('lists every event in words with the rule that produced it', () => {
    const g = exampleGame([6, 1])
    expect(g.act({ type: 'move', side: 'blue', unit: 'b1', to: '3,1' }).ok).toBe(true)
    const s = g.state
    const w = mount(EventLog, { props: { events: g.events, units: s.units, sides: s.sides }, ...withI18n() })
    const items = w.findAll('[data-testid=event-log] > li')
    expect(items).toHaveLength(g.events.length)
    expect(w.text()).toContain('Blue spears moves 2,2 → 3,1 (1 MP)')
    expect(w.get('[data-type=phaseStarted]').text()).toContain('EX-1')
  })

  it('details the modifiers and dice of a combat', () => {
    const combat: GameEvent = {
      type: 'combatResolved', message: 'Combat: 6 against 1: defender eliminated', ruleId: 'HM-COMBAT-11', side: 'blue',
      modifiers: [{ source: 'example', ruleId: 'EX-4', label: 'Extra attackers', value: 1, kind: 'drm' }],
      outcome: { key: 'defender-eliminated', label: '6 against 1', data: { die: 5 } },
    }
    const g = exampleGame()
    const w = mount(EventLog, { props: { events: [combat], units: g.state.units, sides: g.state.sides }, ...withI18n() })
    const text = w.get('[data-type=combatResolved]').text()
    expect(text).toContain('Combat: 6 against 1')
    expect(text).toContain('Extra attackers +1 (drm, EX-4, example)')
    expect(text).toContain('die: 5')
  })

  it('speaks French when asked, falling back to the engine message', () => {
    const g = exampleGame()
    expect(g.act({ type: 'move', side: 'blue', unit: 'b1', to: '3,1' }).ok).toBe(true)
    const w = mount(EventLog, { props: { events: g.events, units: g.state.units, sides: g.state.sides }, global: { plugins: [makeI18n('fr')] } })
    expect(w.text()).toMatch(/Blue spears va de 2,2 à 3,1/)
  })
})
