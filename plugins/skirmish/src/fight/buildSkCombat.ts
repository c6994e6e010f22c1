import type { CombatCtx } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import type { BuiltCombat } from './BuiltCombat'
import { meleeExchange } from './meleeExchange'
import { missileVolley } from './missileVolley'
import { SK_MODES } from './skModes'

/**
 * Builds the skirmish combat of a prepared context (a mode of the skirmish rules): the melee
 * exchange or locked round of the melee step (`meleeExchange`), or the volley (`missileVolley`).
 * The `combatResolution` hook plays what this builds, and the combat's preview reads it.
 *
 * @param ctx - the combat, prepared on the state it is fought in
 * @param tables - the skirmish tables of the game
 */
export function buildSkCombat(ctx: CombatCtx, tables: SkTables): BuiltCombat {
  return ctx.decl.mode === SK_MODES.melee ? meleeExchange(ctx, tables) : missileVolley(ctx, tables)
}
