import { findCampaign } from '@hexes/scenarios'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CampaignBattleRef } from '../lib/gameFactory'
import { CAMPAIGN_KEY, SETTLING_KEY, useCampaignStore } from './campaign'
import { tourellesBattle } from './testTourellesBattle'

const story = tourellesBattle()
const ref = (story.save.meta as { setup: { campaign: CampaignBattleRef } }).setup.campaign
const actions = [...story.save.actions, ...story.tail]

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

  it('S6: takes a finished battle, keeps it through a reload, and settles it with the votes and the surplus gift (SK-VP-7, CAMP-GOLD-9, CAMP-GOLD-10)', async () => {
    const store = useCampaignStore()
    store.start(findCampaign('tourelles-1429'))
    expect(await store.finishBattle(ref, story.seed, actions)).toBe(true)
    expect(store.settling?.outcome.battle).toBe('tourelles')
    // A new page (reload) replays the kept battle again.
    setActivePinia(createPinia())
    const reloaded = useCampaignStore()
    await vi.waitFor(() => expect(reloaded.settling?.outcome).toEqual(store.settling!.outcome))
    // Without the surplus choice the ledger refuses it (CAMP-GOLD-10: the players must say), and nothing changes.
    const before = reloaded.campaign
    expect(reloaded.settle(story.votes, [])).toBe(false)
    expect(reloaded.refusal?.ruleId).toBe('CAMP-GOLD-10')
    expect(reloaded.campaign).toBe(before)
    expect(reloaded.settle(story.votes, [{ player: story.surplus.player, giveTo: story.surplus.giveTo }])).toBe(true)
    expect(Object.fromEntries(reloaded.campaign!.players.map((p) => [p.id, p.gold]))).toEqual(story.goldAfter)
    expect(reloaded.campaign!.players.find((p) => p.id === story.act.player)!.battlesWon).toBe(1)
    expect(reloaded.settling).toBeNull()
    expect(localStorage.getItem(SETTLING_KEY)).toBeNull()
  })

  it('refuses to take a battle that is not over, or not the running campaign\'s next one', async () => {
    const store = useCampaignStore()
    store.start(findCampaign('tourelles-1429'))
    expect(await store.finishBattle(ref, story.seed, story.save.actions)).toBe(false)
    expect(store.refusal?.code).toBe('camp/battle-not-finished')
    expect(await store.finishBattle({ ...ref, battle: 'jargeau' }, story.seed, actions)).toBe(false)
    expect(store.refusal?.code).toBe('camp/not-next-battle')
    expect(await store.finishBattle({ ...ref, id: '1066' }, story.seed, actions)).toBe(false)
    expect(store.refusal?.code).toBe('camp/not-running')
    expect(store.settling).toBeNull()
  })

  it('starts the next battle with the computer playing the players asked, and names the battle in the setup', async () => {
    const store = useCampaignStore()
    store.start(findCampaign('1066'))
    const g = await store.nextGame(7, ['invaders'])
    expect(g!.setup).toMatchObject({ scenarioId: 'stamford-bridge-1066', seed: 7, players: { english: 'human', norwegians: 'computer' }, campaign: { id: '1066', battle: 'stamford-bridge' } })
    expect((await store.nextGame(7))!.setup.players).toEqual({ english: 'human', norwegians: 'human' })
  })
})
