import { mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import TerrainLegend from '../components/TerrainLegend.vue'
import { makeI18n } from '../i18n'
import { TEXT_SOURCE } from '../composables/useEngineText'
import { withTexts } from '../components/testGame'
import { usePlayStore } from '../stores/play'
import PluginDice from './PluginDice.vue'
import PluginOdds from './PluginOdds.vue'
import { mountPluginUis, startedSession } from './mountPluginUis'

/**
 * The skirmish UI module as the game screen runs it: the app's plugin UI layer (`usePluginUis`,
 * built from the web packs) over a real session of Boroughbridge 1322 (dice seed 3), played to the
 * earls' second charge step: Lancaster's knights at 16,10, the schiltron at the ford turned to
 * face north-east.
 */
async function atCharge() {
  const { session, act } = await startedSession('boroughbridge-1322', 3)
  const until = async (phase: string, side: string) => {
    while (session.state!.turn.phase !== phase || session.state!.turn.activeSide !== side) await act({ type: 'end-phase' })
  }
  await until('movement', 'earls')
  await act({ type: 'move', unit: 'e-lancaster', to: '16,10' })
  await until('movement', 'royal')
  await act({ type: 'move', unit: 'r-schiltron', to: '16,5', facing: 1 })
  await until('charges', 'earls')
  const { uis, options } = mountPluginUis(session)
  return { session, play: usePlayStore(), uis, until, act, options }
}

describe('web/plugin UI: skirmish (@hexes/plugin-skirmish-ui)', () => {
  it('SK-MOVE-2, GAP-SK-01: names the skirmish terrain in the legend in the page\'s language (the rules\' `terrain/<id>`)', async () => {
    const { session } = await atCharge()
    expect(session.terrainIds).toEqual(['clear', 'water', 'bridge', 'ford', 'hill', 'building', 'woods'])
    const legend = (locale: 'en' | 'fr') => mount(TerrainLegend, {
      props: { terrainIds: session.terrainIds },
      global: { plugins: [makeI18n(locale), createPinia()], provide: { [TEXT_SOURCE as symbol]: () => session.textSource } },
    }).findAll('li').map((li) => li.text())
    expect(legend('en')).toEqual(['Clear', 'Water', 'Bridge', 'Ford', 'Hill', 'Building', 'Woods'])
    expect(legend('fr')).toEqual(['Terrain clair', 'Eau', 'Pont', 'Gué', 'Colline', 'Bâtiment', 'Bois'])
  })

  it('puts facing arrows on the counters and the HP and figures on the unit card', async () => {
    const { session, uis } = await atCharge()
    expect(uis.active.value.map((a) => a.ui.plugin)).toEqual(['skirmish'])
    const unit = (id: string) => session.state!.units.find((u) => u.id === id)!
    expect(uis.counterMarks(unit('r-schiltron'))).toEqual([{ kind: 'arrow', dir: 1, title: 'facing north-east' }])
    const rows = Object.fromEntries(uis.unitCardRows(unit('e-lancaster')).map((r) => [r.id, `${r.label}: ${r.value}`]))
    expect(rows).toMatchObject({ hp: 'HP: 15 / 15', figures: 'Figures: 5 / 5', facing: 'Facing: north' })
    // The earls' turn has started again: their last turn's moves are forgotten (GAP-SK-07); the royal army's are not.
    expect(rows.turn).toBeUndefined()
    expect(uis.unitCardRows(unit('r-schiltron')).find((r) => r.id === 'turn')?.value).toBe('spent 2 paces moving')
  })

  it('declares a charge through the picker: the reach, then the landing and the arc, then the exact odds, then the melee on the map', async () => {
    const { session, uis } = await atCharge()
    const picker = uis.picker
    expect(picker.offered.value.map((o) => o.descriptor.type)).toEqual(['sk/charge'])
    picker.begin('sk/charge')
    expect(uis.highlights.value.targets).toEqual(['16,10'])
    expect(uis.clickHex('16,10')).toBe(true)
    expect(uis.draft.value).toEqual({ type: 'sk/charge', fields: { unit: 'e-lancaster' }, action: null })
    const reach = uis.mapMarks.value.find((m) => m.id === 'skirmish/charge-reach')
    expect(reach).toMatchObject({ kind: 'zone', label: 'charge reach (2M = 14 paces)' })
    expect(uis.highlights.value.targets).toEqual(['16,5'])
    uis.clickHex('16,5')
    const action = uis.draft.value!.action!
    expect(action).toEqual({ type: 'sk/charge', side: 'earls', unit: 'e-lancaster', target: 'r-schiltron' })
    expect(uis.mapMarks.value.find((m) => m.id === 'skirmish/charge-end')).toMatchObject({ kind: 'hex', hex: '16,6', label: 'flank' })
    const views = uis.actionOdds(action)
    expect(views.map((v) => v.id)).toEqual(['charge', 'strike-0', 'strike-1', 'units'])
    // Asked again on the same state, the odds are not enumerated again.
    expect(uis.actionOdds(action)[1]).toBe(views[1])
    const w = mountOdds(views)
    expect(w.get('[data-odds-view=charge] h4').text()).toBe("The Earl of Lancaster's knights charges Schiltron at the ford in the flank")
    expect(w.get('[data-odds-view="strike-0"] [data-odds-line=hit]').text()).toBe('99.6%At least one skull255/256')
    // SK-COMBAT-3: what each die of the charge needs: 4+, the knights' +1 against the schiltron's defence 4.
    expect(['needs', 'to-hit', 'defence'].map((f) => w.get(`[data-odds-view="strike-0"] [data-odds-fact="${f}"]`).text())).toEqual(['4+', '+1', '4'])
    expect(picker.confirm()).toBe(true)
    expect(session.state!.units.find((u) => u.id === 'e-lancaster')!.hex).toBe('16,6')
    expect(uis.draft.value).toBeNull()
    expect(uis.mapMarks.value.find((m) => m.id === 'skirmish/melee-r-schiltron-e-lancaster')).toMatchObject({ kind: 'link', dashed: true, tone: 'caution' })
  })

  it('gives the odds of the melee planned in the combat panel, then its dice die by die', async () => {
    const { session, play, uis, until } = await atCharge()
    uis.picker.begin('sk/charge')
    uis.clickHex('16,10')
    uis.clickHex('16,5')
    uis.picker.confirm()
    await until('melee', 'earls')
    play.clickHex('16,6')
    play.clickHex('16,5')
    await nextTick()
    const draft = uis.draft.value!
    expect(draft).toMatchObject({ type: 'attack', fields: { attackers: ['e-lancaster'], defender: 'r-schiltron', mode: 'melee' } })
    expect(draft.action).toEqual({ type: 'attack', side: 'earls', attackers: ['e-lancaster'], defender: 'r-schiltron', mode: 'melee' })
    expect(uis.actionOdds(draft.action!).map((v) => v.id)).toEqual(['strike-0', 'strike-1', 'units'])
    expect(play.attack()).toBe(true)
    const groups = uis.eventDice(play.lastCombat!)!
    expect(groups[0]!.id).toBe('strike-0-attack')
    expect(groups.some((g) => g.id === 'strike-1-attack')).toBe(true)
    const w = mount(PluginDice, { props: { groups } })
    expect(w.findAll('[data-dice-group="strike-0-attack"] .die')).toHaveLength(8)
    expect(w.get('[data-dice-group="strike-0-attack"] [data-testid=dice-summary]').text()).toMatch(/^Skulls: \d of 8 dice \(natural 6s: \d, natural 1s: \d\)$/)
    // SK-COMBAT-3: the dice show what they needed, and every die at 4 or more is a skull.
    expect(['needs', 'to-hit', 'defence'].map((f) => w.get(`[data-dice-group="strike-0-attack"] [data-dice-fact="${f}"]`).text())).toEqual(['4+', '+1', '4'])
    expect(w.get('[data-dice-group="strike-0-attack"] .facts').text()).toBe('Needs 4+To hit +1Defence 4')
    for (const d of w.findAll('[data-dice-group="strike-0-attack"] .die')) expect(d.attributes('data-result')).toBe(Number(d.attributes('data-face')) >= 4 ? 'success' : 'failure')
    // The return strike at −1 against a charger (SK-COMBAT-18): the schiltron's pikes need 5+ against the knights' defence 4.
    expect(w.get('[data-dice-group="strike-1-attack"] [data-dice-fact=needs]').text()).toBe('5+')
    expect(session.state!.turn.phase).toBe('melee')
  })
})

function mountOdds(views: readonly unknown[]) {
  return mount(PluginOdds, { props: { views: views as never }, ...withTexts(null) })
}
