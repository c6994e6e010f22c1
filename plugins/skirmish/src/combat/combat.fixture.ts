/**
 * Test-only: unit types and helpers for the combat tests (not exported by the package).
 */

import { skConfigSchema, type SkConfig } from '../config/skConfig'
import type { SkUnitType } from '../model/skProfile'
import type { Fighter } from './AttackSituation'

const unit = (name: string, p: Partial<SkUnitType>): SkUnitType => ({
  name, figures: 10, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 1, hp: 1, command: 7, keywords: ['infantry'], ...p,
})

/** Sample unit types: a spread of profiles and keywords the combat rules read. */
export const UNITS = {
  spearmen: unit('Spearmen', {}),
  swordsmen: unit('Swordsmen', { figures: 8, attackBonus: 1, defence: 4, damage: 2, constitution: 2, hp: 1 }),
  knights: unit('Knights', { figures: 5, move: 8, attackBonus: 1, defence: 4, damage: 3, constitution: 2, hp: 2, keywords: ['heavyCavalry'] }),
  lightHorse: unit('Light horse', { figures: 5, move: 9, defence: 3, damage: 2, hp: 1, keywords: ['cavalry'], missile: { weapon: 'thrown' } }),
  archers: unit('Archers', { defence: 2, damage: 1, constitution: 1, keywords: ['infantry', 'archer'], missile: { weapon: 'longBow' } }),
  crossbows: unit('Crossbowmen', { figures: 6, defence: 3, damage: 2, keywords: ['infantry', 'crossbow'], missile: { weapon: 'crossbow' } }),
  skirmishers: unit('Skirmishers', { figures: 6, defence: 3, keywords: ['infantry', 'skirmish', 'thrower'], missile: { weapon: 'thrown' } }),
  troll: unit('Troll', { figures: 1, move: 6, attacks: 3, attackBonus: 1, defence: 4, damage: 4, constitution: 4, hp: 4, keywords: ['fear'] }),
} as const satisfies Record<string, SkUnitType>

/** The default skirmish config, with overrides. */
export function testConfig(overrides: Record<string, unknown> = {}): SkConfig {
  return skConfigSchema.parse(overrides)
}

/** A fresh unit of a type, full HP at level 0 unless told otherwise. */
export function fighter(type: SkUnitType, p: Partial<Omit<Fighter, 'type'>> = {}): Fighter {
  const startHp = p.startHp ?? type.figures * type.hp
  return { type, hp: p.hp ?? startHp, startHp, level: p.level ?? 0 }
}

/** A bare unit type with the numbers a test sets, no keywords. */
export function profile(p: Partial<SkUnitType>): SkUnitType {
  return unit('Test unit', { figures: 1, keywords: [], ...p })
}
