import { applyAction, checkAction, findUnit, isRejection, reject, ScriptedDice, type CombatCtx, type GameRules, type GameState, type Rejection } from '@hexes/core'
import { chargeCheck, chargeEnd, chargeFacing } from '../charge/chargeCheck'
import type { ChargeAction } from '../charge/chargeAction'
import type { SkTables } from '../config/SkTables'
import { isLocked, pairOf, syncContacts } from '../melee/contacts'
import { meleeParties } from '../melee/meleeParties'
import { SK, skState } from '../state/SkState'
import type { ChargeLanding } from './CombatPreview'
import { SK_MODES } from './skModes'

/** The melee a charge brings about, and where the charge lands. */
export interface ChargeMelee {
  /** The melee as the melee step will fight it, on the state the charge leaves. */
  ctx: CombatCtx
  landing: ChargeLanding
}

/** Whether every reaction to a move or an event is the skirmish rules' own (then the charge's effects on the board are known without playing it). */
function onlySkirmishReacts(rules: GameRules): boolean {
  return rules.hooks.afterMove.order.every((p) => p === SK) && rules.hooks.events.order.every((p) => p === SK)
}

/** The state as the next melee step starts it: no unit has fought yet (GAP-SK-07). A shallow copy: `state` is left as it is. */
function inMeleeStep(state: GameState): GameState {
  return { ...state, plugins: { ...state.plugins, [SK]: { ...skState(state), fought: [] } } }
}

/**
 * The board a charge leaves, without playing it: a shallow copy of `state` where only what the
 * charge changes differs (SK-CHARGE-3, GAP-SK-25): the charger on its contact hex facing its
 * target, the contact pairs brought up to date (`syncContacts`, as after every move) and the
 * charge pending on the charger's pair with its arc and whether the target was locked
 * (SK-MELEE-6/7).
 */
function landed(rules: GameRules, state: GameState, tables: SkTables, unit: string, target: string, landing: ChargeLanding, facing: number): GameState {
  const units = state.units.map((u) => (u.id === unit ? { ...u, hex: landing.hex, facing } : u))
  const after = inMeleeStep({ ...state, units })
  syncContacts(rules, after, tables)
  const sk = skState(after)
  const pair = pairOf(after, unit, target)
  if (pair) sk.melees = sk.melees.map((p) => (p === pair ? { ...p, charge: { by: unit, arc: landing.arc, intoMelee: landing.intoMelee } } : p))
  return after
}

/**
 * The melee a charge brings about (SK-CHARGE-3..13, SK-MELEE-3), as the melee step will fight it
 * supposing nothing changes before: the acting side's units in contact with the charged unit
 * against it (`meleeParties`), on the board the charge leaves. The engine checks the charge first (a rejection when it
 * refuses it: too far, not visible, out of reach, the wrong step...). When only the skirmish
 * rules react to moves and events, the board is derived from the charge's plan without playing
 * it (see `landed`); otherwise (another rule set taps them) the charge is played on a copy of the
 * state, and a charge whose effects roll dice before contact has no preview (`charge/preview-rolls`).
 * `null` when the charge leaves no melee to fight.
 *
 * @param rules - the game's rules
 * @param state - the live state
 * @param tables - the skirmish tables of the game
 * @param action - the charge
 */
export function chargeMelee(rules: GameRules, state: GameState, tables: SkTables, action: ChargeAction): ChargeMelee | Rejection | null {
  const checked = checkAction(rules, state, action)
  if (isRejection(checked)) return checked
  const plan = chargeCheck(rules, state, tables, action.side, action.unit, action.target)
  if ('ok' in plan) return plan
  const end = chargeEnd(plan, action.to)
  if ('ok' in end) return end
  const landing: ChargeLanding = { arc: plan.arc, hex: end.hex, path: end.path, paces: end.cost, units: tables.mix?.charge?.units ?? 'paces', intoMelee: isLocked(state, action.target) }
  let after: GameState
  if (onlySkirmishReacts(rules)) {
    after = landed(rules, state, tables, action.unit, action.target, landing, chargeFacing(rules, end, plan.target))
  } else {
    try {
      after = inMeleeStep(applyAction(rules, state, checked, new ScriptedDice([])).state)
    } catch {
      return reject('charge/preview-rolls', 'SK-CHARGE-3', 'This charge rolls dice before contact: its odds show once it is made', {})
    }
  }
  const defender = findUnit(after, action.target)
  if (!defender || defender.status !== 'active' || !pairOf(after, action.unit, action.target)) return null
  // The acting side's units in that melee, as the melee step declares it (`nextFight`, `skCombatEligibility`).
  const attackers = meleeParties(after, tables, action.side, defender).sides[0].filter((u) => u.side === action.side)
  const decl = { attackers: attackers.map((u) => u.id), defender: action.target, mode: SK_MODES.melee }
  return { ctx: { state: after, rules, decl, attackers, defender, targets: [defender], area: [] }, landing }
}
