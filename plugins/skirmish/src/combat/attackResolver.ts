import { d10, d6, rollPool, successPool, type DiceSource, type PoolSpec, type SuccessPoolOptions } from '@hexes/core'
import { livingFigures } from '../model/skProfile'
import type { AttackPlan } from './AttackPlan'
import { damageRoller } from './damageRoller'

/** What one attack did (plain JSON). */
export interface AttackResult {
  /** The incomplete charger's roll (SK-CHARGE-6..8): whether it gave the bonus; `null` when there was none. */
  chargeBonus: boolean | null
  /** That roll's face (1d6 or 1d10), `null` when there was none or under enumeration. */
  chargeFace: number | null
  /** Attack dice rolled (or hitting automatically). */
  dice: number
  /** Successful attacks, "skulls" (SK-COMBAT-3..5, GAP-SK-03). */
  hits: number
  /**
   * Of which natural 6s (SK-COMBAT-5/6); 0 for automatic hits. When a natural 6 changes
   * nothing (it would hit anyway and no damage value can be a KO), the pool does not tell them
   * apart (fewer branches for the odds): counted from the faces in play, `null` under enumeration.
   */
  naturalHits: number | null
  /** HP lost, at most the plan's `hpPool`. */
  hpLost: number
  /** Figures the target loses if it takes `hpLost` alone; a shared melee uses `shareDamage`. */
  figuresLost: number
  /** Paces (= hexes, GAP-SK-01) the target is pushed back: 1 per full `pushSkulls` hits of a charge (SK-CHARGE-12/13), 0 when it is destroyed. */
  push: number
  /** Attack dice faces in roll order (`null` under enumeration or for automatic hits). */
  attackFaces: number[] | null
  /** Damage dice faces per group (natural-6 hits' first), `null` under enumeration. */
  damageFaces: number[][] | null
}

const SIX: readonly number[] = [6]
const NONE: readonly number[] = []

function countSixes(faces: readonly number[]): number {
  let n = 0
  for (const f of faces) if (f === 6) n++
  return n
}

/** The resolver of a plan: play (`SeededDice`), tests (`ScriptedDice`) and odds (`enumerateOutcomes`) all call it. */
export type AttackResolver = (dice: DiceSource) => AttackResult

/**
 * Prepares an attack (to-hit pools and damage tables, once) and returns its resolver. Order of
 * the dice: the incomplete charger's bonus roll FIRST (1d6 or 1d10, SK-CHARGE-6..8), then the
 * to-hit pool (core `successPool`: +toHit on each die, a hit beats the defence strictly, a natural
 * 1 misses and a natural 6 hits whatever the modifiers, SK-COMBAT-1..5, SK-COMBAT-20), then one
 * damage die per hit (core `poolTotal`, `damageRoller`: SK-COMBAT-6..12, GAP-SK-09/10). Automatic
 * hits (R-05, GAP-SK-17) roll no to-hit dice. HP lost is capped by the plan's pool; a
 * charge pushes the target back 1 pace per full `pushSkulls` hits even when it lost no HP
 * (SK-CHARGE-12/13, R-04: the engine applies it after the exchange).
 *
 * @param plan - from `planAttack`
 * @returns the resolver
 * @example
 * ```ts
 * const resolve = attackResolver(planAttack(situation, config))
 * const result = resolve(new SeededDice(() => draft.rng))
 * ```
 */
export function attackResolver(plan: AttackPlan): AttackResolver {
  const roll = plan.chargeRoll
  // Frozen: an enumeration replays the very spec without comparing it again.
  const chargeSpec: PoolSpec | null = roll === null ? null : Object.freeze({
    die: roll.faces === 6 ? d6() : d10(),
    n: 1,
    reason: `${roll.ruleId} incomplete unit's charge bonus`,
    classes: Object.freeze(Array.from({ length: roll.faces }, (_, k) => (k + 1 >= roll.atLeast ? 1 : 0))),
  })
  // A natural 6 matters only if it hits where a 6 would miss, or turns a KO into 1 HP (damage ≥
  // constitution: no damage value can be ≤ 0).
  const naturalMatters = 6 + plan.toHit <= plan.defence || plan.damage < plan.constitution
  const autoSuccess = naturalMatters ? SIX : NONE
  const toHit = (n: number): SuccessPoolOptions => ({ n, bonus: plan.toHit, target: plan.defence, autoSuccess, reason: 'SK-COMBAT-1 attack' })
  const withoutBonus = toHit(plan.dice)
  const withBonus = toHit(plan.dice + (roll?.bonus ?? 0))
  const damage = damageRoller(plan.damage, plan.constitution, plan.damageMode)
  const figuresBefore = livingFigures(plan.targetHp, plan.targetHpPerFigure)
  return (dice) => {
    const charge = chargeSpec === null ? null : rollPool(dice, chargeSpec)
    const chargeBonus = charge === null ? null : charge.counts[1] === 1
    const pool = chargeBonus === true ? withBonus : withoutBonus
    let hits = pool.n
    let natural = 0
    let naturalHits: number | null = 0
    let attackFaces: number[] | null = null
    if (!plan.automaticHits) {
      const hit = successPool(dice, pool)
      hits = hit.successes
      natural = hit.natural
      attackFaces = hit.roll.faces
      naturalHits = naturalMatters ? natural : attackFaces === null ? null : countSixes(attackFaces)
    }
    // HP past the pool changes nothing: the exact odds branch once for all of it.
    const dmg = damage(dice, natural, hits - natural, plan.hpPool)
    const hpLost = Math.min(dmg.hp, plan.hpPool)
    const left = Math.max(0, plan.targetHp - hpLost)
    const push = plan.pushSkulls > 0 && hpLost < plan.hpPool ? Math.floor(hits / plan.pushSkulls) : 0
    return {
      chargeBonus, chargeFace: charge?.faces?.[0] ?? null, dice: pool.n, hits, naturalHits, hpLost,
      figuresLost: figuresBefore - livingFigures(left, plan.targetHpPerFigure),
      push, attackFaces, damageFaces: dmg.faces,
    }
  }
}

/**
 * The outcome key of an attack: `hits:hpLost:push`, distinct per (hits, HP lost, push-back).
 *
 * @param r - the result
 */
export function attackKey(r: AttackResult): string {
  const byHp = (KEYS[r.hits] ??= [])
  const byPush = (byHp[r.hpLost] ??= [])
  return (byPush[r.push] ??= `${r.hits}:${r.hpLost}:${r.push}`)
}

/** The keys made so far, by hits, HP lost and push-back: an enumeration's leaves share them (no string per leaf). */
const KEYS: string[][][] = []
