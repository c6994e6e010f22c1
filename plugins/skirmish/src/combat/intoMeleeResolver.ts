import { d6, enumerateOutcomes, rollPool, successPool, type DiceSource, type Distribution, type PoolSpec } from '@hexes/core'
import type { SkConfig } from '../config/skConfig'
import { livingFigures } from '../model/skProfile'
import type { AttackPlan } from './AttackPlan'
import type { Fighter } from './AttackSituation'
import { damageRoller } from './damageRoller'

/** What a volley into a melee did (plain JSON). Side 0 is the target's side, side 1 the other. */
export interface IntoMeleeResult {
  hits: number
  /** Hits assigned to each side (GAP-SK-24: 1d6 each). */
  sideHits: [number, number]
  /** HP lost per unit, in the order of `sides` (each capped by the unit's HP). */
  hpLost: [number[], number[]]
  /** Figures lost per unit. */
  figuresLost: [number[], number[]]
  /** Attack dice faces in roll order, `null` under enumeration. */
  attackFaces: number[] | null
  /** The assignment dice's faces (natural-6 hits', then the others'), `null` under enumeration. */
  assignFaces: [number[], number[]] | null
  /** Hits each unit took, in the order of `sides`. */
  unitHits: [number[], number[]]
  /** Each unit's damage dice faces per group (natural-6 hits' first), `null` for a unit not hit or under enumeration. */
  damageFaces: [(number[][] | null)[], (number[][] | null)[]]
}

/** Hits dealt round-robin to `m` units, continuing from `start` (natural-6 hits are dealt first). */
function deal(counts: number[], n: number, start: number): void {
  const m = counts.length
  for (let i = 0; i < n && m > 0; i++) counts[(start + i) % m]++
}

/**
 * Prepares a missile volley into a melee (SK-MELEE-8/9, GAP-SK-24) and returns its resolver. The
 * plan is the shot at the target (its defence already −2 for a locked target, SK-MELEE-8): the
 * to-hit pool is rolled against it. Then each hit is assigned by 1d6: ≤ `intoMeleeTargetSide` to
 * the target's side, else to the other side, whoever's friends they are (SK-MELEE-9); natural-6
 * hits are assigned first, then the others. Within a side the hits are dealt round-robin from its
 * first unit (the target on its side), natural-6 hits first; each unit rolls the damage dice of its
 * hits against its own constitution (SK-COMBAT-6..12, per die or summed as `plan.damageMode`), its
 * loss capped by its HP. Dice order: to-hit pool, assignment dice (natural-6 hits', then the
 * others'), then each unit's damage dice, side 0 first.
 *
 * @param plan - the shot at the target, from `planAttack` (kind `missile`, `targetLocked`)
 * @param sides - side 0: the target's side, the target first; side 1: the other side of the melee
 * @param config - reads `intoMeleeTargetSide`
 * @returns the resolver; `intoMeleeOdds` enumerates it
 */
export function intoMeleeResolver(
  plan: AttackPlan,
  sides: readonly [readonly Fighter[], readonly Fighter[]],
  config: SkConfig,
): (dice: DiceSource) => IntoMeleeResult {
  const units = [...sides[0], ...sides[1]]
  const naturalMatters = 6 + plan.toHit <= plan.defence || units.some((u) => plan.damage < u.type.constitution)
  const toHit = { n: plan.dice, bonus: plan.toHit, target: plan.defence, autoSuccess: naturalMatters ? [6] : [], reason: 'SK-COMBAT-1 attack' }
  const classes = [1, 2, 3, 4, 5, 6].map((face) => (face <= config.intoMeleeTargetSide ? 0 : 1))
  const assign = (n: number): PoolSpec => ({ die: d6(), n, reason: 'GAP-SK-24 hit into a melee', classes })
  const rollers = sides.map((side) => side.map((u) => damageRoller(plan.damage, u.type.constitution, plan.damageMode)))
  return (dice) => {
    const hit = successPool(dice, toHit)
    const naturalRoll = rollPool(dice, assign(hit.natural))
    const plainRoll = rollPool(dice, assign(hit.successes - hit.natural))
    const natural = naturalRoll.counts[0] ?? 0
    const plain = plainRoll.counts[0] ?? 0
    const split: [number, number][] = [[natural, plain], [hit.natural - natural, hit.successes - hit.natural - plain]]
    const hpLost: [number[], number[]] = [[], []]
    const figuresLost: [number[], number[]] = [[], []]
    const unitHits: [number[], number[]] = [[], []]
    const damageFaces: [(number[][] | null)[], (number[][] | null)[]] = [[], []]
    for (let s = 0; s < 2; s++) {
      const side = sides[s]
      const nat = side.map(() => 0)
      const all = side.map(() => 0)
      deal(nat, split[s][0], 0)
      deal(all, split[s][1], split[s][0])
      side.forEach((u, j) => {
        const damage = rollers[s][j](dice, nat[j], all[j])
        const lost = Math.min(Math.max(0, u.hp), damage.hp)
        unitHits[s].push(nat[j] + all[j])
        damageFaces[s].push(damage.faces)
        hpLost[s].push(lost)
        figuresLost[s].push(livingFigures(u.hp, u.type.hp) - livingFigures(u.hp - lost, u.type.hp))
      })
    }
    const assignFaces: [number[], number[]] | null = naturalRoll.faces && plainRoll.faces ? [naturalRoll.faces, plainRoll.faces] : null
    return { hits: hit.successes, sideHits: [split[0][0] + split[0][1], split[1][0] + split[1][1]], hpLost, figuresLost, attackFaces: hit.roll.faces, assignFaces, unitHits, damageFaces }
  }
}

/**
 * Exact odds of a volley into a melee: core `enumerateOutcomes` over `intoMeleeResolver`, keyed
 * `hits|hits on side 0,on side 1|hp lost per unit of side 0|… of side 1`. Its cost is the
 * product of the branches of the hits, their split and each unit's damage: a 10-die volley into a
 * one-against-one melee is about 1,000 paths (a few ms) when natural 6s change nothing, about
 * 29,000 (tens of ms) when a KO is possible on some unit (natural and other hits split apart).
 *
 * @param plan - as for `intoMeleeResolver`
 * @param sides - as for `intoMeleeResolver`
 * @param config - as for `intoMeleeResolver`
 */
export function intoMeleeOdds(plan: AttackPlan, sides: readonly [readonly Fighter[], readonly Fighter[]], config: SkConfig): Distribution<IntoMeleeResult> {
  return enumerateOutcomes(intoMeleeResolver(plan, sides, config), intoMeleeKey)
}

/**
 * The outcome key of a volley into a melee.
 *
 * @param r - the result
 */
export function intoMeleeKey(r: IntoMeleeResult): string {
  return `${r.hits}|${r.sideHits[0]},${r.sideHits[1]}|${r.hpLost[0].join(',')}|${r.hpLost[1].join(',')}`
}
