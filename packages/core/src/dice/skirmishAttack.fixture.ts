/**
 * Test-only: a skirmish attack resolver written as a rule plugin would write it, on the pool
 * helpers (not exported from core; the skirmish rules will live in their own plugin).
 */

import type { DiceSource } from './DiceSource'
import { poolTotal } from './poolTotal'
import { d6 } from './standardDice'
import { successPool } from './successPool'

/** The numbers of one attack (catalogue GAP-SK-06 profile, after modifiers). */
export interface AttackProfile {
  /** Attack dice (SK-COMBAT-1). */
  dice: number
  /** Net to-hit bonus added to each die (SK-COMBAT-2, SK-COMBAT-20). */
  attackBonus: number
  /** The target's defence (SK-COMBAT-3). */
  defence: number
  /** The attacker's damage score, added to each damage die (SK-COMBAT-8, GAP-SK-10). */
  damage: number
  /** The target's constitution (SK-COMBAT-9). */
  constitution: number
  /** The target unit's pooled HP: the cap on HP lost. */
  hp: number
  /** R-05 automatic hits: no to-hit roll, every die is a hit (no natural 6, so a KO is 0 HP). */
  automaticHits?: boolean
}

/** What an attack did. */
export interface AttackResult {
  hits: number
  hpLost: number
}

/**
 * HP lost for a damage value (SK-COMBAT-10..12: 1–3 → 1, 4–7 → 2, 8+ → 3; ≤ 0 is a KO, GAP-SK-09),
 * at least 1 for a hit scored with a natural 6 (SK-COMBAT-6).
 */
export function hpLoss(damageValue: number, naturalSix: boolean): number {
  const loss = damageValue <= 0 ? 0 : damageValue <= 3 ? 1 : damageValue <= 7 ? 2 : 3
  return naturalSix ? Math.max(1, loss) : loss
}

/**
 * Prepares an attack (its damage tables, once) and returns its resolver: the to-hit pool, then one
 * damage die per hit through the damage table per die (GAP-SK-10; natural-6 hits roll their damage
 * dice first), the total capped by the target's HP. Play, tests and odds all call it.
 */
export function skirmishAttack(p: AttackProfile): (dice: DiceSource) => AttackResult {
  const natural: number[] = []
  const normal: number[] = []
  for (const face of d6().faces) {
    natural.push(hpLoss(face.value + p.damage - p.constitution, true))
    normal.push(hpLoss(face.value + p.damage - p.constitution, false))
  }
  const toHit = { n: p.dice, bonus: p.attackBonus, target: p.defence, reason: 'attack dice' }
  return (dice) => {
    const hit = p.automaticHits ? { successes: p.dice, natural: 0 } : successPool(dice, toHit)
    const damage = poolTotal(dice, [
      { die: d6(), n: hit.natural, values: natural },
      { die: d6(), n: hit.successes - hit.natural, values: normal },
    ], 'damage dice')
    return { hits: hit.successes, hpLost: Math.min(damage.total, p.hp) }
  }
}

/** The outcome key of an attack: `hits:hpLost`. */
export const attackKey = (r: AttackResult): string => `${r.hits}:${r.hpLost}`
