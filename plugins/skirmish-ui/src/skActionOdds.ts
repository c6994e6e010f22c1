import { applyAction, checkAction, findUnit, isRejection, prepareCombat, reject, ScriptedDice, type BaseAction, type CombatCtx, type GameRules, type GameState, type Rejection } from '@hexes/core'
import { CHARGE, meleeGroup, type Arc } from '@hexes/plugin-skirmish'
import { skCombatOdds, type SkCombatOdds } from './skCombatOdds'
import { skTablesOf } from './skTablesOf'

/** The skirmish melee mode (the plugin's `SK_MODES.melee`, not exported). */
export const MELEE_MODE = 'melee'

/** Where a charge ends, as the engine moves it (its `sk/charged` and `moveCommitted` events). */
export interface ChargeLanding {
  /** The arc of the target it comes in by, fixed where it starts (GAP-SK-02, GAP-SK-25). */
  arc: Arc
  /** The contact hex it ends on. */
  hex: string
  /** Its path, start excluded. */
  path: readonly string[]
  /** Paces it spends (at most 2M, SK-CHARGE-3), or MP in a HEXES Med game (`units`). */
  paces: number
  /** The units of `paces`: `paces`, or the base rules' (`MP` in a HEXES Med game: I-05). */
  units: string
  /** The target was locked in another melee: defence −2 against the charge (SK-MELEE-7). */
  intoMelee: boolean
}

/** What an attack (a charge, a melee, a volley) will do, before it is confirmed. */
export interface SkActionOdds {
  /** The combat it fights: the attackers, the primary target, the mode. */
  decl: CombatCtx['decl']
  /** A charge: where it lands. */
  landing?: ChargeLanding
  odds: SkCombatOdds
}

type Attack = BaseAction & { attackers: string[]; defender: string; mode: string }

/**
 * The exact odds of a skirmish action before it is played, or why there are none:
 * - `attack` (a melee of the melee step, a volley): the engine prepares the combat (core
 *   `prepareCombat`: it refuses what the rules refuse) and {@link skCombatOdds} enumerates its
 *   resolver;
 * - `sk/charge`: the charge's own move rolls no die, so the engine plays it on a copy of the state
 *   (scripted dice that allow none), and the melee it brings about is prepared there as the melee
 *   step will fight it (the acting side's units in that melee against the charged unit, SK-MELEE-3)
 *   and enumerated the same way: the charge and the return strike (SK-CHARGE-4..10), the shared
 *   losses and the push-back, supposing nothing changes before the melee step.
 *
 * @param rules - the game's rules
 * @param state - the live state
 * @param action - a legal action (anything else: the engine's rejection)
 */
export function skActionOdds(rules: GameRules, state: GameState, action: BaseAction): SkActionOdds | Rejection | null {
  if (action.type === 'attack') {
    const a = action as Attack
    const ctx = prepareCombat(rules, state, a.side, { attackers: a.attackers, defender: a.defender, mode: a.mode })
    if (isRejection(ctx)) return ctx
    const odds = skCombatOdds(ctx)
    return odds ? { decl: ctx.decl, odds } : null
  }
  if (action.type !== CHARGE) return null
  const checked = checkAction(rules, state, action)
  if (isRejection(checked)) return checked
  let after: ReturnType<typeof applyAction>
  try {
    after = applyAction(rules, state, checked, new ScriptedDice([]))
  } catch {
    return reject('ui/charge-rolls', 'SK-CHARGE-3', 'This charge rolls dice before contact: its odds show once it is made', {})
  }
  const { unit, target } = action as BaseAction & { unit: string; target: string }
  const charged = after.events.find((e) => e.type === 'sk/charged' && e.unit === unit)
  const move = after.events.find((e) => e.type === 'moveCommitted' && e.unit === unit)
  const defender = findUnit(after.state, target)
  if (!charged || !move || !defender || defender.status !== 'active') return null
  const attackers = meleeGroup(after.state, target).filter((u) => u.side === action.side)
  const decl = { attackers: attackers.map((u) => u.id), defender: target, mode: MELEE_MODE }
  const ctx: CombatCtx = { state: after.state, rules, decl, attackers, defender, targets: [defender], area: [] }
  const odds = skCombatOdds(ctx)
  if (!odds) return null
  const landing: ChargeLanding = {
    arc: charged.arc as Arc, hex: move.to as string, path: (move.path as string[] | undefined) ?? [], paces: move.cost as number, units: skTablesOf(rules).mix?.charge?.units ?? 'paces', intoMelee: charged.intoMelee === true,
  }
  return { decl, landing, odds }
}
