import { msg, unitParam, type Modifier, type UnitState } from '@hexes/core'
import { hmState, type HmTables } from '../config/HmTables'
import { HM } from '../state/HmState'
import { DRM } from './combatTotals'
import type { HmCombatCtx } from './hmCombatCtx'

/**
 * Whether `attacker` meets the charge conditions against the combat's defender (HM-CHG-1..5,
 * GAP-HM-08): it is charge-capable; the defender is not (HM-CHG-2, counter-charge); both stand
 * on clear terrain (HM-CHG-3); it did not start its move in enemy ZOC (HM-CHG-4); it moved this
 * turn (HM-CHG-5). The last two are read from the movement half's `startedInZoc` and
 * `movedThisTurn`.
 */
export function canCharge(ctx: HmCombatCtx, attacker: UnitState, tables: HmTables): boolean {
  const { state, rules, defender } = ctx
  if (!tables.typeOf(attacker).charge || tables.typeOf(defender).charge) return false
  const grid = rules.grid
  if (!tables.terrainAt(state, grid.indexOfRef(attacker.hex!)).clear) return false
  if (!tables.terrainAt(state, grid.indexOfRef(defender.hex!)).clear) return false
  const hm = hmState(state)
  if ((hm?.startedInZoc ?? []).includes(attacker.id)) return false
  return (hm?.movedThisTurn ?? []).includes(attacker.id)
}

/**
 * The charge die modifier (HM-CHG-1, GAP-HM-08): `+chargeBonus` once per combat when at least
 * one close-combat attacker meets HM-CHG-2..5. Never for ranged attacks, never twice.
 */
export function chargeModifier(ctx: HmCombatCtx, tables: HmTables): Modifier | undefined {
  const bonus = tables.config.chargeBonus
  if (ctx.decl.mode !== 'close' || bonus === 0) return undefined
  const charger = ctx.attackers.find((a) => canCharge(ctx, a, tables))
  if (!charger) return undefined
  return { source: HM, ruleId: 'HM-CHG-1', label: `Charge (${charger.name ?? charger.id})`, text: msg('modifier/charge', { unit: unitParam(charger.id) }), value: bonus, kind: DRM }
}
