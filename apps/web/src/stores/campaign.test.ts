import { findCampaign } from '@hexes/scenarios'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { CAMPAIGN_KEY, useCampaignStore } from './campaign'

describe('web/stores/campaign', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    localStorage.clear()
  })

  it('starts a shipped campaign and keeps it in the browser, so a new page (reload) has it again', () => {
    const store = useCampaignStore()
    expect(store.start(findCampaign('1066'))).toBe(true)
    expect(store.campaign?.id).toBe('1066')
    expect(store.campaign?.events[0]?.kind).toBe('campaignStarted')
    setActivePinia(createPinia())
    const reloaded = useCampaignStore()
    expect(reloaded.campaign).toEqual(store.campaign)
  })

  it('refuses a campaign file edited by hand, naming the path of the bad field, and keeps the running one', () => {
    const store = useCampaignStore()
    store.start(findCampaign('1066'))
    const before = store.campaign!
    const edited = { ...before, players: before.players.map((p, i) => (i === 0 ? { ...p, gold: p.gold + 100 } : p)) }
    expect(store.load(JSON.stringify(edited))).toBe(false)
    expect(store.issues?.[0]?.path).toBe('players[0].gold')
    expect(store.campaign).toBe(before)
    expect(store.load('{ not json')).toBe(false)
    expect(store.issues?.[0]?.code).toBe('campaign/json-syntax')
  })

  it('loads a valid campaign file and forgets it when left', () => {
    const store = useCampaignStore()
    store.start(findCampaign('tourelles-1429'))
    const text = JSON.stringify(store.campaign)
    store.close()
    expect(store.campaign).toBeNull()
    expect(localStorage.getItem(CAMPAIGN_KEY)).toBeNull()
    expect(store.load(text)).toBe(true)
    expect(store.campaign?.id).toBe('tourelles-1429')
    expect(store.issues).toBeNull()
  })

  it('ignores a damaged campaign in the browser instead of failing the page', () => {
    localStorage.setItem(CAMPAIGN_KEY, '{"format":"hexes-campaign"}')
    expect(useCampaignStore().campaign).toBeNull()
  })

  it('shows the refusal of a bad definition with its path', () => {
    const store = useCampaignStore()
    expect(store.start({ ...(findCampaign('1066') as object), battles: [] })).toBe(false)
    expect(store.issues?.[0]?.path).toBe('battles')
  })
})
