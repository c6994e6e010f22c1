import type { Campaign } from './Campaign'
import { standingBattles } from './nextBattle'

/**
 * The leaders each player lost in the campaign's standing battles (`leadersLost` of their
 * outcomes; a cancelled battle's dead come back): player id → leader ids.
 */
export function fallenLeaders(campaign: Campaign): Map<string, Set<string>> {
  const standing = standingBattles(campaign)
  const out = new Map<string, Set<string>>()
  for (const e of campaign.events) {
    if (e.kind !== 'battlePlayed' || !standing.has(e.outcome.battle)) continue
    for (const p of e.outcome.players) {
      for (const l of p.leadersLost ?? []) {
        const set = out.get(p.player) ?? new Set<string>()
        set.add(l)
        out.set(p.player, set)
      }
    }
  }
  return out
}
