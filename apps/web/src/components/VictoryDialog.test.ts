import { createGame, type GameResult, type Scenario, type SideCounters, type SideState } from '@hexes/core'
import { builtinPlugins, findScenario } from '@hexes/registry'
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { withI18n, withTexts } from './testGame'
import VictoryDialog from './VictoryDialog.vue'

const sides = [
  { id: 'routiers', name: 'The Free Company' },
  { id: 'french', name: 'Men of Saint-Aubin' },
] as unknown as SideState[]
const counters: SideCounters[] = [
  { side: 'routiers', unitsEliminated: 1, stepsLost: 3 },
  { side: 'french', unitsEliminated: 2, stepsLost: 4 },
] as SideCounters[]
const won: GameResult = { winner: 'french', condition: 'default', ruleId: 'HM-VIC-1', message: 'Saint-Aubin is not taken: French victory' }

describe('web/VictoryDialog', () => {
  it('names the winner by side name, the deciding rule, the turns and each side\'s losses', () => {
    const w = mount(VictoryDialog, { props: { result: won, sides, turns: 6, counters }, ...withI18n() })
    const box = w.get('[data-testid=victory-screen]')
    expect(box.get('.winner').text()).toContain('Men of Saint-Aubin')
    expect(box.text()).toContain('Saint-Aubin is not taken: French victory (HM-VIC-1)')
    const items = box.findAll('li').map((li) => li.text())
    expect(items).toHaveLength(3)
    expect(items[0]).toContain('6')
    expect(items[1]).toContain('The Free Company')
    expect(items[2]).toContain('Men of Saint-Aubin')
  })

  it("gives the reason in the page's language: the scenario's text for its condition", () => {
    const ford = findScenario('teaching-ford') as Scenario
    const translated = { ...ford, translations: { fr: { victory: { default: 'Saint-Aubin n’est pas pris : victoire des Français' } } } }
    const g = createGame({ scenario: translated, plugins: builtinPlugins })
    const w = mount(VictoryDialog, { props: { result: won, sides, turns: 6, counters }, ...withTexts(g, 'fr') })
    expect(w.get('[data-testid=victory-reason]').text()).toBe('Saint-Aubin n’est pas pris : victoire des Français (HM-VIC-1)')
    const en = mount(VictoryDialog, { props: { result: won, sides, turns: 6, counters }, ...withTexts(g, 'en') })
    expect(en.get('[data-testid=victory-reason]').text()).toBe(`${ford.victory.default.text} (HM-VIC-1)`)
  })

  it('says draw when there is no winner, and each button emits its event', async () => {
    const w = mount(VictoryDialog, { props: { result: { ...won, winner: null }, sides, turns: 6, counters }, ...withI18n() })
    const drawText = w.get('.winner').text()
    expect(drawText).not.toContain('Men of Saint-Aubin')
    expect(drawText).not.toBe('')
    for (const [id, event] of [['victory-new-game', 'newGame'], ['victory-replay', 'replay'], ['victory-download', 'download'], ['victory-look', 'close']] as const) {
      await w.get(`[data-testid=${id}]`).trigger('click')
      expect(w.emitted(event), event).toHaveLength(1)
    }
  })
})
