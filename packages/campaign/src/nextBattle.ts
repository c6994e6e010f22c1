import type { Campaign } from './Campaign'
import type { BattleDefinition } from './CampaignDefinition'
import { refuse, type CampaignRejection } from './CampaignRejection'

/** The battle a campaign plays next: its definition, its place, and the id its outcome takes. */
export interface NextBattle {
  index: number
  battle: BattleDefinition
  /** The definition's id, or `<id>#2`, `#3`... when earlier tries of it were cancelled (a battle id is used once). */
  battleId: string
}

/** The played battles of a campaign that still stand (not cancelled), by id. */
export function standingBattles(campaign: Campaign): Set<string> {
  const cancelled = new Set(campaign.events.flatMap((e) => (e.kind === 'battleCancelled' ? [e.battle] : [])))
  return new Set(campaign.events.flatMap((e) => (e.kind === 'battlePlayed' && !cancelled.has(e.outcome.battle) ? [e.outcome.battle] : [])))
}

/** Whether `played` is a try of the definition battle `id` (`id` or `id#n`). */
const isTry = (played: string, id: string): boolean => played === id || played.startsWith(`${id}#`)

/**
 * The next battle of a campaign started from a definition: the first of its battles with no
 * standing try, or `null` when every battle stands (the campaign is over). Refused when the
 * campaign has no definition.
 */
export function nextBattle(campaign: Campaign): NextBattle | null | CampaignRejection {
  const def = campaign.definition
  if (!def) return refuse('camp/no-definition', 'definition', 'this campaign was not started from a campaign definition: it has no battles to play')
  const standing = [...standingBattles(campaign)]
  const played = campaign.events.flatMap((e) => (e.kind === 'battlePlayed' ? [e.outcome.battle] : []))
  for (const [index, battle] of def.battles.entries()) {
    if (standing.some((s) => isTry(s, battle.id))) continue
    const tries = played.filter((p) => isTry(p, battle.id)).length
    return { index, battle, battleId: tries === 0 ? battle.id : `${battle.id}#${tries + 1}` }
  }
  return null
}
