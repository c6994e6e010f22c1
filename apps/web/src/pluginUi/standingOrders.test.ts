import { describe, expect, it } from 'vitest'
import { h, nextTick } from 'vue'
import { usePlayStore } from '../stores/play'
import { mountPluginUis, startedSession } from './mountPluginUis'
import PluginPanelHost from './PluginPanelHost.vue'

/**
 * The standing orders panel of the skirmish morale UI module (SK-MORALE-4, GAP-SK-27) as the game
 * screen runs it, over a real session of Lewes 1264: the barons' player selects one of his
 * companies, sets its orders, and the engine holds them.
 */
async function atLewes(locale: 'en' | 'fr' = 'en') {
  const { session, act } = await startedSession('lewes-1264', 88)
  while (session.state!.turn.phase !== 'movement') await act({ type: 'end-phase' })
  const play = usePlayStore()
  const { uis, w } = mountPluginUis(session, (u) => h('div', u.panels.value.map((p) => h(PluginPanelHost, { key: p.key, ctx: p.ctx, panel: p.panel }))), locale)
  return { session, play, uis, w }
}

describe('web/plugin UI: standing orders (@hexes/plugin-skirmish-morale-ui)', () => {
  it('SK-MORALE-4, GAP-SK-27: the owner sets a unit\'s pursuit and capture orders on its selection; the enemy\'s units get no panel', async () => {
    const { session, play, w } = await atLewes()
    expect(w.find('[data-testid=standing-orders]').exists()).toBe(false)
    play.selected = 'r-edward'
    await nextTick()
    expect(w.find('[data-testid=standing-orders]').exists()).toBe(false)
    play.selected = 'b-londoners'
    await nextTick()
    const panel = w.get('[data-testid=standing-orders]')
    expect(panel.text()).toContain('Standing orders')
    expect(panel.findAll('[data-testid=order-pursuit] option').map((o) => o.text())).toEqual(['pursuit: ask on its turn, pursue in reach on the enemy\'s', 'pursuit: ask', 'pursuit: always', 'pursuit: never'])
    await panel.get('[data-testid=order-pursuit]').setValue('never')
    await panel.get('[data-testid=order-capture]').setValue('never')
    const orders = (session.state!.plugins['skirmish-morale'] as { orders: { unit: string; pursuit?: string; capture?: string }[] }).orders
    expect(orders).toEqual([{ unit: 'b-londoners', pursuit: 'never', capture: 'never' }])
    await nextTick()
    expect((w.get('[data-testid=order-pursuit]').element as HTMLSelectElement).value).toBe('never')
  })

  it('speaks French', async () => {
    const { play, w } = await atLewes('fr')
    play.selected = 'b-londoners'
    await nextTick()
    expect(w.get('[data-testid=standing-orders]').text()).toContain('Ordres permanents')
    expect(w.findAll('[data-testid=order-capture] option').map((o) => o.text())).toEqual(['fait les personnages prisonniers', 'ne fait pas de prisonnier'])
  })
})
