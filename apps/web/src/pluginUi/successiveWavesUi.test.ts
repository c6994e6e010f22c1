import { legalPlacementHexes } from '@hexes/plugin-successive-waves'
import type { Waves } from '@hexes/plugin-successive-waves-ui'
import { mount } from '@vue/test-utils'
import { getActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick } from 'vue'
import OffMapList from '../components/OffMapList.vue'
import { sessionAtWaves, withI18n, withTexts } from '../components/testGame'
import PluginPanelHost from './PluginPanelHost.vue'
import { usePluginUis, type PluginUis } from './usePluginUis'

/**
 * The Successive Waves UI module as the game screen runs it: the app's plugin UI layer
 * (`usePluginUis`, built from the web packs) over a real session at Isandlwana's slot-6b phase.
 */
async function atWaves(locale: 'en' | 'fr' = 'en') {
  const session = await sessionAtWaves()
  let uis!: PluginUis
  const Host = defineComponent({
    setup() {
      uis = usePluginUis()
      return () => h('div', uis.panels.value.map((p) => h(PluginPanelHost, { key: p.key, ctx: p.ctx, panel: p.panel })))
    },
  })
  // The session's own Pinia (withTexts brings a fresh one, for components that only need the rules sheet's store).
  const options = withTexts(session.textSource, locale)
  options.global.plugins = [options.global.plugins[0]!, getActivePinia()!]
  const w = mount(Host, options)
  const waves = uis.panels.value[0]!.panel.props().waves as Waves
  return { session, uis, waves, w }
}

