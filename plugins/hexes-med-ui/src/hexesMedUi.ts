import type { LeaderState } from '@hexes/core'
import { HM } from '@hexes/plugin-hexes-med'
import { definePluginUi } from '@hexes/web-kit'

/** A leader's HEXES Med bonus (GAP-HM-04), signed (`+1`), or `undefined` for a leader HEXES Med did not set up. */
export function leaderBonusText(leader: LeaderState): string | undefined {
  const bonus = leader.stats[HM]?.bonus
  return typeof bonus === 'number' ? (bonus > 0 ? `+${bonus}` : String(bonus)) : undefined
}

/**
 * HEXES Med in the web app: a leader's counter and card show his bonus (the die modifier he gives
 * in combat, GAP-HM-04). The leader transfer (`hm/leader-transfer`) is played by the app's
 * selection of a unit and a click on the unit to join.
 */
export const hexesMedUi = definePluginUi({
  plugin: HM,
  setup: () => ({ leaderBadge: leaderBonusText }),
})
