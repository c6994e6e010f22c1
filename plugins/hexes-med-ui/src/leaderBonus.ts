import type { LeaderState } from '@hexes/core'
import { HM } from '@hexes/plugin-hexes-med'

/** A leader's HEXES Med bonus (GAP-HM-04), signed (`+1`), or `undefined` for a leader HEXES Med did not set up. */
export function leaderBonusText(leader: LeaderState): string | undefined {
  const bonus = leader.stats[HM]?.bonus
  return typeof bonus === 'number' ? (bonus > 0 ? `+${bonus}` : String(bonus)) : undefined
}
