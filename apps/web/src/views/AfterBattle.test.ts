import { findCampaign } from '@hexes/scenarios'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { makeI18n } from '../i18n'
import type { CampaignBattleRef } from '../lib/gameFactory'
import { useCampaignStore } from '../stores/campaign'
import { tourellesBattle } from '../stores/testTourellesBattle'
import CampaignScreen from './CampaignScreen.vue'

const story = tourellesBattle()
const ref = (story.save.meta as { setup: { campaign: CampaignBattleRef } }).setup.campaign

async function settlingScreen() {
  const store = useCampaignStore()
  store.start(findCampaign('tourelles-1429'))
  await store.finishBattle(ref, story.seed, [...story.save.actions, ...story.tail])
  const w = mount(CampaignScreen, { global: { plugins: [makeI18n('en')] } })
  await flushPromises()
  return { store, w }
}

describe('web/AfterBattle', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    localStorage.clear()
  })

  it('S6, SK-VP-7, CAMP-GOLD-9, CAMP-GOLD-10: a heroic act voted by the two other players changes the winner, the cap bites, and the surplus goes where its owner says', async () => {
    const { store, w } = await settlingScreen()
    const panel = () => w.get('[data-testid=after-battle]')
    expect(panel().get('[data-testid=after-ranking]').text()).toMatch(/^1\. /)
    expect(w.findAll('[data-testid=after-surplus]')).toHaveLength(0)
    expect(w.get('[data-testid=campaign-play]').attributes('disabled')).toBeDefined()
    await w.get('[data-testid=after-act-player]').setValue(story.act.player)
    await w.get('[data-testid=after-act-proposer]').setValue(story.act.proposedBy)
    await w.get('[data-testid=after-act-description]').setValue('Held the bridge against all comers')
    await w.get('[data-testid=after-act-propose]').trigger('click')
    // Proposed, not voted yet: no VP, the ranking as before.
    expect(w.findAll('[data-testid=after-surplus]')).toHaveLength(0)
    for (const v of story.act.voters) await w.get(`[data-testid=after-act-vote][data-voter="${v}"]`).setValue('yes')
    const name = (id: string) => store.campaign!.players.find((p) => p.id === id)!.name
    expect(w.get('[data-testid=after-ranking]').text()).toMatch(new RegExp(`^1\\. ${name(story.act.player).replace(/[()]/g, '\\$&')}`))
    expect(w.get('[data-testid=after-cap]').text()).toContain(`${story.cap} gp`)
    const surplus = w.get(`[data-testid=after-surplus][data-player="${story.surplus.player}"]`)
    expect(surplus.text()).toContain(`${story.surplus.amount} gp over the cap`)
    // The winner is never offered the surplus.
    expect(surplus.findAll('option').map((o) => o.attributes('value'))).not.toContain(story.act.player)
    await surplus.get('select').setValue(story.surplus.giveTo)
    await w.get('[data-testid=after-settle]').trigger('click')
    expect(Object.fromEntries(store.campaign!.players.map((p) => [p.id, p.gold]))).toEqual(story.goldAfter)
    expect(w.find('[data-testid=after-battle]').exists()).toBe(false)
    const played = store.campaign!.events.find((e) => e.kind === 'battlePlayed')!
    expect(played.kind === 'battlePlayed' && played.votes.heroicActs[0]!.votes).toEqual(story.act.voters.map((voter) => ({ voter, approve: true })))
  })

  it('CAMP-GOLD-8: a heroic defence vote outside 10 to 50 shows the refusal and cannot be settled; forgetting the result leaves the campaign as it was', async () => {
    const { store, w } = await settlingScreen()
    const before = store.campaign
    await w.get(`[data-testid=after-defence]`).setValue(true)
    const first = w.findAll('[data-testid=after-defence-vote]')[0]!
    await first.setValue(60)
    const refusal = w.get('[data-testid=after-refusal]').text()
    expect(refusal).toContain('camp/vote-out-of-range')
    expect(refusal).toContain('votes.heroicDefences[0].votes[0].gp: a heroic-defence vote is between 10 and 50 gp, not 60')
    expect(w.get('[data-testid=after-settle]').attributes('disabled')).toBeDefined()
    await first.setValue(30)
    expect(w.find('[data-testid=after-refusal]').exists()).toBe(false)
    await w.get('[data-testid=after-forget]').trigger('click')
    expect(store.settling).toBeNull()
    expect(store.campaign).toBe(before)
  })
})
