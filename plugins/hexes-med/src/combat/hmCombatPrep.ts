import { prepareMoraleTest, type CombatResolveCtx, type MoralePreparation, type UnitState } from '@hexes/core'
import type { HmTables } from '../config/HmTables'
import { combatTotals, dieModifier, type HmMode } from './combatTotals'
import type { HmCombatCtx } from './hmCombatCtx'
import { oddsColumn, type OddsColumn } from './oddsColumn'

/**
 * What the HEXES Med resolver computes before its first die, from the combat alone: totals, odds
 * column, die modifier (HM-COMBAT-6..10), and the morale tests it may call for, prepared on first
 * use (HM-COMBAT-15). Read-only for callers.
 */
export interface HmCombatPrep {
  readonly mode: HmMode
  readonly attack: number
  readonly defence: number
  readonly column: OddsColumn
  readonly drm: number
  /** The defender's DM test, once asked for. */
  dm: MoralePreparation | undefined
  /** Each attacker's AM test, in order, once asked for. */
  am: MoralePreparation[] | undefined
}

/**
 * The last context resolved and its preparation: exact odds pass the same context to every leaf
 * of the dice tree (`combatOdds`), play builds a new one per combat. Contexts are read-only by
 * contract, so what is kept cannot go stale; one slot, not a `WeakMap`, whose entries for the
 * many short-lived contexts of a search would cost the garbage collector more than they save.
 */
let lastCtx: CombatResolveCtx | undefined
let lastPrep: HmCombatPrep | undefined

/** The preparation of a HEXES Med combat, computed on the context's first resolution. */
export function hmCombatPrep(ctx: HmCombatCtx<CombatResolveCtx>, mode: HmMode, tables: HmTables): HmCombatPrep {
  if (lastCtx === ctx && lastPrep !== undefined) return lastPrep
  const { attack, defence } = combatTotals(mode, ctx.attackers, ctx.defender, ctx.modifiers, tables)
  const prep: HmCombatPrep = { mode, attack, defence, column: oddsColumn(attack, defence), drm: dieModifier(ctx.modifiers), dm: undefined, am: undefined }
  lastCtx = ctx
  lastPrep = prep
  return prep
}

/** The defender's morale test of a DM result (HM-MORALE-1), prepared once per combat. */
export function dmTest(prep: HmCombatPrep, ctx: HmCombatCtx<CombatResolveCtx>): MoralePreparation {
  return (prep.dm ??= prepareMoraleTest(ctx.rules, ctx.state, ctx.defender, 'DM', ctx.forOdds === true))
}

/** The attackers' morale tests of an AM result (HM-MORALE-1), prepared once per combat. */
export function amTests(prep: HmCombatPrep, ctx: HmCombatCtx<CombatResolveCtx>): MoralePreparation[] {
  return (prep.am ??= ctx.attackers.map((a: UnitState) => prepareMoraleTest(ctx.rules, ctx.state, a, 'AM', ctx.forOdds === true)))
}
