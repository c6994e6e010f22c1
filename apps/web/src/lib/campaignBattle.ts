import { isCampaignRejection, nextRosterBattle, refuse, type Campaign, type CampaignRejection, type NextRosterBattle } from '@hexes/campaign'
import { scenarios } from './catalog'

/**
 * The campaign's next battle and its scenario from the rosters (`nextRosterBattle` over the app's
 * scenarios: the carried armies, the fallen leaders out, bought units on their muster hexes). With
 * `battleId`, also refused when that battle is not the next one (a game saved before the campaign
 * moved on).
 */
export function campaignBattle(c: Campaign, battleId?: string): NextRosterBattle | CampaignRejection {
  const b = nextRosterBattle(c, (id) => scenarios.find((s) => s.id === id))
  if (isCampaignRejection(b) || battleId === undefined || b.next.battleId === battleId) return b
  return refuse('camp/not-next-battle', 'meta.setup.campaign.battle', `battle "${battleId}" is not the next battle of campaign ${c.id} (${b.next.battleId} is)`)
}
