import type { Modifier, UnitState } from '@hexes/core'
import type { HmTables } from '../config/HmTables'

/** Combat modes of HEXES Med (HM-COMBAT-3, HM-COMBAT-4). */
export const HM_MODES = ['close', 'ranged'] as const
/** A HEXES Med combat mode. */
export type HmMode = (typeof HM_MODES)[number]

/** True for the modes this plugin declares, eligibility-checks and resolves. */
export function isHmMode(mode: string): mode is HmMode {
  return mode === 'close' || mode === 'ranged'
}

/**
 * Modifier kind that adds to the attack total (GAP-HM-04 `leaderMode: 'strength'`). Modifiers of
 * kind `drm` change the die instead.
 */
export const ATTACK_STRENGTH = 'strength'
/** Modifier kind that adds to the defender's strength (GAP-HM-04 `leaderMode: 'strength'`). */
export const DEFENCE_STRENGTH = 'defender-strength'
/** Modifier kind read by the CRT resolver as a die modifier (HM-COMBAT-10). */
export const DRM = 'drm'

/** Attack and defence totals of a combat. */
export interface CombatTotals {
  attack: number
  defence: number
}

function sumKind(modifiers: readonly Modifier[], kind: string): number {
  let s = 0
  for (const m of modifiers) if (m.kind === kind) s += m.value
  return s
}

/**
 * Attack and defence totals (HM-COMBAT-6, HM-COMBAT-7): the sum of the attackers' current F, or
 * of their current ranged strength for a ranged attack (GAP-HM-07), against the defender's
 * current F; plus `strength` / `defender-strength` modifiers (leader bonus in `strength` mode).
 */
export function combatTotals(
  mode: string,
  attackers: readonly UnitState[],
  defender: UnitState,
  modifiers: readonly Modifier[],
  tables: HmTables,
): CombatTotals {
  let attack = sumKind(modifiers, ATTACK_STRENGTH)
  for (const a of attackers) attack += mode === 'ranged' ? tables.rangedStrength(a) : tables.strength(a)
  const defence = tables.strength(defender) + sumKind(modifiers, DEFENCE_STRENGTH)
  return { attack, defence }
}

/** Sum of the die modifiers (`kind: 'drm'`) of a combat (HM-COMBAT-10). */
export function dieModifier(modifiers: readonly Modifier[]): number {
  return sumKind(modifiers, DRM)
}
