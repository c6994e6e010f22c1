import type { PluginDefinition, Scenario } from '@hexes/core'
import type { BattleVotes } from './BattleVotes'
import type { Campaign } from './Campaign'
import { isCampaignRejection, type CampaignRejection } from './CampaignRejection'
import type { SurplusChoice } from './applySurplus'
import { applyEvent } from './applyEvent'
import type { NextBattle } from './nextBattle'
import { nextRosterBattle } from './nextRosterBattle'
import { playedBattleOutcome, type PlayedBattle } from './playedBattleOutcome'

/** What {@link playNextBattle} needs besides the campaign. */
export interface NextBattlePlay {
  /** Finds a scenario by the id the battle definition names (the host's builtin scenarios). */
  scenario: (id: string) => Scenario | undefined
  plugins: readonly PluginDefinition<any>[]
  seed: number | string
  actions: readonly unknown[]
  votes?: BattleVotes
  surplusChoices?: SurplusChoice[]
}

/** A battle played and settled: the campaign after it, the battle, and the game. */
export interface PlayedNextBattle {
  campaign: Campaign
  next: NextBattle
  played: PlayedBattle
}

/**
 * Plays the next battle of a campaign and settles it: the scenario from the rosters
 * (`battleFromRoster`), the game from the seed and actions, its `BattleOutcome` (I-09), and the
 * ledger's `battlePlayed` with the votes and surplus choices. Refused (nothing changed) with the
 * first problem: the campaign is over, an unknown scenario, a roster that does not fit it, a
 * rejected action, an unfinished battle, bad votes or a missing surplus choice.
 */
export function playNextBattle(campaign: Campaign, play: NextBattlePlay): PlayedNextBattle | CampaignRejection {
  const nb = nextRosterBattle(campaign, play.scenario)
  if (isCampaignRejection(nb)) return nb
  const { next, battle } = nb
  const played = playedBattleOutcome({ battleId: next.battleId, battle, plugins: play.plugins, seed: play.seed, actions: play.actions, ...(next.battle.vp ? { vp: next.battle.vp } : {}) })
  if (isCampaignRejection(played)) return played
  const after = applyEvent(campaign, {
    kind: 'battlePlayed', outcome: played.outcome,
    ...(play.votes ? { votes: play.votes } : {}),
    ...(play.surplusChoices ? { surplusChoices: play.surplusChoices } : {}),
  })
  if (isCampaignRejection(after)) return after
  return { campaign: after, next, played }
}
