import { conditionMet, createGame, type Scenario } from '@hexes/core'
import { builtinPlugins, findScenario } from '@hexes/registry'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { withTexts } from './testGame'
import VictoryPanel from './VictoryPanel.vue'

describe('web/VictoryPanel', () => {
  it("words the scenario's conditions in the page's language when the scenario translates them, else as written", () => {
    const ford = findScenario('teaching-ford') as Scenario
    const scenario = { ...ford, translations: { fr: { victory: { 'lord-slain': 'Le seigneur de Saint-Aubin est tué : le village est à la merci de la compagnie' } } } }
    const g = createGame({ scenario, plugins: builtinPlugins })
    const conditions = g.rules.scenario.victory.conditions.map((condition) => ({ condition, met: conditionMet(g.state, g.rules, condition) }))
    const props = { conditions, defaultText: ford.victory.default.text, sides: g.state.sides, counters: g.state.counters, score: [] }
    const w = mount(VictoryPanel, { props, ...withTexts(g, 'fr') })
    expect(w.get('[data-condition=lord-slain] .text').text()).toBe('Le seigneur de Saint-Aubin est tué : le village est à la merci de la compagnie')
    expect(w.get('[data-condition=captain-slain] .text').text()).toBe('Sir Geoffrey is slain: the company scatters')
    expect(w.get('.default').text()).toContain('Saint-Aubin is not taken: French victory')
  })
})
