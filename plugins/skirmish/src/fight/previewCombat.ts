import { isRejection, prepareCombat, type BaseAction, type CombatCtx, type GameRules, type GameState, type Rejection } from '@hexes/core'
import type { ChargeAction } from '../charge/chargeAction'
import type { SkTables } from '../config/SkTables'
import { SK_TABLES } from '../SkirmishRules'
import { CHARGE } from '../sequence/skPhases'
import { buildSkCombat } from './buildSkCombat'
import { chargeMelee } from './chargeMelee'
import type { BuiltCombat } from './BuiltCombat'
import type { ChargeLanding, CombatPreview } from './CombatPreview'
import { previewOdds } from './previewOdds'
import { isSkMode } from './skModes'

type Attack = BaseAction & { attackers: string[]; defender?: string; mode: string }

/**
 * What a skirmish attack, charge or volley will do, before it is played: the combat it fights,
 * every strike's plan (dice, to-hit, defence, damage, each modifier with its rule id) and the
 * exact odds of each strike and of what each unit suffers, computed by the resolver that plays it
 * (see `previewOdds`), the state untouched.
 * - `attack` in a skirmish mode (a melee of the melee step, a volley): the engine prepares the
 *   combat (core `prepareCombat`: it refuses what the rules refuse);
 * - `sk/charge`: the engine checks the charge, and the melee it brings about is previewed as the
 *   melee step will fight it, supposing nothing changes before (`chargeMelee`: the charge exchange
 *   and its return strike, SK-CHARGE-4..13, the shared losses, the push-back), with where the
 *   charge lands.
 * `null` for any other action, or a game without the skirmish rules' combat.
 *
 * @param rules - the game's rules
 * @param state - the live state (never changed)
 * @param action - the action to preview
 * @returns the preview, the engine's rejection of an illegal action, or `null`
 * @example
 * ```ts
 * const p = previewCombat(game.rules, game.state, { type: 'sk/charge', side: 'earls', unit: 'e-lancaster', target: 'r-schiltron' })
 * if (p && !isRejection(p)) p.strikes[0].plan.dice // 8: 5 figures + 3 heavy-cavalry dice
 * ```
 */
export function previewCombat(rules: GameRules, state: GameState, action: BaseAction): CombatPreview | Rejection | null {
  const c = skCombatOf(rules, state, action)
  if (c === null || isRejection(c)) return c
  return { decl: c.ctx.decl, ...(c.landing ? { landing: c.landing } : {}), ...previewOdds(c.ctx, c.tables, c.built) }
}

/** The skirmish combat an action fights, built as play builds it (see {@link skCombatOf}). */
export interface SkCombatOf {
  ctx: CombatCtx
  tables: SkTables
  built: BuiltCombat
  /** A charge: where it lands. */
  landing?: ChargeLanding
}

/**
 * The combat an `attack` in a skirmish mode or an `sk/charge` fights (see {@link previewCombat}),
 * prepared and built as play does, for the preview and the sampled checks of its odds.
 *
 * @returns the combat, the engine's rejection of an illegal action, or `null`
 */
export function skCombatOf(rules: GameRules, state: GameState, action: BaseAction): SkCombatOf | Rejection | null {
  if (action.type !== 'attack' && action.type !== CHARGE) return null
  if (!rules.container.isRegistered(SK_TABLES, true)) return null
  const tables = rules.container.resolve<SkTables>(SK_TABLES)
  if (action.type === CHARGE) {
    const m = chargeMelee(rules, state, tables, action as ChargeAction)
    if (m === null || isRejection(m)) return m
    return { ctx: m.ctx, tables, built: buildSkCombat(m.ctx, tables), landing: m.landing }
  }
  const a = action as Attack
  if (!isSkMode(a.mode)) return null
  const ctx = prepareCombat(rules, state, a.side, { attackers: a.attackers, ...(a.defender === undefined ? {} : { defender: a.defender }), mode: a.mode })
  if (isRejection(ctx)) return ctx
  return { ctx, tables, built: buildSkCombat(ctx, tables) }
}
