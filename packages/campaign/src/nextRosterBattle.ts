import type { Scenario } from '@hexes/core'
import type { Campaign } from './Campaign'
import { isCampaignRejection, refuse, type CampaignRejection } from './CampaignRejection'
import { battleFromRoster, type RosterBattle } from './battleFromRoster'
import { fallenLeaders } from './fallenLeaders'
import { nextBattle, type NextBattle } from './nextBattle'

/** The next battle of a campaign and the scenario its rosters give. */
export interface NextRosterBattle {
  next: NextBattle
  battle: RosterBattle
}

/**
 * The next battle of a campaign, ready to play: `nextBattle`, its scenario found by `scenario`,
 * and `battleFromRoster` over the rosters with the fallen leaders out. Refused (paths under
 * `definition.battles[i]`): the campaign is over, an unknown scenario, a roster that does not fit.
 *
 * @param scenario finds a scenario by the id the battle definition names (the host's builtin scenarios)
 */
export function nextRosterBattle(campaign: Campaign, scenario: (id: string) => Scenario | undefined): NextRosterBattle | CampaignRejection {
  const next = nextBattle(campaign)
  if (next === null) return refuse('camp/campaign-over', 'definition.battles', 'every battle of the campaign has been played')
  if (isCampaignRejection(next)) return next
  const at = `definition.battles[${next.index}]`
  const s = scenario(next.battle.scenario)
  if (!s) return refuse('camp/unknown-scenario', `${at}.scenario`, `no scenario "${next.battle.scenario}"`)
  const battle = battleFromRoster(s, next.battle, campaign.players, fallenLeaders(campaign))
  if (isCampaignRejection(battle)) return { ...battle, path: `${at}.${battle.path}` }
  return { next, battle }
}
