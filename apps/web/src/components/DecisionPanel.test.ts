import { createGame, type PendingDecision, type Scenario } from '@hexes/core'
import { builtinPlugins, findScenario } from '@hexes/registry'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import DecisionPanel from './DecisionPanel.vue'
import { withTexts } from './testGame'

const retreat: PendingDecision = { kind: 'hm/retreat', side: 'french', ruleId: 'HM-COMBAT-13', data: { unit: 'f-mi-1', options: ['3,3', '3,4'], cause: 'DR' } }

describe('web/DecisionPanel', () => {
  it("names the decision in the page's language from the rules' catalogue, else by its kind", () => {
    const g = createGame({ scenario: findScenario('teaching-ford') as Scenario, plugins: builtinPlugins })
    const props = { decision: retreat, choices: [], units: g.state.units, sides: g.state.sides }
    expect(mount(DecisionPanel, { props, ...withTexts(g, 'fr') }).get('h3').text()).toContain("Choisir l'hexagone de recul")
    expect(mount(DecisionPanel, { props, ...withTexts(g, 'en') }).get('h3').text()).toContain('Choose the retreat hex')
    const other = mount(DecisionPanel, { props: { ...props, decision: { ...retreat, kind: 'x/made-up' } }, ...withTexts(g, 'fr') })
    expect(other.get('h3').text()).toContain('x/made-up')
  })
})
