import { findCampaign } from '@hexes/scenarios'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { withI18n } from '../components/testGame'
import { makeI18n } from '../i18n'
import { useCampaignStore } from '../stores/campaign'
import CampaignsSection from './CampaignsSection.vue'

describe('web/CampaignsSection', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    localStorage.clear()
  })

  it('lists the shipped campaigns and starts one: its standings show every player with his gold', async () => {
    const w = mount(CampaignsSection, withI18n())
    expect(w.findAll('[data-campaign]').map((c) => c.attributes('data-campaign'))).toEqual(['1066', 'tourelles-1429'])
    expect(w.find('[data-testid=campaign-running]').exists()).toBe(false)
    await w.get('[data-campaign="1066"] [data-testid=campaign-start]').trigger('click')
    const c = useCampaignStore().campaign!
    const rows = w.findAll('[data-testid=campaign-standings] tbody tr')
    expect(rows.map((r) => r.attributes('data-player'))).toEqual(c.players.map((p) => p.id))
    expect(rows[0]!.text()).toContain(String(c.players[0]!.gold))
  })

  it('shows a campaign in French from its translations', () => {
    const def = findCampaign('1066') as { name: string; translations?: Record<string, { name: string }> }
    const i18n = makeI18n('fr')
    const w = mount(CampaignsSection, { global: { plugins: [i18n] } })
    expect(w.text()).toContain('Campagnes')
    expect(w.get('[data-campaign="1066"] .name').text()).toBe(def.translations!.fr!.name)
    expect(def.translations!.fr!.name).not.toBe(def.name)
  })

  it('shows the path of the bad field of a refused campaign file', async () => {
    const w = mount(CampaignsSection, withI18n())
    const input = w.get('[data-testid=campaign-load-input]').element as HTMLInputElement
    const file = new File(['{"format":"hexes-campaign","version":1}'], 'bad.json', { type: 'application/json' })
    Object.defineProperty(input, 'files', { value: [file], configurable: true })
    await w.get('[data-testid=campaign-load-input]').trigger('change')
    await flushPromises()
    const errors = w.get('[data-testid=campaign-errors]')
    expect(errors.text()).toContain('campaign/invalid')
    expect(useCampaignStore().issues?.[0]?.path).toBeTruthy()
    expect(errors.text()).toContain(useCampaignStore().issues![0]!.path)
  })
})
