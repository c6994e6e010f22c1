import type { Modifier } from '@hexes/core'
import type { AttackKind } from './AttackSituation'

/** What a modifier of an attack changes (core `MODIFIER_KINDS`). */
export type AttackModifierKind = 'dice' | 'toHit' | 'defence' | 'damage'

/**
 * The incomplete unit's charge roll (SK-CHARGE-6..8): rolled FIRST by the resolver; the bonus
 * dice join the attack only when the die shows `atLeast` or more.
 */
export interface ChargeRoll {
  /** `SK-CHARGE-7` (infantry, 1d6) or `SK-CHARGE-8` (cavalry, 1d10). */
  ruleId: 'SK-CHARGE-7' | 'SK-CHARGE-8'
  /** The die: 6 or 10 faces. */
  faces: 6 | 10
  /** Lowest face that gives the bonus (config `incompleteInfantryD6` / `incompleteCavalryD10`). */
  atLeast: number
  /** Bonus dice on success (SK-CHARGE-6: always +1, config `chargeBonus.incomplete`). */
  bonus: number
}

/**
 * One reason a number of the attack differs from the profile, for the UI and the log (a core
 * {@link Modifier}: `source` is the plugin id, `value` a signed integer).
 */
export interface AttackModifier extends Modifier {
  kind: AttackModifierKind
  /** Set on the conditional charge bonus: it counts only when the charge roll succeeds. */
  onRoll?: ChargeRoll
}

/**
 * An attack ready to roll: every number after its modifiers (plain JSON). Built by
 * `planAttack`; rolled by `attackResolver(plan)`; its exact odds by `attackOdds(plan)`.
 */
export interface AttackPlan {
  kind: AttackKind
  /** Attack potential: attacks × living figures (SK-COMBAT-1, R-01). */
  potential: number
  /** Attack dice after the `dice` modifiers, without a conditional charge bonus (≥ 0). */
  dice: number
  /** The incomplete charger's roll for its bonus (SK-CHARGE-6..8), or `null`. */
  chargeRoll: ChargeRoll | null
  /** Every die hits without a roll (R-05, GAP-SK-17: pursuit). */
  automaticHits: boolean
  /** Net bonus added to each attack die: the profile's plus every `toHit` modifier (SK-COMBAT-2, SK-COMBAT-20). */
  toHit: number
  /** Defence a die must beat strictly: the target's plus every `defence` modifier (SK-COMBAT-3). */
  defence: number
  /** Added to each damage die: the attacker's damage plus every `damage` modifier (SK-COMBAT-8). */
  damage: number
  /** Subtracted from each damage die: the target's constitution (SK-COMBAT-9). */
  constitution: number
  /** The most HP the attack can take: the target's pool, plus its allies' in a shared melee (R-01, SK-MELEE-4). */
  hpPool: number
  /** The target unit's own HP and HP per figure, for the figures it loses. */
  targetHp: number
  targetHpPerFigure: number
  /** Push-back: 1 pace per full `pushSkulls` hits (SK-CHARGE-12/13); 0 when the attack cannot push. */
  pushSkulls: number
  /** Damage per die (default) or one summed value (GAP-SK-10). */
  damageMode: 'perDie' | 'sum'
  /** Every modifier, in the order it was applied. */
  modifiers: AttackModifier[]
}

/** The plugin id every skirmish combat modifier names as its `source`. */
export const SK_COMBAT_SOURCE = 'skirmish'

/**
 * A modifier of an attack (source {@link SK_COMBAT_SOURCE}).
 *
 * @param ruleId - the catalogue rule it applies
 * @param kind - what it changes
 * @param value - signed integer
 * @param label - short English label
 */
export function attackModifier(ruleId: string, kind: AttackModifierKind, value: number, label: string): AttackModifier {
  return { source: SK_COMBAT_SOURCE, ruleId, label, value, kind }
}
