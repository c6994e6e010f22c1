import {
  applyAction, checkAction, legalActions, SeededDice,
  type Applied, type BaseAction, type CheckedAction, type DiceSource, type GameState,
} from '@hexes/core'
import { evaluatePosition } from '../evaluation/evaluatePosition'
import { outcomeBalance } from '../evaluation/materialBalance'
import { boardOf, searchEvalOptions, type SearchContext } from './SearchContext'
import { TYPICAL_DICE } from './TypicalDice'

/**
 * Hypothetical play inside a search: actions applied through the engine's own pipeline
 * (`checkAction`, `applyAction`), with the search's private dice, never the game's.
 */

/** Applies an action if it is legal, or returns `null`. Counts one node. */
export function tryApply(sc: SearchContext, state: GameState, action: BaseAction, dice?: DiceSource): GameState | null {
  const checked = checkAction(sc.rules, state, action)
  if ('ok' in checked) return null
  return applyChecked(sc, state, checked, dice)
}

/** Applies a checked action. Counts one node. */
export function applyChecked(sc: SearchContext, state: GameState, checked: CheckedAction, dice?: DiceSource): GameState {
  return applyCounted(sc, state, checked, dice).state
}

/** {@link applyChecked}, with the engine's whole result (its events too). */
function applyCounted(sc: SearchContext, state: GameState, checked: CheckedAction, dice?: DiceSource): Applied {
  sc.budget.spend()
  sc.stats.nodes++
  return applyAction(sc.rules, state, checked, dice ?? new SeededDice(sc.rng))
}

/**
 * Ends the current player phase (no decision may be pending). What the phase's end rolls (a
 * compulsory fight, say) comes out typical ({@link TYPICAL_DICE}), the same on every line.
 */
export function passPhase(sc: SearchContext, state: GameState): GameState | null {
  return passPhaseFought(sc, state)?.state ?? null
}

/**
 * {@link passPhase}, telling also whether ending the phase resolved a combat: a fight the rules
 * make compulsory when the phase ends (a skirmish melee step fights every engaged pair). Counts
 * one node.
 */
export function passPhaseFought(sc: SearchContext, state: GameState): { state: GameState; fought: boolean } | null {
  const side = state.turn.activeSide
  if (side === null || state.pending.length || state.result) return null
  const checked = checkAction(sc.rules, state, { type: 'end-phase', side })
  if ('ok' in checked) return null
  const r = applyCounted(sc, state, checked, TYPICAL_DICE)
  return { state: r.state, fought: r.events.some((e) => e.type === 'combatResolved') }
}

/**
 * Ends phases until `stop(state)` holds, a decision is pending, the game ends or `max` phases
 * went by. Returns the state reached (the input when nothing could be passed).
 */
export function passUntil(sc: SearchContext, state: GameState, stop: (s: GameState) => boolean, max = 8): GameState {
  let s = state
  for (let i = 0; i < max && !stop(s) && !s.result && s.pending.length === 0; i++) {
    const next = passPhase(sc, s)
    if (!next) break
    s = next
  }
  return s
}

/**
 * How {@link settleGreedily} scores an answer for the side that owes it: `material` by pieces,
 * leaders and objectives (`outcomeBalance`), `evaluation` by the whole static evaluation.
 */
export type AnswerScore = 'material' | 'evaluation'

/**
 * Answers pending decisions with a one-ply greedy choice for whoever owes them (each answer is
 * applied and the best for its owner is kept, see {@link AnswerScore}),
 * until none is pending. Stops after `max` answers (a plugin that keeps asking).
 */
export function settleGreedily(sc: SearchContext, state: GameState, by: AnswerScore = 'evaluation', max = 12): GameState {
  let s = state
  for (let i = 0; i < max && s.pending.length && !s.result; i++) {
    const owner = s.pending[0]!.side
    const answers = legalActions(sc.rules, s)
    if (answers.length === 0) break
    let best: GameState | null = null
    let bestScore = -Infinity
    // Material answers (retreat hexes, which attacker takes a loss) are valued on a few options.
    const limit = by === 'material' ? 4 : 8
    for (const a of answers.length > limit ? answers.slice(0, limit) : answers) {
      const next = tryApply(sc, s, a)
      if (!next) continue
      if (answers.length === 1) {
        best = next
        break
      }
      sc.stats.evaluations++
      const v = by === 'material'
        ? outcomeBalance(sc.ai, next, owner, sc.weights, boardOf(sc, next))
        : evaluatePosition(sc.ai, next, owner, searchEvalOptions(sc, undefined, { board: boardOf(sc, next) }))
      if (v > bestScore) {
        bestScore = v
        best = next
      }
    }
    if (!best) break
    s = best
  }
  return s
}
