import { d6, poolTotal, type DiceSource, type TotalGroup } from '@hexes/core'
import { damageTable, hpLoss } from './hpLoss'

/** What the damage dice of some hits did. */
export interface DamageRoll {
  /** HP lost, before any cap. */
  hp: number
  /** Faces per group (natural-6 hits' dice, then the others'; one group in `sum` mode), `null` under enumeration. */
  faces: number[][] | null
}

/**
 * Rolls the damage dice of `natural` natural-6 hits and `plain` other hits; with `atMost` the HP
 * reported is at most that (the caller's cap: the target's HP), which the exact odds branch on
 * once (core `poolTotal`'s `atMost`).
 */
export type DamageRoller = (dice: DiceSource, natural: number, plain: number, atMost?: number) => DamageRoll

const FACES: readonly number[] = Object.freeze([1, 2, 3, 4, 5, 6])
/** The groups of a summed roll of `n` dice, shared by every resolver. */
const SUM_GROUPS: TotalGroup[][] = []
/** Results without faces by HP (an enumeration's), shared. */
const HP_ONLY: DamageRoll[] = []
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
    return (dice, natural, plain, atMost) => {
      const n = natural + plain
      if (n === 0) return NO_DAMAGE
      const { total, faces } = poolTotal(dice, (SUM_GROUPS[n] ??= frozen([{ die: d6(), n, values: FACES }])), reason)
      const hp = hpLoss(total + damage - constitution, natural > 0)
      return { hp: atMost === undefined ? hp : Math.min(hp, atMost), faces }
    }
  }
  const groups = perDieGroups(damage - constitution)
  return (dice, natural, plain, atMost) => {
    if (natural + plain === 0) return NO_DAMAGE
    const asked = groups.of(natural, plain)
    const { total, faces } = poolTotal(dice, asked, reason, atMost)
    // Under enumeration (no faces) one frozen answer per HP value: no object per leaf.
    return faces === null ? (HP_ONLY[total] ??= Object.freeze({ hp: total, faces: null })) : { hp: total, faces }
  }
}

/** The damage groups of each (natural, plain) for one damage − constitution (the tables depend on nothing else). */
interface PerDieGroups {
  of(natural: number, plain: number): TotalGroup[]
}

/**
 * The frozen damage groups by damage − constitution, shared by every resolver: the exact odds of
 * any attack with the same difference replay the very same request objects, which the core's
 * enumerator finds by identity (no table key to build, no check to repeat).
 */
const PER_DIE = new Map<number, PerDieGroups>()

function perDieGroups(diff: number): PerDieGroups {
  let g = PER_DIE.get(diff)
  if (g === undefined) {
    const naturalTable = Object.freeze(damageTable(diff, 0, true))
    const plainTable = Object.freeze(damageTable(diff, 0, false))
    const made: TotalGroup[][][] = []
    g = {
      of: (natural, plain) => ((made[natural] ??= [])[plain] ??= frozen([{ die: d6(), n: natural, values: naturalTable }, { die: d6(), n: plain, values: plainTable }])),
    }
    PER_DIE.set(diff, g)
  }
  return g
}

/** Groups of a total frozen deeply (the die and value tables are already): the enumerator replays them by identity. */
function frozen(groups: TotalGroup[]): TotalGroup[] {
  for (const g of groups) Object.freeze(g)
  return Object.freeze(groups) as TotalGroup[]
}
