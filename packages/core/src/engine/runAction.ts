import type { DiceSource } from '../dice/DiceSource'
import { errors } from '../errors/errors'
import { reject, type Rejection } from '../errors/Rejection'
import { msg, sideParam } from '../i18n/MessageRef'
import { CORE_RULES } from '../rules/CORE_RULES'
import type { DraftCtx } from '../hooks/HookContexts'
import type { GameEvent } from '../model/GameEvent'
import type { GameState } from '../model/GameState'
import { findUnsafeKeys } from '../util/safeJson'
import { zodIssues } from '../util/zodIssues'
import type { ActionDefinition, BaseAction } from './ActionDefinition'
import { evaluateVictory } from './evaluateVictory'
import type { GameRules } from './GameRules'
import { cloneState } from './hashState'
import { settleState } from './settledState'
import { endGame, phaseText } from './phaseFlow'

/** An action that passed every check, with its definition. */
export interface CheckedAction {
  def: ActionDefinition<any>
  action: BaseAction
}

/**
 * Checks an action from outside (JSON from a player, a file or the network) against a state, in
 * this order: shape (a JSON object without prototype keys, with a string `type`), game over,
 * known type, schema (strict: extra fields are refused), known side, pending decision (only its
 * answers, by its side), phase (the active side, an action type of the phase), then the action's
 * own rules. An `anytime` action (conceding) skips the decision and phase checks. Returns the parsed action or a `Rejection`; never throws for bad input.
 */
export function checkAction(rules: GameRules, state: GameState, input: unknown): CheckedAction | Rejection {
  const cite = rules.cite
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return reject('action/malformed', cite(CORE_RULES.action), 'An action must be a JSON object', { problem: 'not-an-object' })
  const unsafe = findUnsafeKeys(input)
  if (unsafe.length) return reject('action/malformed', cite(CORE_RULES.action), `${unsafe[0]!.path}: ${unsafe[0]!.message}`, { problem: `${unsafe[0]!.path}: ${unsafe[0]!.message}` })
  const type = (input as { type?: unknown }).type
  if (typeof type !== 'string') return reject('action/malformed', cite(CORE_RULES.action), 'type: an action needs a string "type"', { problem: 'type: an action needs a string "type"' })
  // Once the game is over every action gets the same answer, whatever its type or shape.
  if (state.result) return reject('game/over', cite(CORE_RULES.gameOver), 'The game is over', {})
  const def = rules.actions.get(type)
  if (!def) return reject('action/unknown-type', cite(CORE_RULES.action), `Unknown action type "${type}"`, { type })
  const parsed = def.schema.safeParse(input)
  if (!parsed.success) {
    const i = zodIssues(parsed.error, { code: 'action/malformed' })[0]!
    return reject('action/malformed', cite(CORE_RULES.action), `${i.path || 'action'}: ${i.message}`, { problem: `${i.path || 'action'}: ${i.message}` })
  }
  const action = parsed.data as BaseAction
  if (!state.sides.some((s) => s.id === action.side)) return reject('action/unknown-side', cite(CORE_RULES.action), `Unknown side "${action.side}"`, { side: action.side })
  const pending = state.pending[0]
  if (def.anytime) {
    // Not bound to the turn: conceding (core/concede) is open to any side at any moment of play.
  } else if (pending) {
    if (def.answers !== pending.kind) return reject('decision/pending', pending.ruleId, `A decision is pending first: ${pending.kind} for ${pending.side}`, { decision: msg(`decision/${pending.kind}`, undefined, pending.kind), side: sideParam(pending.side) })
    if (action.side !== pending.side) return reject('turn/not-your-decision', cite(CORE_RULES.decision), `This decision belongs to ${pending.side}`, { side: sideParam(pending.side) })
  } else {
    if (def.answers !== undefined) return reject('decision/none', cite(CORE_RULES.decision), `No "${def.answers}" decision is pending`, { decision: msg(`decision/${def.answers}`, undefined, def.answers) })
    const phase = rules.phases[state.turn.phaseIndex]
    if (!phase || phase.auto !== undefined) return reject('turn/no-player-phase', cite(CORE_RULES.sequence), 'No player may act now', {})
    if (state.turn.activeSide !== action.side) {
      const name = (id: string | null) => state.sides.find((s) => s.id === id)?.name ?? String(id)
      return reject('turn/not-your-phase', cite(CORE_RULES.turnOrder), `Now playing: ${name(state.turn.activeSide)} (${phase.label.toLowerCase()} phase), not ${name(action.side)}`, { active: sideParam(state.turn.activeSide ?? ''), side: sideParam(action.side), phase: phaseText(phase) })
    }
    if (type !== 'end-phase' && !phase.actions.includes(type)) return reject('turn/wrong-phase', phase.ruleId ?? cite(CORE_RULES.phaseActions), `"${type}" is not allowed in the ${phase.label.toLowerCase()}`, { type, phase: phaseText(phase) })
  }
  const r = def.validate({ state, rules, action })
  return r ?? { def, action }
}

/** The result of applying a checked action. */
export interface Applied {
  state: GameState
  events: GameEvent[]
}

/**
 * Applies a checked action to a copy of `state`: the action's `apply`, then the event bus
 * (`events` hook, which may emit more events), then the immediate victory check (GAP-HM-10).
 * `state` itself is never modified.
 */
export function applyAction(rules: GameRules, state: GameState, checked: CheckedAction, dice: DiceSource | ((draft: GameState) => DiceSource)): Applied {
  const draft = cloneState(state)
  const events: GameEvent[] = []
  // A bound push, not an arrow: no function is named per action (tsx's keepNames would).
  const emit: (e: GameEvent) => void = events.push.bind(events)
  const ctx: DraftCtx = { draft, rules, emit, dice: typeof dice === 'function' ? dice(draft) : dice }
  // A literal, not `{ ...ctx, action, before }`: V8 makes a spread followed by new keys a slow path of microseconds.
  checked.def.apply({ draft, rules, emit, dice: ctx.dice, action: checked.action, before: state })
  const bus = rules.hooks.events
  if (bus.size > 0) {
    for (let i = 0; i < events.length; i++) {
      if (i > 100_000) throw errors.internal('event storm: more than 100000 events in one action (an events tap keeps emitting)')
      bus.call({ draft, rules, emit, dice: ctx.dice, event: events[i]! })
    }
  }
  if (!draft.result) {
    const r = evaluateVictory(draft, rules, 'immediate')
    if (r) endGame(ctx, r)
  }
  return { state: settleState(draft), events }
}
