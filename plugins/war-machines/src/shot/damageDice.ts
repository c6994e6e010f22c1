import { combatDie, d6, poolTotal, rollPool, type DiceSource, type UnitState } from '@hexes/core'
import { damageTable, type SkTables } from '@hexes/plugin-skirmish'

/** Combat dice read by skulls (GAP-SK-03: 4–6 a skull): class 1 counts them. */
const SKULLS: readonly number[] = Object.freeze([0, 0, 0, 1, 1, 1])

/**
 * HP a unit loses to `n` damage dice (GAP-SK-34: "N damage dice" are N d6, each through the
 * damage table against the figure's constitution, no attacker damage score), at most its HP.
 */
export function damageDice(dice: DiceSource, tables: SkTables, unit: UnitState, n: number, reason: string): number {
  if (n <= 0) return 0
  const values = damageTable(0, tables.typeOf(unit).constitution, false)
  return poolTotal(dice, [{ die: d6(), n, values }], reason, tables.stats(unit).hp).total
}

/** Skulls on `n` stand-alone combat dice (GAP-SK-03: each one −1 HP, SK-WM-7). */
export function combatSkulls(dice: DiceSource, n: number, reason: string): number {
  return n > 0 ? rollPool(dice, { die: combatDie(), n, reason, classes: SKULLS }).counts[1]! : 0
}
