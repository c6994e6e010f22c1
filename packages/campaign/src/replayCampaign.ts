import type { Campaign } from './Campaign'
import { resolveCampaignConfig } from './CampaignConfig'
import { isCampaignRejection, refuse, type CampaignRejection } from './CampaignRejection'
import { firstDifference } from './firstDifference'
import { foldEvents, type LedgerState } from './foldEvents'

/**
 * Replays a campaign's ledger from its first event and checks that every roster and gold figure of
 * the file is what the events give: a file edited by hand (gold added, a unit's XP raised, a lost
 * unit put back) is refused, naming the field (`players[0].gold: the file says 500, the events give 200`).
 *
 * @returns the state the events give, or the first problem
 */
export function replayCampaign(campaign: Campaign): LedgerState | CampaignRejection {
  const state = foldEvents(campaign.events, resolveCampaignConfig(campaign.config))
  if (isCampaignRejection(state)) return state
  const d = firstDifference(state.players, campaign.players, 'players')
  if (d) {
    const show = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v))
    return refuse('camp/not-explained', d.path, `the file says ${show(d.actual)}, the events give ${show(d.expected)}`)
  }
  return state
}
