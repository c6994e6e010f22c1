import type { Campaign, CampaignEvent } from '@hexes/campaign'

/** The translate function the line needs (vue-i18n's `t`). */
export type Translate = (key: string, params?: Record<string, unknown>) => string

/**
 * One event of a campaign's ledger in words, in the page's language (`campaign.ledger.*`): who
 * gained or spent what, and why (the rule id of each gold award).
 */
export function ledgerLine(e: CampaignEvent, campaign: Campaign, t: Translate): string {
  const name = (id: string) => campaign.players.find((p) => p.id === id)?.name ?? id
  switch (e.kind) {
    case 'campaignStarted':
      return t('campaign.ledger.started', { players: e.players.map((p) => `${p.name} (${p.gold} gp, ${p.units.length})`).join(', ') })
    case 'battlePlayed':
      return t('campaign.ledger.battle', { battle: e.outcome.battle, ranking: e.ranking.map((r) => `${r.rank}. ${r.players.map(name).join(' = ')} (${r.vp} VP)`).join(', ') })
    case 'goldAwarded':
      return t('campaign.ledger.gold', { player: name(e.player), amount: e.amount, rule: e.ruleId })
    case 'surplusGiven':
      return t('campaign.ledger.given', { from: name(e.from), to: name(e.to), amount: e.amount, received: e.received })
    case 'surplusLost':
      return t('campaign.ledger.lost', { from: name(e.from), amount: e.amount })
    case 'xpGained':
      return t('campaign.ledger.xp', { player: name(e.player), unit: e.unit, amount: e.amount })
    case 'unitBought':
      return t('campaign.ledger.bought', { player: name(e.player), unit: e.unit.id, type: e.unit.type, cost: e.unit.cost })
    case 'unitDismissed':
      return t('campaign.ledger.dismissed', { player: name(e.player), unit: e.unit })
    case 'battleCancelled':
      return t('campaign.ledger.cancelled', { battle: e.battle, reason: e.reason })
  }
}
