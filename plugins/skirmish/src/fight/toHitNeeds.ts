import type { AttackPlan } from '../combat/AttackPlan'

/**
 * The lowest natural face of a d6 that hits in an attack: a die hits when its face plus the
 * to-hit bonus is strictly greater than the defence (SK-COMBAT-2/3), a natural 1 never does and a
 * natural 6 always does (SK-COMBAT-4/5, before every modifier: SK-COMBAT-20), so 2 to 6. `null`
 * for automatic hits, which roll no to-hit die.
 *
 * @param plan - the attack's plan (its net `toHit` and `defence`)
 * @example `toHitNeeds({ toHit: 1, defence: 4, automaticHits: false })` → 4 (a skull on 4+)
 */
export function toHitNeeds(plan: Pick<AttackPlan, 'toHit' | 'defence' | 'automaticHits'>): number | null {
  if (plan.automaticHits) return null
  return Math.min(6, Math.max(2, plan.defence - plan.toHit + 1))
}
