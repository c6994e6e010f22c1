import { msg, unitParam, type CombatCtx, type Modifier, type UnitState, type WithheldModifier } from '@hexes/core'
import { hmState, type HmTables } from '../config/HmTables'
import { HM } from '../state/HmState'
import { DRM } from './combatTotals'
import { isHmCombat, type HmCombatCtx } from './hmCombatCtx'

/** A rule of HM-CHG-2..5 that refuses a charge-capable attacker its charge. */
export type ChargeRefusal = 'HM-CHG-2' | 'HM-CHG-3' | 'HM-CHG-4' | 'HM-CHG-5'

/**
 * Which charge condition a charge-capable `attacker` fails against the combat's defender, in the
 * order of the catalogue, or `null` when it charges (HM-CHG-1..5, GAP-HM-08): the defender
 * cannot charge (HM-CHG-2, counter-charge); both stand on clear terrain (HM-CHG-3); it did not
 * start its move in enemy ZOC (HM-CHG-4); it moved this turn (HM-CHG-5). The last two are read
 * from the movement half's `startedInZoc` and `movedThisTurn`.
 */
export function chargeRefusal(ctx: HmCombatCtx, attacker: UnitState, tables: HmTables): ChargeRefusal | null {
  const { state, rules, defender } = ctx
  if (tables.typeOf(defender).charge) return 'HM-CHG-2'
  const grid = rules.grid
  if (!tables.terrainAt(state, grid.indexOfRef(attacker.hex!)).clear || !tables.terrainAt(state, grid.indexOfRef(defender.hex!)).clear) return 'HM-CHG-3'
  const hm = hmState(state)
  if ((hm?.startedInZoc ?? []).includes(attacker.id)) return 'HM-CHG-4'
  return (hm?.movedThisTurn ?? []).includes(attacker.id) ? null : 'HM-CHG-5'
}

/** Whether `attacker` is charge-capable and meets the charge conditions ({@link chargeRefusal}). */
export function canCharge(ctx: HmCombatCtx, attacker: UnitState, tables: HmTables): boolean {
  return tables.typeOf(attacker).charge === true && chargeRefusal(ctx, attacker, tables) === null
}

/** Why each condition refuses the charge, in English (as `hm/chargeRefused/<rule>`, for any language). */
const REFUSED: Record<ChargeRefusal, string> = {
  'HM-CHG-2': 'the defender can charge too, and its counter-charge cancels the bonus',
  'HM-CHG-3': 'attacker and defender must both stand on clear terrain',
  'HM-CHG-4': 'its move started in an enemy zone of control',
  'HM-CHG-5': 'it has not moved this turn',
}

/**
 * The charge a player may expect and does not get (HM-CHG-1..5): in close combat, when no
 * attacker charges, one entry for each charge-capable attacker with the condition it fails,
 * for the odds to explain (`combatModifiersWithheld`). Nothing when one attacker charges (the
 * bonus is given), when none could ever charge, or when the scenario gives no charge bonus.
 */
export function chargeWithheld(ctx: CombatCtx, tables: HmTables): WithheldModifier[] | undefined {
  const bonus = tables.config.chargeBonus
  if (ctx.decl.mode !== 'close' || bonus === 0 || !isHmCombat(ctx)) return undefined
  const capable = ctx.attackers.filter((a) => tables.typeOf(a).charge)
  const out: WithheldModifier[] = []
  for (const a of capable) {
    const rule = chargeRefusal(ctx, a, tables)
    if (rule === null) return undefined
    out.push({
      source: HM, ruleId: rule, label: `Charge (${a.name ?? a.id})`, value: bonus, kind: DRM, reason: `no charge for ${a.name ?? a.id}: ${REFUSED[rule]}`,
      text: msg(`hm/chargeRefused/${rule}`, { unit: unitParam(a.id) }),
    })
  }
  return out.length ? out : undefined
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
