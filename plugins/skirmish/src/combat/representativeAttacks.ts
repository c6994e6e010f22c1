import type { SkConfig } from '../config/skConfig'
import type { SkUnitType } from '../model/skProfile'
import type { AttackSituation, Fighter } from './AttackSituation'
import { rangeBand, weaponBands } from './rangeBand'

/** One named attack of {@link representativeAttacks}. */
export interface NamedAttack {
  name: string
  situation: AttackSituation
}

const full = (type: SkUnitType, level = 0): Fighter => ({ type, hp: type.figures * type.hp, startHp: type.figures * type.hp, level })

/**
 * The attacks of a unit-type pair that exercise every part of the combat math, for the odds
 * tests and the bench: `a` charges `b` (charge bonus, push-back), `b` strikes back from a flank
 * charge, `a` fights `b` in a locked melee at half HP, `a` pursues `b` (automatic hits), `a`
 * charges after losing a figure (the incomplete unit's roll: units of several figures), and if `a` shoots: a long-range volley on the move (or, for a weapon without a long band,
 * at short range on the move) and a volley at `b` in heavy cover; else a strike at `b` in heavy
 * cover from higher ground. Run it over every pair of a scenario's unit types.
 *
 * @param a - the attacking type
 * @param b - the target type
 * @param config - for the weapon bands
 */
export function representativeAttacks(a: SkUnitType, b: SkUnitType, config: Pick<SkConfig, 'weapons'>): NamedAttack[] {
  const attacker = full(a)
  const target = full(b)
  const startHp = attacker.startHp
  const list: NamedAttack[] = [
    { name: 'charge', situation: { kind: 'charge', attacker, target } },
    { name: 'flank return strike', situation: { kind: 'return', attacker: target, target: attacker, chargeArc: 'flank' } },
    { name: 'half-HP locked round', situation: { kind: 'locked', attacker: { ...attacker, hp: Math.floor(startHp / 2) }, target } },
    { name: 'pursuit', situation: { kind: 'pursuit', attacker, target } },
  ]
  if (a.figures > 1) {
    list.push({ name: 'incomplete charge', situation: { kind: 'charge', attacker: { ...attacker, hp: startHp - a.hp }, target } })
  }
  const bands = weaponBands(a, config)
  if (bands === null) {
    list.push({ name: 'heavy cover strike from higher ground', situation: { kind: 'strike', attacker: full(a, 1), target, cover: 'heavy' } })
  } else {
    const range = rangeBand(bands.long, bands) ?? 'short'
    list.push({ name: `${range}-range volley on the move`, situation: { kind: 'missile', attacker, target, range, moved: true } })
    list.push({ name: 'volley at heavy cover', situation: { kind: 'missile', attacker, target, range: 'short', cover: 'heavy' } })
  }
  return list
}
