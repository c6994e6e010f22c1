/**
 * The sum of the values of groups of dice (catalogue SK-COMBAT-7..12: HP lost from the damage dice
 * through the damage table), exact under enumeration by convolution.
 */

import { DiceError } from './DiceError'
import type { DiceSource, PoolTotal, TotalGroup } from './DiceSource'
import { rollPool, valueClasses } from './rollPool'

/**
 * Checks the groups of a total: a die with faces, a non-negative integer `n`, and one safe integer
 * value per face.
 *
 * @param groups - the groups to check
 * @throws DiceError `dice/invalid-die` for a die without faces; `dice/invalid-argument` otherwise
 */
export function checkTotalGroups(groups: readonly TotalGroup[]): void {
  if (!Array.isArray(groups)) throw new DiceError('dice/invalid-argument', 'A total needs an array of dice groups')
  for (const g of groups) {
    const faces = g.die.faces.length
    if (faces === 0) throw new DiceError('dice/invalid-die', `Die "${g.die.id}" has no faces`)
    if (!Number.isSafeInteger(g.n) || g.n < 0) {
      throw new DiceError('dice/invalid-argument', `A total needs a non-negative integer number of dice, got ${g.n}`)
    }
    if (!Array.isArray(g.values) || g.values.length !== faces || !g.values.every((v: number) => Number.isSafeInteger(v))) {
      throw new DiceError('dice/invalid-argument', `Total values of die "${g.die.id}" need one integer per face (${faces})`)
    }
  }
}

/**
 * Rolls groups of dice and adds up the value of every die: `values[k - 1]` for a die showing face
 * `k`. Uses `source.total` when the source has it (the enumerator: ONE branch per distinct total,
 * weighted exactly by the convolution of the groups), else rolls each group as a {@link rollPool}
 * counted by value, so play consumes exactly one roll per die, group after group, in order.
 *
 * @param source - where the dice come from
 * @param groups - the groups: die, how many, the integer value of each face
 * @param reason - recorded on every die
 * @param atMost - when given, the total reported is at most this (`min(sum, atMost)`): a resolver
 *   that reads no further (HP lost capped by what the target has) lets the enumerator branch once
 *   for every sum at or past it instead of once per sum. The dice rolled are the same.
 * @returns the total, and in play the faces of each group in roll order (`null` under enumeration)
 * @throws DiceError `dice/invalid-argument` for a bad count or value table
 * @example
 * ```ts
 * // SK-COMBAT-8..12 per damage die (GAP-SK-10): damage 2, constitution 3 → d6 − 1 through the table
 * const { total } = poolTotal(dice, [{ die: d6(), n: hits, values: [0, 1, 1, 1, 2, 2] }], 'SK-COMBAT-7 damage')
 * ```
 */
export function poolTotal(source: DiceSource, groups: readonly TotalGroup[], reason: string, atMost?: number): PoolTotal {
  if (atMost !== undefined && !Number.isSafeInteger(atMost)) throw new DiceError('dice/invalid-argument', `A total's atMost must be an integer, got ${atMost}`)
  if (source.total !== undefined) {
    const r = source.total(groups, reason, atMost)
    // A source that does not know the cap (an older wrapper) is capped here.
    return atMost === undefined || r.total <= atMost ? r : { total: atMost, faces: r.faces }
  }
  checkTotalGroups(groups)
  let total = 0
  let faces: number[][] | null = []
  for (const g of groups) {
    const byValue = valueClasses(g.values)
    const roll = rollPool(source, { die: g.die, n: g.n, reason, classes: byValue.classes })
    roll.counts.forEach((count, j) => (total += count * byValue.values[j]))
    faces = faces !== null && roll.faces !== null ? [...faces, roll.faces] : null
  }
  return { total: atMost === undefined ? total : Math.min(total, atMost), faces }
}
