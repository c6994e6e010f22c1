import { scenarioVariant, type BaseAction, type Scenario } from '@hexes/core'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { withTexts } from '../components/testGame'
import { loadScenario } from '../lib/catalog'
import { usePlayStore } from '../stores/play'
import { useSessionStore } from '../stores/session'
import PluginDice from './PluginDice.vue'
import PluginOdds from './PluginOdds.vue'
import { mountPluginUis } from './mountPluginUis'

/**
 * The skirmish UI module in Hastings with skirmish dice (variant `skirmish-dice`: HEXES Med with
 * the skirmish dice in place of its combat results table), as the game screen runs it: the
 * Norman archers of 7,8 walk to 7,6 in turn 1 and to 7,5 in turn 2 (they face north, the way they
 * last stepped) and, in the combat phase of turn 2, shoot at the housecarls on 7,3.
 */
async function hastings() {
  setActivePinia(createPinia())
  const session = useSessionStore()
  const hastings = (await loadScenario('hastings-1066'))!
  const plugins = scenarioVariant(hastings as Scenario, 'skirmish-dice').plugins
  if (!(await session.start({ scenarioId: hastings.id, variant: 'skirmish-dice', plugins, players: {}, seed: 5 }))) throw new Error(session.error?.message)
  const act = async (a: Record<string, unknown>) => {
    const r = await session.act({ side: session.state!.turn.activeSide!, ...a } as BaseAction & Record<string, unknown>)
    if (!r.ok) throw new Error(r.message)
  }
  const { uis } = mountPluginUis(session)
  return { session, uis, act, t: () => session.state!.turn }
}
async function atVolley() {
  const { session, uis, act, t } = await hastings()
  await act({ type: 'move', unit: 'n-ar-2', to: '7,6' })
  while (t().turn < 2 || t().phase !== 'movement') await act({ type: 'end-phase' })
  await act({ type: 'move', unit: 'n-ar-2', to: '7,5' })
  while (t().phase !== 'combat') await act({ type: 'end-phase' })
  return { session, play: usePlayStore(), uis }
}

describe('web/plugin UI: skirmish dice in a HEXES Med game (variant skirmish-dice)', () => {
  it('runs the skirmish module next to HEXES Med\'s: facing arrows, HP on the unit card', async () => {
    const { session, uis } = await atVolley()
    expect(uis.active.value.map((a) => a.ui.plugin)).toEqual(['hexes-med', 'skirmish-dice'])
    const unit = (id: string) => session.state!.units.find((u) => u.id === id)!
    expect(uis.counterMarks(unit('n-ar-2'))).toEqual([{ kind: 'arrow', dir: 0, title: 'facing north' }])
    const rows = Object.fromEntries(uis.unitCardRows(unit('s-ei-3')).map((r) => [r.id, `${r.label}: ${r.value}`]))
    expect(rows).toMatchObject({ hp: 'HP: 6 / 6', facing: expect.stringMatching(/^Facing: /) })
    // No charge to declare in a combat phase: nothing for the picker; no combat results table to show (I-02).
    expect(uis.picker.offered.value).toEqual([])
    expect(uis.charts.value).toEqual([])
  })

  it('R-15 I-05: declares a charge in HEXES Med\'s movement phase through the picker: its reach in MP, where it lands, facing its target', async () => {
    // Bishop Odo's knights ride to 6,6 in turn 1; in turn 2 they charge the housecarls on the ridge at 6,3.
    const { session, uis, act, t } = await hastings()
    await act({ type: 'move', unit: 'n-hc-2', to: '6,6' })
    while (t().turn < 2 || t().phase !== 'movement') await act({ type: 'end-phase' })
    expect(uis.picker.offered.value.map((o) => o.descriptor.type)).toEqual(['sk/charge'])
    uis.picker.begin('sk/charge')
    uis.clickHex('6,6')
    expect(uis.mapMarks.value.find((m) => m.id === 'skirmish-dice/charge-reach')).toMatchObject({ kind: 'zone', label: 'charge reach (its move: 5 MP)' })
    uis.clickHex('6,3')
    const action = uis.draft.value!.action!
    expect(action).toEqual({ type: 'sk/charge', side: 'normans', unit: 'n-hc-2', target: 's-ei-2' })
    expect(uis.mapMarks.value.find((m) => m.id === 'skirmish-dice/charge-end')).toMatchObject({ kind: 'hex', hex: '6,4', label: 'front', title: 'the charge ends at 6,4 after 2 MP, in the front' })
    expect(uis.picker.confirm()).toBe(true)
    expect(session.state!.units.find((u) => u.id === 'n-hc-2')).toMatchObject({ hex: '6,4', facing: 0 })
  })

  it('gives the exact odds of the volley planned in the combat panel, then its dice die by die', async () => {
    const { play, uis } = await atVolley()
    play.clickHex('7,5')
    play.clickHex('7,3')
    await nextTick()
    const draft = uis.draft.value!
    expect(draft.action).toEqual({ type: 'attack', side: 'normans', attackers: ['n-ar-2'], defender: 's-ei-3', mode: 'missile' })
    const views = uis.actionOdds(draft.action!)
    expect(views.map((v) => v.id)).toEqual(['strike-0'])
    const odds = mount(PluginOdds, { props: { views: views as never }, ...withTexts(null) })
    expect(odds.get('[data-odds-view="strike-0"] h4').text()).toBe('Norman archers: volley on Housecarls of the standards')
    // I-05: ranged strength 2 + 1 = 3 dice; I-02: the hill is −1 to hit, so only a natural 6 beats the
    // housecarls' defence 4: 1 − (5/6)³ = 91/216, from the resolver's own enumeration.
    expect(odds.get('[data-odds-view="strike-0"] [data-odds-fact=dice]').text()).toBe('3')
    expect(odds.get('[data-odds-view="strike-0"] [data-odds-line=hit]').attributes('data-probability')).toBe('91/216')
    expect(play.attack()).toBe(true)
    const groups = uis.eventDice(play.lastCombat!)!
    expect(groups[0]!.id).toBe('strike-0-attack')
    const w = mount(PluginDice, { props: { groups } })
    const dice = w.findAll('[data-dice-group="strike-0-attack"] .die')
    expect(dice).toHaveLength(3)
    // A skull is a natural 6 here, nothing else.
    for (const d of dice) expect(d.attributes('data-result')).toBe(d.attributes('data-face') === '6' ? 'success' : 'failure')
    expect(w.get('[data-dice-group="strike-0-attack"] [data-testid=dice-summary]').text()).toMatch(/^Skulls: \d of 3 dice/)
  })
})
