import type { PluginRequest } from '@hexes/core'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadScenario } from '../lib/catalog'
import { useOverlaysStore } from '../stores/overlays'
import { usePlayStore } from '../stores/play'
import { useSessionStore } from '../stores/session'
import OverlayMenu from './OverlayMenu.vue'
import { withTexts } from './testGame'

async function mountMenu(locale: 'en' | 'fr' = 'en') {
  const session = useSessionStore()
  const scenario = (await loadScenario('teaching-ford'))!
  await session.start({ scenarioId: scenario.id, plugins: scenario.plugins.map((p) => ({ ...p })) as PluginRequest[], players: {}, seed: 1 })
  return mount(OverlayMenu, { ...withTexts(null, locale), attachTo: document.body })
}

describe('web/OverlayMenu', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('turns the overlays on and off from its buttons and keys, with the legend of those on', async () => {
    const w = await mountMenu()
    const overlays = useOverlaysStore()
    expect(w.get('[data-testid=overlay-objectives]').attributes('aria-pressed')).toBe('true')
    await w.get('[data-testid=overlay-threat]').trigger('click')
    expect(overlays.shown.threat).toBe(true)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'l' }))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'c' }))
    await w.vm.$nextTick()
    expect(overlays.shown.los && overlays.shown.zoc).toBe(true)
    expect(w.get('[data-testid=los-info]').text()).toContain('Select a unit that can shoot')
    expect(w.findAll('[data-legend-zoc]')).toHaveLength(2)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'o' }))
    await w.vm.$nextTick()
    expect(overlays.shown.objectives).toBe(false)
    w.unmount()
  })

  it('names the threats on the hovered hex and the objective there, in French too', async () => {
    const w = await mountMenu('fr')
    const overlays = useOverlaysStore()
    const play = usePlayStore()
    overlays.toggle('threat')
    const x = overlays.threat!.hexes.find((h) => h.units.length > 1)!
    play.hoverHex = x.hex
    await w.vm.$nextTick()
    const line = w.get('[data-testid=threat-info]').text()
    expect(line).toContain(`${x.hex} est menacé par`)
    expect(line.split('(peut').length - 1).toBe(x.units.length)
    play.hoverHex = '6,3'
    await w.vm.$nextTick()
    expect(w.get('[data-testid=objective-info]').text()).toContain('6,3 : objectif tenu par')
    w.unmount()
  })
})
