import type { Campaign, CampaignEvent } from './Campaign'
import { campaignCommandSchema, type CampaignCommand } from './CampaignCommand'
import { resolveCampaignConfig } from './CampaignConfig'
import { isCampaignRejection, refuse, type CampaignRejection } from './CampaignRejection'
import { NO_VOTES } from './BattleVotes'
import { foldEvents } from './foldEvents'
import { checkInput } from './invalidInput'
import { settleBattle } from './settleBattle'

/** The numbered events a command brings to the ledger (a battle: itself and its consequences). */
function eventsOf(campaign: Campaign, c: CampaignCommand): CampaignEvent[] | CampaignRejection {
  const seq = campaign.events.length + 1
  switch (c.kind) {
    case 'battlePlayed': {
      if (campaign.events.some((e) => e.kind === 'battlePlayed' && e.outcome.battle === c.outcome.battle)) {
        return refuse('camp/battle-played-twice', 'outcome.battle', `battle "${c.outcome.battle}" is already in the ledger`)
      }
      const votes = c.votes ?? NO_VOTES
      const surplusChoices = c.surplusChoices ?? []
      const s = settleBattle(campaign.players, c.outcome, votes, surplusChoices, resolveCampaignConfig(campaign.config))
      if (isCampaignRejection(s)) return s
      const battle: CampaignEvent = { kind: 'battlePlayed', seq, outcome: c.outcome, votes, surplusChoices, vp: s.vp, ranking: s.ranking, cap: s.gold.cap }
      return [battle, ...s.consequences.map((e, i) => ({ ...e, seq: seq + 1 + i }) as CampaignEvent)]
    }
    case 'battleCancelled':
      return [{ kind: 'battleCancelled', seq, battle: c.battle, reason: c.reason ?? '' }]
    default:
      return [{ ...c, seq }]
  }
}

/**
 * Applies a command to a campaign and gives the new campaign (the old one is never changed), or a
 * typed rejection naming the bad field: a battle is settled against the rosters (SK-VP-7,
 * CAMP-GOLD-1..10, CAMP-XP-1) and appended with its consequences; a purchase costs its price
 * (refused without the gold, GAP-CAMP-11); a dismissed unit leaves the roster (no refund); a
 * cancelled battle brings nothing any more, which is refused while a later battle stands (cancel
 * it first) or when a later event needed what it brought (the rejection names that event).
 *
 * The whole ledger is folded again after the change, so the result is always consistent.
 */
export function applyEvent(campaign: Campaign, command: CampaignCommand): Campaign | CampaignRejection {
  const c = checkInput(campaignCommandSchema, command)
  if (isCampaignRejection(c)) return c
  const added = eventsOf(campaign, c)
  if (isCampaignRejection(added)) return added
  const events = [...campaign.events, ...added]
  const state = foldEvents(events, resolveCampaignConfig(campaign.config))
  if (isCampaignRejection(state)) {
    const m = /^events\[(\d+)\]\.?/.exec(state.path)
    const at = m ? Number(m[1]) : events.length
    if (at < campaign.events.length) {
      // A cancel made an earlier-recorded event impossible: name it.
      const why = c.kind === 'battleCancelled' ? `cancelling "${c.battle}" would break a later event` : 'the ledger does not replay'
      const bare = state.message.startsWith(`${state.path}: `) ? state.message.slice(state.path.length + 2) : state.message
      return refuse(state.code, state.path, `${why}: ${bare}`, state.ruleId)
    }
    // The new event itself: name the command's field.
    const strip = (s: string) => s.replace(/^events\[\d+\]\.?/, '')
    return { ...state, path: strip(state.path), message: strip(state.message) }
  }
  return { ...campaign, players: state.players, events }
}
