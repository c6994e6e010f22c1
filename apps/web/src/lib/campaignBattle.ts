import { battleFromRoster, fallenLeaders, isCampaignRejection, nextBattle, refuse, type Campaign, type CampaignRejection, type NextBattle, type RosterBattle } from '@hexes/campaign'
import { loadScenario } from './catalog'

/** The next battle of a campaign, ready to play: the battle and the scenario its rosters give. */
export interface CampaignBattle {
  next: NextBattle
  roster: RosterBattle
}

/**
 * The campaign's next battle and its scenario from the rosters (`battleFromRoster`: the carried
 * armies, the fallen leaders out, bought units on their muster hexes). Refused: no battle left,
 * an unknown scenario, a roster the scenario cannot take; with `battleId`, a battle that is not
 * the next one (a game saved before the campaign moved on).
 */
export async function campaignBattle(c: Campaign, battleId?: string): Promise<CampaignBattle | CampaignRejection> {
  const next = nextBattle(c)
  if (next === null) return refuse('camp/campaign-over', 'definition.battles', 'no battle is left to play')
  if (isCampaignRejection(next)) return next
  if (battleId !== undefined && next.battleId !== battleId) {
    return refuse('camp/not-next-battle', 'meta.setup.campaign.battle', `battle "${battleId}" is not the next battle of campaign ${c.id} (${next.battleId} is)`)
  }
  const base = await loadScenario(next.battle.scenario)
  if (!base) return refuse('camp/unknown-scenario', `definition.battles[${next.index}].scenario`, `unknown scenario "${next.battle.scenario}"`)
  const roster = battleFromRoster(base, next.battle, c.players, fallenLeaders(c))
  if (isCampaignRejection(roster)) return { ...roster, path: `definition.battles[${next.index}].${roster.path}`, message: `definition.battles[${next.index}].${roster.message}` }
  return { next, roster }
}
