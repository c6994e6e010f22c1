import type { Campaign } from './Campaign'
import type { CampaignRejection } from './CampaignRejection'
import { applyEvent } from './applyEvent'

/** Buys a unit with the player's gold (GAP-CAMP-11; refused without the gold). See {@link applyEvent}. */
export function buyUnit(campaign: Campaign, player: string, unit: { id: string; type: string; cost: number }): Campaign | CampaignRejection {
  return applyEvent(campaign, { kind: 'unitBought', player, unit })
}

/** Dismisses a unit from the player's roster (no refund). See {@link applyEvent}. */
export function dismissUnit(campaign: Campaign, player: string, unit: string): Campaign | CampaignRejection {
  return applyEvent(campaign, { kind: 'unitDismissed', player, unit })
}

/**
 * Cancels a battle: it brings nothing any more (gold, XP, advances, victories, units lost all
 * revert). Refused while a later battle stands (cancel it first), or when a later purchase
 * needed its gold (the rejection names that event). See {@link applyEvent}.
 */
export function cancelBattle(campaign: Campaign, battle: string, reason = ''): Campaign | CampaignRejection {
  return applyEvent(campaign, { kind: 'battleCancelled', battle, reason })
}
