import { reject, unitParam, type GameRules, type GameState, type Rejection, type UnitState } from '@hexes/core'
import { pairOf, type SkTables } from '@hexes/plugin-skirmish'
import type { MoraleConfig } from '../config/moraleConfig'
import { moraleState, type FearFaced } from '../state/MoraleState'
import { isUndead } from '../test/applyMoraleModel'
import { fearOf, frightens } from '../triggers/fearOf'

/** The close-combat modes of a HEXES Med game: the skirmish dice's `melee`, the combat results table's `close`. */
export const CLOSE_MODES: readonly string[] = ['melee', 'close']

/** Who must test when `unit` attacks `target` in close combat (I-13, SK-MORALE-10/14), and against what. */
export interface FearBetween {
  tester: UnitState
  causer: UnitState
  kind: 'fear' | 'terror'
}

/**
 * Whether a close attack of `unit` on `target` calls for a fear or terror test (I-13 with
 * SK-MORALE-10, -14 and GAP-SK-12): the attacker tests when the target causes fear or terror and
 * frightens it; otherwise the target tests when the attacker frightens it. Undead never test
 * (SK-MORALE-22, I-14): `undefined` then.
 */
export function fearBetween(tables: SkTables, config: MoraleConfig, unit: UnitState, target: UnitState): FearBetween | undefined {
  const byTarget = fearOf(tables, target)
  if (byTarget && frightens(tables, config, byTarget, target, unit)) return isUndead(tables, unit) ? undefined : { tester: unit, causer: target, kind: byTarget }
  const byUnit = fearOf(tables, unit)
  if (byUnit && frightens(tables, config, byUnit, unit, target)) return isUndead(tables, target) ? undefined : { tester: target, causer: unit, kind: byUnit }
  return undefined
}

/** The fear tests taken this combat phase (I-13). */
export function fearFaced(state: GameState): readonly FearFaced[] {
  return moraleState(state).faced ?? []
}

/**
 * I-13: whether `unit` failed its fear test against `target` this phase (it may not attack it in
 * close combat, and its side's melee against `target` goes without it), unless the two are locked
 * in melee (their rounds are fought anyway).
 */
export function daresNot(state: GameState, unit: string, target: string): boolean {
  const faced = moraleState(state).faced
  if (faced === undefined || !faced.some((f) => f.unit === unit && f.target === target && f.tester === unit && !f.passed)) return false
  return pairOf(state, unit, target)?.locked !== true
}

/**
 * I-13: why `attacker` may not attack `defender` in close combat now, if it may not. A close attack
 * between adjacent units that calls for a fear or terror test ({@link fearBetween}) waits for it
 * (`sk-morale/face-fear`, the attacker's side plays it: no one waits on the other player); once
 * taken, an attacker that failed may not attack that unit in close combat this phase (it may still
 * shoot it). A charge
 * (tested when it was declared, SK-MORALE-10) and a locked melee (its rounds are fought anyway) are
 * not asked again.
 */
export function fearVeto(rules: GameRules, state: GameState, tables: SkTables, config: MoraleConfig, attacker: UnitState, defender: UnitState): Rejection | undefined {
  // Not next to each other: the skirmish rules refuse the attack for that (HM-COMBAT-3).
  if (attacker.hex === null || defender.hex === null || rules.grid.distance(rules.grid.indexOfRef(attacker.hex), rules.grid.indexOfRef(defender.hex)) !== 1) return undefined
  const fear = fearBetween(tables, config, attacker, defender)
  if (!fear) return undefined
  const pair = pairOf(state, attacker.id, defender.id)
  if (pair && (pair.locked || pair.charge?.by === attacker.id)) return undefined
  const who = { unit: unitParam(attacker.id), target: unitParam(defender.id) }
  const faced = fearFaced(state).find((f) => f.unit === attacker.id && f.target === defender.id)
  const an = attacker.name ?? attacker.id
  const dn = defender.name ?? defender.id
  if (!faced) return reject('morale/face-fear-first', 'I-13', `${fear.tester.name ?? fear.tester.id} must first test its ${fear.kind} (sk-morale/face-fear) before ${an} attacks ${dn} in close combat`, who)
  if (!faced.passed && faced.tester === attacker.id) return reject('morale/dares-not', 'I-13', `${an} failed its ${fear.kind} test: it may not attack ${dn} in close combat this phase (it may still shoot it)`, who)
  return undefined
}
