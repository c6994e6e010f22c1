import type { PluginRequest } from '@hexes/core'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { makeI18n, type Locale } from '../i18n'
import { loadScenario } from '../lib/catalog'
import { usePluginUis } from '../pluginUi/usePluginUis'
import { useRulesStore } from '../stores/rules'
import { useSessionStore } from '../stores/session'
import RuleLink from './RuleLink.vue'
import RulesDialog from './RulesDialog.vue'

let pinia: Pinia

async function startGame(id: string): Promise<void> {
  const scenario = (await loadScenario(id))!
  expect(await useSessionStore().start({ scenarioId: scenario.id, plugins: scenario.plugins.map((p) => ({ ...p })) as PluginRequest[], players: {}, seed: 1 })).toBe(true)
}

/** The sheet as the game screen mounts it: under the plugin UI layer, which gives it the modules' charts. */
const Screen = defineComponent({
  setup() {
    usePluginUis()
    return () => h(RulesDialog)
  },
})

async function sheet(locale: Locale = 'en') {
  const i18n = makeI18n(locale)
  const w = mount(Screen, { global: { plugins: [i18n, pinia] }, attachTo: document.body })
  await vi.waitFor(() => expect(w.find('[data-testid="rules-loading"]').exists()).toBe(false), { timeout: 5000 })
  return { w, i18n }
}

describe('web/RulesDialog', () => {
  beforeEach(() => {
    pinia = createPinia()
    setActivePinia(pinia)
  })

  it('a rule link opens the rule at its section, highlighted, in the page language', async () => {
    await startGame('teaching-ford')
    const link = mount(RuleLink, { props: { ruleId: 'HM-MOVE-3' }, global: { plugins: [makeI18n('en'), pinia] } })
    await link.trigger('click')
    expect(useRulesStore().view).toEqual({ tab: 'rule', ruleId: 'HM-MOVE-3' })
    const { w, i18n } = await sheet()
    const text = w.get('[data-testid="rule-text"]')
    expect(text.get('h3').text()).toBe('5. Movement')
    expect(text.get('.cited').text()).toContain('costs movement points (MP)')
    i18n.global.locale.value = 'fr'
    await flushPromises()
    expect(w.get('[data-testid="rule-text"] h3').text()).toBe('5. Le mouvement')
    expect(w.get('.cited').text()).toContain('points de mouvement (PM)')
    w.unmount()
    expect(useRulesStore().view).toBeNull()
  })

  it('a core id opens at the rule the mix cites for it; an id without text offers a search', async () => {
    await startGame('teaching-ford')
    useRulesStore().openRule('core/zoc-stop')
    const { w } = await sheet()
    expect(w.text()).toContain('HM-ZOC-3')
    expect(w.get('[data-testid="rule-text"] h3').text()).toBe('6. Zones of control (ZOC)')
    useRulesStore().openRule('EX-1')
    await flushPromises()
    expect(w.get('[data-testid="rule-missing"]').text()).toContain('EX-1')
    await w.get('[data-testid="rule-missing"] button').trigger('click')
    expect(useRulesStore().view).toEqual({ tab: 'browse', query: 'EX-1' })
    w.unmount()
  })

  it('browses and searches every summary of the mix, and shows the charts of the game', async () => {
    await startGame('isandlwana-1879')
    useRulesStore().browse()
    const { w } = await sheet('fr')
    const contents = w.get('[data-testid="rules-contents"]').text()
    expect(contents).toContain('HEXES Med')
    expect(contents).toContain('Vagues Successives')
    await w.get('[data-testid="rules-search"]').setValue('zone de controle')
    expect(w.findAll('[data-testid="rules-hits"] li').length).toBeGreaterThan(0)
    await w.get('[data-testid="rules-hits"] button').trigger('click')
    await flushPromises()
    expect(w.get('[data-testid="rule-text"]').text().toLowerCase()).toContain('zone')
    await w.get('[data-testid="rules-charts"]').trigger('click')
    await flushPromises()
    expect(w.get('[data-testid="crt"]').findAll('tbody tr')).toHaveLength(8)
    expect(w.get('[data-testid="terrain-chart"]').text()).toContain('infranchissable')
    w.unmount()
  })
})
