import type { GameState } from '../model/GameState'
import type { BaseAction } from './ActionDefinition'
import type { GameRules } from './GameRules'

/**
 * Every legal action now: the answers to the pending decision if there is one, otherwise every
 * instance of the current phase's action types for the active side, plus `end-phase`. Used by
 * the AI, the web app and the fuzzer. Empty once the game is over.
 */
export function legalActions(rules: GameRules, state: GameState): BaseAction[] {
  if (state.result) return []
  const pending = state.pending[0]
  const out: BaseAction[] = []
  if (pending) {
    for (const def of rules.actions.values()) {
      if (def.answers === pending.kind && def.enumerate) out.push(...def.enumerate({ state, rules, side: pending.side, decision: pending }))
    }
    return out
  }
  const phase = rules.phases[state.turn.phaseIndex]
  const side = state.turn.activeSide
  if (!phase || side === null) return out
  for (const type of phase.actions) {
    const def = rules.actions.get(type)
    if (def?.enumerate) out.push(...def.enumerate({ state, rules, side }))
  }
  out.push({ type: 'end-phase', side })
  return out
}
