import { createGame, type Scenario } from '@hexes/core'
import { builtinPlugins, builtinScenarios, findScenario } from '@hexes/registry'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { withTexts } from './testGame'
import UnitCardPanel from './UnitCardPanel.vue'

/** A game of a shipped scenario, and the card of one unit of each unit type it uses. */
function typesOf(scenario: Scenario) {
  const g = createGame({ scenario, plugins: builtinPlugins, seed: 1 })
  const units = new Map(g.state.units.map((u) => [u.type, u]))
  return { g, units: [...units.values()].map((unit) => ({ unit, card: g.rules.hooks.unitCard.call({ tags: [] }, { state: g.state, rules: g.rules, unit }) })) }
}
function cardType(scenarioId: string, type: string, lang: 'en' | 'fr'): { type: string; kind: string } {
  const { g, units } = typesOf(findScenario(scenarioId) as Scenario)
  const x = units.find((u) => u.unit.type === type)!
  const w = mount(UnitCardPanel, { props: { unit: x.unit, card: x.card, leaders: [], sides: g.state.sides }, ...withTexts(g, lang) })
  return { type: w.get('[data-testid=card-type]').text(), kind: w.get('[data-testid=card-kind]').text() }
}
const KIND_WORDS = ['Infantry', 'Cavalry', 'Unit', 'Infanterie', 'Cavalerie', 'Unité']

describe('web/UnitCardPanel', () => {
  it('HM-UNIT-1 every unit type of every shipped scenario shows its own type name, in English and French', () => {
    for (const scenario of builtinScenarios as Scenario[]) {
      const { g, units } = typesOf(scenario)
      for (const lang of ['en', 'fr'] as const) {
        const seen = new Map<string, string>()
        for (const { unit, card } of units) {
          const w = mount(UnitCardPanel, { props: { unit, card, leaders: [], sides: g.state.sides }, ...withTexts(g, lang) })
          const shown = w.get('[data-testid=card-type]').text()
          const where = `${scenario.id} ${unit.type} (${lang})`
          expect(card.typeName, where).toBeTruthy()
          if (lang === 'en') expect(shown, where).toBe(card.typeName)
          expect(KIND_WORDS, where).not.toContain(shown)
          // Two types of a scenario never show the same name.
          expect(seen.get(shown), where).toBeUndefined()
          seen.set(shown, unit.type)
        }
      }
    }
  })

  it('HM-UNIT-1 the Isandlwana guns and rockets are named as such and count as infantry for the rules', () => {
    expect(cardType('isandlwana-1879', 'rocket-battery', 'en')).toEqual({ type: 'Rocket battery', kind: 'Infantry' })
    expect(cardType('isandlwana-1879', 'gun-section', 'en')).toEqual({ type: 'Gun section', kind: 'Infantry' })
    // A scenario's own type is named by its translation; a rule set's default type by the rule set's French.
    expect(cardType('isandlwana-1879', 'rocket-battery', 'fr')).toEqual({ type: 'Batterie de fusées', kind: 'Infanterie' })
    expect(cardType('hastings-1066', 'heavy-infantry', 'fr')).toEqual({ type: 'Infanterie lourde', kind: 'Infanterie' })
    expect(cardType('hastings-1066', 'elite-cavalry', 'fr')).toEqual({ type: "Cavalerie d'élite", kind: 'Cavalerie' })
  })
})
