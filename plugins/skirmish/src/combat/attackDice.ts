import { errors } from '@hexes/core'
import type { SkConfig } from '../config/skConfig'
import { hasKeyword, livingFigures } from '../model/skProfile'
import { attackModifier, SK_COMBAT_SOURCE, type AttackModifier, type ChargeRoll } from './AttackPlan'
import type { AttackSituation, Fighter } from './AttackSituation'

/**
 * Attack potential of a unit: attacks per figure × living figures (SK-COMBAT-1, R-01).
 *
 * @param f - the unit
 */
export function attackPotential(f: Fighter): number {
  return f.type.attacks * livingFigures(f.hp, f.type.hp)
}

/**
 * Whether a unit is incomplete: fewer living figures than at deployment (GAP-SK-06, SK-CHARGE-6).
 *
 * @param f - the unit
 */
export function isIncomplete(f: Fighter): boolean {
  return livingFigures(f.hp, f.type.hp) < livingFigures(f.startHp, f.type.hp)
}

/** The dice part of a plan. */
export interface AttackDice {
  potential: number
  /** Dice after the unconditional `dice` modifiers. */
  dice: number
  chargeRoll: ChargeRoll | null
  /** The `dice` modifiers: their values add up to `dice − potential` (plus the conditional bonus). */
  modifiers: AttackModifier[]
}

const isCavalry = (f: Fighter) => hasKeyword(f.type, 'cavalry') || hasKeyword(f.type, 'heavyCavalry')

/** SK-CHARGE-4..8, SK-MISSILE-14: the charge bonus of a `charge` (or a `pursuit`, GAP-SK-16). */
function chargeBonus(attacker: Fighter, config: SkConfig, mods: AttackModifier[]): { dice: number; roll: ChargeRoll | null } {
  const t = attacker.type
  const bonus = config.chargeBonus
  if (hasKeyword(t, 'archer') || hasKeyword(t, 'crossbow')) {
    mods.push(attackModifier('SK-MISSILE-14', 'dice', 0, 'Archers and crossbowmen get no charge bonus'))
    return { dice: 0, roll: null }
  }
  if (isIncomplete(attacker)) {
    const roll: ChargeRoll = isCavalry(attacker)
      ? { ruleId: 'SK-CHARGE-8', faces: 10, atLeast: bonus.incompleteCavalryD10, bonus: bonus.incomplete }
      : { ruleId: 'SK-CHARGE-7', faces: 6, atLeast: bonus.incompleteInfantryD6, bonus: bonus.incomplete }
    mods.push({ ...attackModifier('SK-CHARGE-6', 'dice', roll.bonus, `Charge bonus of an incomplete unit, on ${roll.atLeast}+ on 1d${roll.faces}`), onRoll: roll })
    return { dice: 0, roll }
  }
  const [ruleId, value, label]: [string, number, string] = hasKeyword(t, 'heavyCavalry')
    ? ['SK-CHARGE-5', bonus.heavyCavalry, 'Heavy cavalry charge']
    : hasKeyword(t, 'cavalry') ? ['SK-CHARGE-5', bonus.cavalry, 'Cavalry charge'] : ['SK-CHARGE-4', bonus.default, 'Charge']
  mods.push(attackModifier(ruleId, 'dice', value, label))
  return { dice: value, roll: null }
}

/** Halves a number of dice as GAP-SK-18 says: rounding up (or down by config), at least 1 die. */
function halve(n: number, config: SkConfig): number {
  if (n <= 0) return 0
  return Math.max(1, config.halving === 'up' ? Math.ceil(n / 2) : Math.floor(n / 2))
}

/** SK-MISSILE-7/8/9: long range and moving halve (they multiply), a skirmisher or isolated target one die fewer. */
function missileDice(s: AttackSituation, potential: number, config: SkConfig, mods: AttackModifier[]): number {
  if (s.range === undefined) throw errors.internal('skirmish: a missile attack needs its range band (rangeBand)', SK_COMBAT_SOURCE)
  let dice = potential
  if (s.range === 'long') dice = step(mods, dice, 'SK-MISSILE-7', halve(dice, config), 'Long range: half the dice')
  if (s.moved === true) dice = step(mods, dice, 'SK-MISSILE-8', halve(dice, config), 'Shooting on the move: half the dice')
  if (s.targetIsolated === true || hasKeyword(s.target.type, 'skirmish')) {
    dice = step(mods, dice, 'SK-MISSILE-9', Math.max(0, dice - 1), s.targetIsolated === true ? 'Isolated target: one die fewer' : 'Target in skirmish order: one die fewer')
  }
  return dice
}

/** One step of the missile dice: the modifier from `dice` to `next`, logged; returns `next`. */
function step(mods: AttackModifier[], dice: number, ruleId: string, next: number, label: string): number {
  mods.push(attackModifier(ruleId, 'dice', next - dice, label))
  return next
}

/**
 * The attack dice of a situation: the potential (SK-COMBAT-1, R-01), then by kind the charge
 * bonus (SK-CHARGE-4..8, none for archers and crossbows SK-MISSILE-14; an incomplete unit's +1 on
 * a roll the resolver makes first), the return strike's flank / rear malus (SK-CHARGE-9/10,
 * minimum 0), or the missile halvings and one die fewer (SK-MISSILE-7/8/9, GAP-SK-18).
 *
 * @param s - the situation
 * @param config - the skirmish config
 * @throws EngineError `engine/internal` for a missile without its range band
 */
export function attackDice(s: AttackSituation, config: SkConfig): AttackDice {
  const potential = attackPotential(s.attacker)
  const modifiers: AttackModifier[] = []
  let dice = potential
  let chargeRoll: ChargeRoll | null = null
  if (s.kind === 'charge' || s.kind === 'pursuit') {
    const bonus = chargeBonus(s.attacker, config, modifiers)
    dice += bonus.dice
    chargeRoll = bonus.roll
  } else if (s.kind === 'return' && (s.chargeArc === 'flank' || s.chargeArc === 'rear')) {
    const flank = s.chargeArc === 'flank'
    const fewer = Math.min(dice, flank ? config.flankDice : config.rearDice)
    modifiers.push(attackModifier(flank ? 'SK-CHARGE-9' : 'SK-CHARGE-10', 'dice', -fewer, flank ? 'Charged in the flank' : 'Charged in the rear'))
    dice -= fewer
  } else if (s.kind === 'missile') {
    dice = missileDice(s, potential, config, modifiers)
  }
  return { potential, dice, chargeRoll, modifiers }
}
