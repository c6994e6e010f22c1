import type { Campaign } from '@hexes/campaign'

/** A unit a player may buy: a type of his army at its price. */
export interface BuyOption {
  type: string
  cost: number
}

/**
 * What a player may buy: the types of his army, each at the price it has in his rosters (the
 * starting roster first, then his purchases), in the order they first appear. The web app's choice
 * (issue #20): an army buys more of what it is made of, at what it paid for it.
 */
export function buyList(campaign: Campaign, player: string): BuyOption[] {
  const seen = new Map<string, number>()
  for (const e of campaign.events) {
    const units = e.kind === 'campaignStarted' ? e.players.find((p) => p.id === player)?.units ?? [] : e.kind === 'unitBought' && e.player === player ? [e.unit] : []
    for (const u of units) if (!seen.has(u.type)) seen.set(u.type, u.cost)
  }
  return [...seen].map(([type, cost]) => ({ type, cost }))
}