describe('web/plugin UI: Successive Waves (@hexes/plugin-successive-waves-ui)', () => {
  it('shows the rule, the time cost of the next use and the weakened units, all from the engine', async () => {
    const { session, waves, w } = await atWaves()
    expect(session.phase?.id).toBe('successive-waves')
    expect(waves.shown.value).toBe(true)
    expect(w.text()).toContain('At the end of each turn the Zulu player may take weakened units off the map')
    expect(w.get('[data-testid=sw-cost]').text()).toContain('Use 1 of the battle: the time track advances 1 box, from 1 to 2 of 12')
    expect(w.findAll('[data-remove-unit]').map((c) => c.attributes('data-remove-unit'))).toEqual(['z-sk2', 'z-sk4'])
    expect(w.findAll<HTMLInputElement>('[data-remove-unit]').every((c) => c.element.checked)).toBe(true)
    expect(w.get('[data-testid=sw-automatic]').text()).toContain('None.')
    expect(w.findAll('[data-testid=sw-leader] option').map((o) => o.text())).toEqual(['No leader', 'Ntshingwayo kaMahole', 'Mavumengwana kaNdlela', 'Sigcwelegcwele kaMhlekehleke (left horn)'])
    expect(w.get('[data-testid=sw-returning]').text()).toBe('Units in the wave: 2')
    expect(w.find('[data-testid=sw-problem]').exists()).toBe(false)

    await w.get('[data-remove-unit="z-sk4"]').trigger('change')
    await w.get('[data-testid=sw-leader]').setValue('mavumengwana')
    await w.get('[data-testid=sw-declare]').trigger('click')
    // The panel's buttons act through the module: z-sk4 unchecked, the leader chosen, the wave declared.
    expect(session.state!.turn.timeTrack).toBe(2)
    expect(session.state!.units.find((u) => u.id === 'z-sk2')!.status).toBe('reserve')
    expect(session.state!.units.find((u) => u.id === 'z-sk4')!.hex).not.toBeNull()
  })

  it("shows the engine's refusal of the chosen declaration and disables it", async () => {
    const { waves, w } = await atWaves()
    waves.toggleUnit('z-sk2')
    waves.toggleUnit('z-sk4')
    await nextTick()
    expect(w.get('[data-testid=sw-problem]').text()).toBe('Not possible: There is no unit to bring back: no weakened unit removed, none eliminated, none in reserve')
    expect(w.get('[data-testid=sw-declare]').attributes('disabled')).toBeDefined()
  })

  it('after the declaration lists the pool and the legal hexes of the plugin predicate, first hex then block', async () => {
    const { session, waves, w, uis } = await atWaves()
    waves.setLeader('mavumengwana')
    expect(waves.declare()).toBe(true)
    expect(session.state!.turn.timeTrack).toBe(2)
    const first = session.query((s, rules) => legalPlacementHexes(s, rules, 'z-sk2'))!
    expect(first.length).toBeGreaterThan(20)
    expect(waves.placementHexes.value).toEqual(first)

    await nextTick()
    expect(w.get('[data-testid=sw-used]').text()).toBe('Use 1: the time track jumped 1 box, to 2 of 12.')
    expect(w.get('[data-testid=sw-step]').text()).toContain('First hex: at least 3 hexes from every enemy unit, with a path to the nearest map edge')
    expect(w.findAll('[data-pool-unit]').map((b) => b.text())).toEqual(['uNokhenke skirmishers', 'uMbonambi skirmishers'])
    expect(w.get('[data-pool-unit="z-sk2"]').attributes('aria-pressed')).toBe('true')
    expect(w.get('[data-testid=sw-hexes]').text()).toBe(`${first.length} legal hexes lit on the map: click one to place uNokhenke skirmishers.`)
    await w.get('[data-pool-unit="z-sk4"]').trigger('click')
    expect(w.get('[data-pool-unit="z-sk4"]').attributes('aria-pressed')).toBe('true')
    await w.get('[data-pool-unit="z-sk2"]').trigger('click')

    // A click on a lit hex (through the app's map click) places the unit; then only the block's hexes are legal.
    expect(uis.clickHex('19,13')).toBe(true)
    expect(session.state!.units.find((u) => u.id === 'z-sk2')!.hex).toBe('19,13')
    expect(waves.placementHexes.value).toEqual(['19,12', '18,13'])
    await nextTick()
    expect(w.get('[data-testid=sw-step]').text()).toContain('Next units: each next to a unit already placed by this wave')
    expect(w.get('[data-testid=sw-hexes]').text()).toBe('2 legal hexes lit on the map: click one to place uMbonambi skirmishers.')
    expect(w.get('[data-testid=sw-placed]').text()).toContain('uNokhenke skirmishers 19,13')
    expect(w.find('[data-testid=sw-set-aside]').exists()).toBe(true)
    expect(w.find('[data-testid=sw-restart]').exists()).toBe(false)
    expect(w.find('[data-leader-target="z-sk2"]').exists()).toBe(true)

    // An unlit empty hex is sent anyway: the engine's refusal names the rule.
    expect(waves.clickHex('8,5')).toBe(true)
    expect(session.rejection?.ruleId).toBe('SW-12')

    expect(waves.clickHex('19,12')).toBe(true)
    await w.get('[data-leader-target="z-sk2"]').trigger('click') // the leader joins the unit there
    expect(w.get('[data-testid=sw-done]').text()).toBe('The wave is in place: all its units can act next turn.')
    expect(w.get('[data-testid=sw-leader-placed]').text()).toBe('Mavumengwana kaNdlela leads uNokhenke skirmishers.')
    expect(w.find('[data-testid=sw-set-aside]').exists()).toBe(false)
  })

  it('speaks French', async () => {
    const { waves, w } = await atWaves('fr')
    expect(w.get('h3').text()).toContain('Vagues Successives')
    expect(w.get('[data-testid=sw-cost]').text()).toContain('la piste du temps avance de 1 case, de 1 à 2 sur 12')
    expect(w.get('[data-testid=sw-declare]').text()).toBe('Déclarer la vague (temps +1)')
    // The engine's refusal, in the plugin's French.
    waves.toggleUnit('z-sk2')
    waves.toggleUnit('z-sk4')
    await nextTick()
    expect(w.get('[data-testid=sw-problem]').text()).toBe('Impossible : Aucune unité à faire revenir : aucune unité fragilisée enlevée, aucune éliminée, aucune en réserve')
    waves.toggleUnit('z-sk2')
    waves.declare()
    await nextTick()
    expect(w.get('[data-testid=sw-hexes]').text()).toMatch(/^\d+ hex légaux éclairés sur la carte/)
  })
})

describe('web/OffMapList with the notes of a plugin UI module', () => {
  it("lists the units off the map by side, with why (the wave's pool, a waiting leader)", async () => {
    const { session, waves, uis } = await atWaves()
    waves.setLeader('ntshingwayo')
    waves.declare()
    const s = session.state!
    const w = mount(OffMapList, { props: { units: s.units, leaders: s.leaders, sides: s.sides, notes: uis.offMapNotes.value, open: true }, ...withI18n() })
    expect(w.get('summary').text()).toBe('Off map (3)')
    expect(w.get('[data-off-map="z-sk2"]').text()).toBe('uNokhenke skirmishers — gathered: to be placed with this wave')
    expect(w.get('[data-off-map="ntshingwayo"]').text()).toBe('Ntshingwayo kaMahole (leader) — removed: joins a unit of this wave')
  })
})
