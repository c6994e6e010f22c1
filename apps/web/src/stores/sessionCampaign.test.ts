import { findCampaign } from '@hexes/scenarios'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CampaignBattleRef } from '../lib/gameFactory'
import { useCampaignStore } from './campaign'
import { useSessionStore } from './session'
import { tourellesBattle } from './testTourellesBattle'

const story = tourellesBattle()
const ref = (story.save.meta as { setup: { campaign: CampaignBattleRef } }).setup.campaign
const text = JSON.stringify(story.save)

describe('web/session store: a saved campaign battle', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    localStorage.clear()
  })

  it('is rebuilt from the running campaign\'s rosters, its setup naming the battle', async () => {
    useCampaignStore().start(findCampaign('tourelles-1429'))
    const session = useSessionStore()
    expect(await session.load(text)).toBe(true)
    expect(session.setup?.campaign).toEqual(ref)
    expect(session.actionCount).toBe(story.save.actions.length)
    expect(session.state!.turn.turn).toBe(session.state!.turn.lastTurn)
  })

  it('is refused with a message when its campaign is not running, or has settled that battle', async () => {
    const session = useSessionStore()
    expect(await session.load(text)).toBe(false)
    expect(session.error?.key).toBe('campaign.errors.notThisBattle')
    expect(session.error?.issues[0]).toMatchObject({ code: 'camp/not-running', path: 'meta.setup.campaign.id' })
    const campaign = useCampaignStore()
    campaign.start(findCampaign('tourelles-1429'))
    await campaign.finishBattle(ref, story.seed, [...story.save.actions, ...story.tail])
    campaign.settle(story.votes, [{ player: story.surplus.player, giveTo: story.surplus.giveTo }])
    expect(await session.load(text)).toBe(false)
    expect(session.error?.issues[0]).toMatchObject({ code: 'camp/not-next-battle', path: 'meta.setup.campaign.battle' })
    expect(session.state).toBeNull()
  })
})
