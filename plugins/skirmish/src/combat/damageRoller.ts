import { d6, poolTotal, type DiceSource } from '@hexes/core'
import { damageTable, hpLoss } from './hpLoss'

/** What the damage dice of some hits did. */
export interface DamageRoll {
  /** HP lost, before any cap. */
  hp: number
  /** Faces per group (natural-6 hits' dice, then the others'; one group in `sum` mode), `null` under enumeration. */
  faces: number[][] | null
}

/** Rolls the damage dice of `natural` natural-6 hits and `plain` other hits. */
export type DamageRoller = (dice: DiceSource, natural: number, plain: number) => DamageRoll

const FACES: readonly number[] = [1, 2, 3, 4, 5, 6]
const NO_DAMAGE: DamageRoll = Object.freeze({ hp: 0, faces: null }) as DamageRoll

/**
 * Prepares the damage dice of an attack against one unit (tables built once) and returns their
 * roller: one d6 per hit (SK-COMBAT-7) + damage − constitution (SK-COMBAT-8/9) through the damage
 * table (SK-COMBAT-10..12), a KO on a natural-6 hit costing 1 HP (SK-COMBAT-6, GAP-SK-09).
 * `perDie` (GAP-SK-10 default): each die through the table, natural-6 hits' dice rolled first, as
 * one core `poolTotal`. `sum`: one value, the dice summed + damage − constitution, through the
 * table once (so at most 3 HP), a KO costing 1 HP when any hit was a natural 6.
 *
 * @param damage - the attacker's damage score after modifiers
 * @param constitution - the target's constitution
 * @param mode - `perDie` or `sum` (config `damageMode`)
 */
export function damageRoller(damage: number, constitution: number, mode: 'perDie' | 'sum'): DamageRoller {
  const reason = 'SK-COMBAT-7 damage'
  if (mode === 'sum') {
    return (dice, natural, plain) => {
      if (natural + plain === 0) return NO_DAMAGE
      const { total, faces } = poolTotal(dice, [{ die: d6(), n: natural + plain, values: FACES }], reason)
      return { hp: hpLoss(total + damage - constitution, natural > 0), faces }
    }
  }
  const naturalTable = damageTable(damage, constitution, true)
  const plainTable = damageTable(damage, constitution, false)
  return (dice, natural, plain) => {
    if (natural + plain === 0) return NO_DAMAGE
    const { total, faces } = poolTotal(dice, [
      { die: d6(), n: natural, values: naturalTable },
      { die: d6(), n: plain, values: plainTable },
    ], reason)
    return { hp: total, faces }
  }
}
