import type { GameState, SideId } from '@hexes/core'
import type { AiContext } from './AiContext'
import { unitValue } from './Board'
import { objectiveBalance, type EvalWeights } from './evaluatePosition'

/**
 * The cheap part of the evaluation: ±win for a finished game, otherwise the difference in
 * material (unit values, reserve at a discount) and leaders between `me` and the other sides.
 * Used to value what a combat outcome does to the pieces involved.
 */
export function materialBalance(ai: AiContext, state: GameState, me: SideId, w: Readonly<EvalWeights>): number {
  if (state.result) return state.result.winner === null ? 0 : state.result.winner === me ? w.win : -w.win
  let v = 0
  for (const u of state.units) {
    if (u.status === 'eliminated') continue
    const value = unitValue(ai.strength(state, u), ai.weakened(state, u)) * (u.status === 'reserve' ? w.reserve : 1)
    v += u.side === me ? value : -value
  }
  for (const l of state.leaders) {
    if (l.status !== 'active') continue
    let lv = w.leader
    if (l.unit !== null && ai.criticalLeaders.has(l.id)) {
      const carrier = state.units.find((u) => u.id === l.unit)
      if (carrier && ai.weakened(state, carrier)) lv -= w.criticalWeak
    }
    v += l.side === me ? lv : -lv
  }
  return v
}

/**
 * What the search credits to a combat outcome or a quick decision: {@link materialBalance} plus
 * the scenario's objective terms (`objectiveBalance`): pieces, leaders, held objective hexes.
 */
export function outcomeBalance(ai: AiContext, state: GameState, me: SideId, w: Readonly<EvalWeights>): number {
  const m = materialBalance(ai, state, me, w)
  return state.result ? m : m + objectiveBalance(ai, state, me, w)
}
