import type { SkConfig } from '../config/skConfig'
import { livingFigures } from '../model/skProfile'
import { attackDice } from './attackDice'
import { attackModifier, type AttackModifier, type AttackModifierKind, type AttackPlan } from './AttackPlan'
import type { AttackSituation, Fighter } from './AttackSituation'

/** A side's strength for numerical superiority: living figures or HP (`superiorityBy: 'hp'`, GAP-SK-19). */
function strength(units: readonly Fighter[], config: SkConfig): number {
  let total = 0
  for (const u of units) total += config.superiorityBy === 'hp' ? Math.max(0, u.hp) : livingFigures(u.hp, u.type.hp)
  return total
}

/**
 * Whether an attacker has lost half its HP: current HP ≤ half the unit's starting HP, per unit
 * (SK-COMBAT-19, R-02).
 *
 * @param f - the unit
 */
export function isHalfHp(f: Fighter): boolean {
  return 2 * f.hp <= f.startHp
}

/** A function that adds a modifier to `mods`. (Module level, so that no named closure is made per plan.) */
function addTo(mods: AttackModifier[]): (ruleId: string, kind: AttackModifierKind, value: number, label: string) => void {
  return (ruleId, kind, value, label) => void mods.push(attackModifier(ruleId, kind, value, label))
}

/** The `toHit` and `defence` modifiers (SK-COMBAT-13..20, SK-MISSILE-12/13, SK-MELEE-7/8). */
function toHitModifiers(s: AttackSituation, config: SkConfig, mods: AttackModifier[]): void {
  const add = addTo(mods)
  const missile = s.kind === 'missile'
  if (s.attacker.level > s.target.level) add('SK-COMBAT-13', 'toHit', 1, 'Elevated position')
  if (s.attacker.level < s.target.level) add('SK-COMBAT-14', 'toHit', -1, 'Lower position')
  const ours = strength([s.attacker, ...(s.attackerAllies ?? [])], config)
  const theirs = strength([s.target, ...(s.targetAllies ?? [])], config)
  if (ours > 2 * theirs) add('SK-COMBAT-15', 'toHit', 1, 'Numerical superiority (more than double)')
  if (s.cover === 'light') add(missile ? 'SK-MISSILE-12' : 'SK-COMBAT-16', 'toHit', -1, 'Target in light cover')
  if (s.cover === 'heavy' && !missile) add('SK-COMBAT-17', 'toHit', -2, 'Target in heavy cover')
  if (s.cover === 'heavy' && missile) {
    // GAP-SK-22: the same net effect as SK-COMBAT-17's −2 under the strict "> defence" test, logged as two modifiers.
    add('SK-MISSILE-13', 'toHit', -1, 'Target in heavy cover')
    add('SK-MISSILE-13', 'defence', 1, 'Target in heavy cover')
  }
  if (s.kind === 'return') add('SK-COMBAT-18', 'toHit', -1, 'Striking back at a charger')
  if (isHalfHp(s.attacker)) add('SK-COMBAT-19', 'toHit', -1, 'Attacker has lost half its HP')
  if (s.targetLocked === true && s.kind === 'charge') add('SK-MELEE-7', 'defence', config.lockedChargedDefence, 'Locked in melee and charged')
  if (s.targetLocked === true && missile) add('SK-MELEE-8', 'defence', config.lockedShotDefence, 'Locked in melee and shot at')
}

const sum = (mods: readonly AttackModifier[], kind: AttackModifierKind) => {
  let total = 0
  for (const m of mods) if (m.kind === kind && m.onRoll === undefined) total += m.value
  return total
}

/**
 * Plans an attack: its dice, net to-hit bonus, defence, damage, constitution and HP pool after
 * every modifier, each modifier listed with its rule id so the UI can show why.
 *
 * - Dice (`attackDice`): attacks × living figures (SK-COMBAT-1, R-01); charge bonus
 *   (SK-CHARGE-4..8, SK-MISSILE-14); return strike from the flank / rear (SK-CHARGE-9/10);
 *   missile halvings and one die fewer (SK-MISSILE-7/8/9, GAP-SK-18).
 * - To hit (SK-COMBAT-2, cumulative on every die, SK-COMBAT-20): elevation ±1 (SK-COMBAT-13/14,
 *   GAP-SK-20), numerical superiority +1 (SK-COMBAT-15, R-03), cover (SK-COMBAT-16/17 in melee,
 *   SK-MISSILE-12/13 for missiles), −1 against a charger (SK-COMBAT-18), −1 at half HP
 *   (SK-COMBAT-19, R-02). Automatic hits (`pursuit`, a defenceless target: R-05, SK-MORALE-6) roll no to-hit dice: none of these.
 * - Defence: −2 locked and charged (SK-MELEE-7), −2 locked and shot at (SK-MELEE-8), +1 heavy
 *   cover against missiles (SK-MISSILE-13, GAP-SK-22).
 * - Damage: −1 at half HP (SK-COMBAT-19).
 *
 * @param s - the situation, as the engine sees it
 * @param config - the skirmish config (defaults: `skConfigSchema.parse({})`)
 * @returns the plan, plain JSON
 * @throws EngineError `engine/internal` for a missile without its range band
 * @example
 * ```ts
 * const plan = planAttack({ kind: 'charge', attacker, target }, config)
 * const result = attackResolver(plan)(dice)
 * ```
 */
export function planAttack(s: AttackSituation, config: SkConfig): AttackPlan {
  const d = attackDice(s, config)
  const modifiers = d.modifiers
  const automaticHits = s.kind === 'pursuit' || s.targetDefenceless === true
  if (!automaticHits) toHitModifiers(s, config, modifiers)
  if (isHalfHp(s.attacker)) modifiers.push(attackModifier('SK-COMBAT-19', 'damage', -1, 'Attacker has lost half its HP'))
  let hpPool = Math.max(0, s.target.hp)
  for (const ally of s.targetAllies ?? []) hpPool += Math.max(0, ally.hp)
  return {
    kind: s.kind,
    potential: d.potential,
    dice: d.dice,
    chargeRoll: d.chargeRoll,
    automaticHits,
    toHit: s.attacker.type.attackBonus + sum(modifiers, 'toHit'),
    defence: s.target.type.defence + sum(modifiers, 'defence'),
    damage: s.attacker.type.damage + sum(modifiers, 'damage'),
    constitution: s.target.type.constitution,
    hpPool,
    targetHp: Math.max(0, s.target.hp),
    targetHpPerFigure: s.target.type.hp,
    pushSkulls: s.kind === 'charge' ? config.pushSkulls : 0,
    damageMode: config.damageMode,
    modifiers,
  }
}
