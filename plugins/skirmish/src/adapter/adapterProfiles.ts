import type { UnitType } from '@hexes/plugin-hexes-med'
import type { SkAdapterProfile } from '../config/skConfig'
import type { SkKeyword, SkUnitType } from '../model/skProfile'

const row = (attacks: number, attackBonus: number, defence: number, damage: number, constitution: number, command: number): SkAdapterProfile => ({ attacks, attackBonus, defence, damage, constitution, hp: 6, command })

/**
 * The catalogue's default adapter profile (§3.4, I-02), by HEXES Med strength F: militia F1, light
 * F2, heavy F3, elite F4; 6 HP (two steps of 3: reduced at half). Shooters roll their ranged
 * strength + 1 dice at short range (`missileDice`).
 */
export function defaultAdapterProfile(type: UnitType): SkAdapterProfile {
  const f = type.strength
  const base = f <= 1 ? row(2, 0, 3, 1, 2, 5) : f === 2 ? row(3, 0, 3, 1, 2, 6) : f === 3 ? row(3, 1, 4, 2, 3, 7) : row(4, 1, 4, 2, 3, 8)
  return type.ranged !== undefined ? { ...base, missileDice: type.ranged + 1 } : base
}

/**
 * A HEXES Med unit type as a skirmish unit type (I-02): one figure with the profile's HP (or the
 * profile's `figures`: a war machine's crew, I-10); its
 * keywords carry the class over for the charge (SK-CHARGE-5: cavalry, heavy cavalry from F3) and
 * the shooters' kind (archers, crossbowmen: SK-CHARGE-4, SK-MISSILE-14), then the config's `extra`
 * ones (`adapter.keywords`: fear, undead, necromancer... for the morale rules, I-13, I-14).
 */
export function adapterUnitType(id: string, type: UnitType, profile: SkAdapterProfile, extra: readonly SkKeyword[] = []): SkUnitType {
  const keywords: SkKeyword[] = []
  if (type.kind === 'cavalry') keywords.push(type.strength >= 3 ? 'heavyCavalry' : 'cavalry')
  else keywords.push('infantry')
  if (type.ranged !== undefined) keywords.push(id.includes('crossbow') ? 'crossbow' : 'archer')
  for (const k of extra) if (!keywords.includes(k)) keywords.push(k)
  const { missileDice: _m, figures, ...p } = profile
  return { name: type.name, figures: figures ?? 1, move: type.mp, ...p, keywords }
}
