import type { BattleOutcome } from './BattleOutcome'
import { NO_VOTES, type BattleVotes } from './BattleVotes'
import type { Campaign } from './Campaign'
import { resolveCampaignConfig } from './CampaignConfig'
import type { CampaignRejection } from './CampaignRejection'
import { settleBattle, type BattleSettlement } from './settleBattle'

/**
 * What a battle would bring before its surplus owners choose (for the vote dialog and the surplus
 * choice): VP with the heroic acts, the ranking, every gold award with its rule id, the cap and
 * each surplus (`gold.surpluses`), the XP. Nothing is changed.
 */
export function previewBattle(campaign: Campaign, outcome: BattleOutcome, votes: BattleVotes = NO_VOTES): BattleSettlement | CampaignRejection {
  return settleBattle(campaign.players, outcome, votes, null, resolveCampaignConfig(campaign.config))
}
