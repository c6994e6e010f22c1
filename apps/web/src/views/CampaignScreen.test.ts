import { findCampaign } from '@hexes/scenarios'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { makeI18n } from '../i18n'
import { useCampaignStore } from '../stores/campaign'
import { useSessionStore } from '../stores/session'
import CampaignScreen from './CampaignScreen.vue'

type Def = { players: { id: string; gold: number }[] }
const with1066Gold = (gold: number) => {
  const d = structuredClone(findCampaign('1066')) as Def
  d.players = d.players.map((p) => (p.id === 'harold' ? { ...p, gold } : p))
  return d
}
const mountScreen = () => mount(CampaignScreen, { global: { plugins: [makeI18n('en')] } })

describe('web/CampaignScreen', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    localStorage.clear()
  })

  it('shows the next battle: its scenario and who plays which side, with the army each brings', () => {
    useCampaignStore().start(findCampaign('1066'))
    const next = mountScreen().get('[data-testid=campaign-next]')
    expect(next.text()).toContain('Stamford Bridge')
    expect(next.get('[data-player="harold"]').text()).toContain('Harold II Godwinson plays')
    expect(next.get('[data-player="harold"]').text()).toContain('his campaign roster')
    expect(next.get('[data-player="invaders"]').text()).toContain('the scenario’s army')
  })

  it('refuses a purchase without the gold (GAP-CAMP-11) and shows its message, the roster unchanged', async () => {
    const store = useCampaignStore()
    store.start(findCampaign('1066'))
    const w = mountScreen()
    const before = store.campaign
    await w.get('[data-roster="harold"] [data-testid=campaign-buy]').trigger('click')
    expect(store.campaign).toBe(before)
    const refusal = w.get('[data-testid=campaign-refusal]')
    expect(refusal.text()).toContain(store.refusal!.code)
    expect(refusal.text()).toContain(store.refusal!.message)
  })

  it('buys a type of the army at its cost (GAP-CAMP-11), and the ledger says so in words', async () => {
    const store = useCampaignStore()
    store.start(with1066Gold(200))
    const w = mountScreen()
    const rows = () => w.findAll('[data-roster="harold"] tbody tr')
    const n = rows().length
    await w.get('[data-roster="harold"] [data-testid=campaign-buy-type]').setValue('elite-infantry')
    await w.get('[data-roster="harold"] [data-testid=campaign-buy]').trigger('click')
    expect(w.find('[data-testid=campaign-refusal]').exists()).toBe(false)
    expect(rows()).toHaveLength(n + 1)
    expect(store.campaign!.players.find((p) => p.id === 'harold')!.gold).toBe(140)
    expect(w.get('[data-testid=campaign-standings] [data-player="harold"]').text()).toContain('140')
    expect(w.get('[data-testid=campaign-ledger]').text()).toContain('Harold II Godwinson buys harold-elite-infantry-2 (elite-infantry) for 60 gp')
  })

  it('dismisses a unit from the roster', async () => {
    const store = useCampaignStore()
    store.start(findCampaign('1066'))
    const w = mountScreen()
    await w.get('[data-roster="harold"] [data-unit="s-ei-1"] [data-testid=campaign-dismiss]').trigger('click')
    expect(w.find('[data-roster="harold"] [data-unit="s-ei-1"]').exists()).toBe(false)
    expect(store.campaign!.events.at(-1)).toMatchObject({ kind: 'unitDismissed', unit: 's-ei-1' })
  })

  it('plays the next battle as a hot-seat game of the roster’s scenario: a dismissed unit is not in it', async () => {
    const store = useCampaignStore()
    store.start(findCampaign('1066'))
    const w = mountScreen()
    await w.get('[data-roster="harold"] [data-unit="s-ei-1"] [data-testid=campaign-dismiss]').trigger('click')
    await w.get('[data-testid=campaign-play]').trigger('click')
    await flushPromises()
    const session = useSessionStore()
    expect(session.error).toBeNull()
    expect(session.setup).toMatchObject({ scenarioId: 'stamford-bridge-1066', players: { english: 'human', norwegians: 'human' } })
    const ids = JSON.stringify(session.state)
    expect(ids).toContain('"s-ei-2"')
    expect(ids).not.toContain('"s-ei-1"')
  })
})
