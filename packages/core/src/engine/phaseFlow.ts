import { errors } from '../errors/errors'
import type { DraftCtx, PhaseCtx } from '../hooks/HookContexts'
import type { TurnEndedEvent } from '../model/GameEvent'
import type { GameResult, TurnState } from '../model/GameState'
import type { PhaseSpec } from '../model/Phase'
import { msg, sideParam, type MessageRef } from '../i18n/MessageRef'
import { CORE_RULES } from '../rules/CORE_RULES'
import { defaultResult, evaluateVictory } from './evaluateVictory'

/**
 * Moves the draft to the next player phase, running automatic phases on the way:
 * `victory` (HM-SEQ-5: end-of-turn conditions), `turn-end` (end-of-turn hook, then the turn
 * marker advances by one, HM-SEQ-6; the game ends when the time track passes the last turn,
 * GAP-HM-19) and plugin automatic phases (`autoPhase` hook). Stops when the game is over.
 */
export function advancePhase(ctx: DraftCtx): void {
  const { draft, rules } = ctx
  if (draft.result) return
  const current = rules.phases[draft.turn.phaseIndex]
  if (current) rules.hooks.phaseEnd.call(withPhase(ctx, current))
  // Every hook below may end the game (an immediate result): stop there, leaving the turn as is.
  if (draft.result) return
  for (let guard = 0; guard < 10_000; guard++) {
    let next = draft.turn.phaseIndex + 1
    if (next >= rules.phases.length) {
      next = 0
      draft.turn.turn += 1
    }
    const phase = rules.phases[next]!
    enterPhase(ctx, next, phase)
    if (draft.result) return
    if (phase.auto === undefined) return
    runAutoPhase(ctx, phase)
    if (draft.result) return
    rules.hooks.phaseEnd.call(withPhase(ctx, phase))
    if (draft.result) return
  }
  throw errors.internal('the phase sequence ran 10000 automatic phases without reaching a player phase')
}

/**
 * The context of a phase hook: the draft context with the phase. `Object.assign`, not
 * `{ ...ctx, phase }`: V8 makes a spread followed by a new key a slow path of microseconds (the
 * same object either way, fields a caller added included).
 */
function withPhase(ctx: DraftCtx, phase: PhaseSpec): PhaseCtx {
  return Object.assign({}, ctx, { phase })
}

/** Starts the game: enters the first phase of turn 1 (and runs automatic phases if any). */
export function startFirstPhase(ctx: DraftCtx): void {
  ctx.draft.turn.phaseIndex = -1
  advancePhase(ctx)
}

function enterPhase(ctx: DraftCtx, index: number, phase: PhaseSpec): void {
  const { draft } = ctx
  draft.turn.phaseIndex = index
  draft.turn.phase = phase.id
  draft.turn.activeSide = phase.side === null ? null : (draft.sides[phase.side]?.id ?? null)
  const who = draft.turn.activeSide ? `${draft.sides[phase.side!]!.name}: ` : ''
  const side = draft.turn.activeSide
  const text = msg(side ? 'phaseStarted' : 'phaseStarted/auto', { turn: draft.turn.turn, phase: phaseText(phase), ...(side ? { side: sideParam(side) } : {}) })
  ctx.emit({ type: 'phaseStarted', message: `Turn ${draft.turn.turn}, ${who}${phase.label}`, text, ruleId: phase.ruleId ?? ctx.rules.cite(CORE_RULES.sequence), phase: phase.id, slot: phase.slot, turn: draft.turn.turn })
  ctx.rules.hooks.phaseStart.call(withPhase(ctx, phase))
}

function runAutoPhase(ctx: DraftCtx, phase: PhaseSpec): void {
  const { draft, rules } = ctx
  switch (phase.auto) {
    case 'victory': {
      const r = evaluateVictory(draft, rules, 'endOfTurn')
      if (r) endGame(ctx, r)
      return
    }
    case 'turn-end': {
      rules.hooks.endOfTurn.call(withPhase(ctx, phase))
      if (draft.result) return
      draft.turn.timeTrack += 1
      ctx.emit(turnEndedEvent(draft.turn, rules.cite(CORE_RULES.turnEnd)))
      if (draft.turn.timeTrack > draft.turn.lastTurn) {
        endGame(ctx, evaluateVictory(draft, rules, 'endOfGame') ?? defaultResult(rules))
      }
      return
    }
    default:
      rules.hooks.autoPhase.call(withPhase(ctx, phase))
  }
}

/**
 * The `turnEnded` event, in the words of the turn and time tracks the players see: the turn that
 * ended and the one that begins with the time box (`turnEnded`), or, when the time track has
 * passed its last box, that this was the last turn (`turnEnded/last`). The time may run ahead of
 * the turn (a rule such as SW-16 advances it faster), so the two numbers are named apart.
 */
function turnEndedEvent(turn: TurnState, ruleId: string): TurnEndedEvent {
  const { turn: n, timeTrack, lastTurn } = turn
  const last = timeTrack > lastTurn
  const message = last
    ? `End of turn ${n}, the last: the time track has passed its last box (${lastTurn})`
    : `End of turn ${n}; turn ${n + 1} begins, time ${timeTrack} / ${lastTurn}`
  const text = last ? msg('turnEnded/last', { turn: n, lastTurn }) : msg('turnEnded', { turn: n, next: n + 1, timeTrack, lastTurn })
  return { type: 'turnEnded', message, text, ruleId, turn: n, timeTrack }
}

/** Ends the game with `result` (no further action is accepted). */
export function endGame(ctx: DraftCtx, result: GameResult): void {
  const { draft } = ctx
  if (draft.result) return
  draft.result = result
  draft.pending = []
  draft.turn.phase = 'game-over'
  draft.turn.activeSide = null
  const winner = result.winner ? draft.sides.find((s) => s.id === result.winner)?.name ?? result.winner : null
  const text = msg(result.winner ? 'gameOver' : 'gameOver/draw', { ...(result.winner ? { winner: sideParam(result.winner) } : {}), reason: resultText(result) })
  ctx.emit({ type: 'gameOver', message: winner ? `${winner} win: ${result.message}` : `Draw: ${result.message}`, text, ruleId: result.ruleId, winner: result.winner, condition: result.condition })
}

/**
 * The name of a phase for any language: its own message reference, else the key
 * `phase/<id>`, with its English label as the fallback.
 */
export function phaseText(phase: PhaseSpec): MessageRef {
  return phase.text ?? msg(`phase/${phase.id}`, undefined, phase.label)
}

/**
 * The text of a game result for any language: a scenario condition's text under
 * `victory/<condition id>` (scenario translations), the default result under `victory/default`,
 * a draw by simultaneous conditions under the core's `victory/simultaneous`; the English message
 * is the fallback.
 */
export function resultText(result: GameResult): MessageRef {
  return msg(`victory/${result.condition}`, undefined, result.message)
}
