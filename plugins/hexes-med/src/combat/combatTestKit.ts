import type { CombatOdds, Rejection } from '@hexes/core'
import type { TestGame } from '@hexes/testing'

/**
 * Test helpers of the combat and morale tests (not part of the plugin's API). Games come from
 * `../testing/hmFixtures` (`hmGame`): an 8x8 clear map, sides `a` and `b`, heavy infantry (F3)
 * unless told.
 *
 * Hex reminder (flat-top, odd-q): from an even column `c`, `c,r`'s neighbours are `c,r±1`,
 * `c±1,r-1` and `c±1,r`; from an odd column, `c,r±1`, `c±1,r` and `c±1,r+1`.
 */

/** `{ type: 'attack' }` for side `a` unless told. */
export const attack = (attackers: string[], defender: string, mode = 'close', side = 'a') => ({ type: 'attack', side, attackers, defender, mode })

/** `{ type: 'hm/retreat' }`. */
export const retreat = (side: string, unit: string, to: string) => ({ type: 'hm/retreat', side, unit, to })

/** `{ type: 'hm/allocate-loss' }`. */
export const allocate = (unit: string, side = 'a') => ({ type: 'hm/allocate-loss', side, unit })

/** `{ type: 'hm/advance' }`; `null` declines. */
export const advance = (unit: string | null, side = 'a') => ({ type: 'hm/advance', side, unit })

/** Ends phases until side `side`'s combat phase. */
export function toCombat(t: TestGame, side = 'a'): void {
  t.advanceUntil((s) => s.turn.phase === 'combat' && s.turn.activeSide === side)
}

/** The odds, or a thrown error with the rejection. */
export function oddsOf(r: CombatOdds | Rejection): CombatOdds {
  if ('ok' in r) throw new Error(`${r.code} (${r.ruleId}): ${r.message}`)
  return r
}

/** Probability of an outcome key as a float (0 when absent). */
export function p(odds: CombatOdds, key: string): number {
  const o = odds.distribution.outcomes.find((x) => x.key === key)
  return o ? o.probability.num / o.probability.den : 0
}

/** The last `combatResolved` event's outcome data. */
export function lastCombat(t: TestGame): Record<string, any> {
  const e = [...t.game.events].reverse().find((x) => x.type === 'combatResolved')
  if (!e) throw new Error('no combat resolved')
  return (e['outcome'] as { data: Record<string, any> }).data
}
