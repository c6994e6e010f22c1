import { findUnit, type GameState, type SideId } from '@hexes/core'
import type { AiContext } from './AiContext'
import { buildBoard, unitValue, type Board } from './Board'
import type { EvalWeights } from './EvalWeights'
import { objectiveBalance } from './objectiveScore'

/**
 * The cheap part of the evaluation: ±win for a finished game, otherwise the difference in
 * material (unit values, reserve at a discount, less `criticalWeak` for a weakened unit whose
 * fall decides the game) and leaders between `me` and the other sides.
 * Used to value what a combat outcome does to the pieces involved.
 */
export function materialBalance(ai: AiContext, state: GameState, me: SideId, w: Readonly<EvalWeights>): number {
  if (state.result) return state.result.winner === null ? 0 : state.result.winner === me ? w.win : -w.win
  let v = 0
  for (const u of state.units) {
    if (u.status === 'eliminated') continue
    const weakened = ai.weakened(state, u)
    let value = unitValue(ai.strength(state, u), weakened) * (u.status === 'reserve' ? w.reserve : 1)
    if (weakened && u.status === 'active' && ai.criticalUnits.has(u.id)) value -= w.criticalWeak
    v += u.side === me ? value : -value
  }
  for (const l of state.leaders) {
    if (l.status !== 'active') continue
    let lv = w.leader
    if (l.unit !== null && ai.criticalLeaders.has(l.id)) {
      const carrier = findUnit(state, l.unit)
      if (carrier && ai.weakened(state, carrier)) lv -= w.criticalWeak
    }
    v += l.side === me ? lv : -lv
  }
  return v
}

/** The two parts of what the search credits to a combat outcome (see {@link balances}). */
export interface Balances {
  /** {@link materialBalance}: ±win for a finished game. */
  material: number
  /** `objectiveBalance`: 0 for a finished game. */
  objective: number
}

/**
 * What the search credits to a combat outcome or a quick decision, from one board of the state:
 * {@link materialBalance} and the scenario's objective terms (`objectiveBalance`: held
 * objective hexes and control of the missing ones, attrition targets...). `board`: the state's,
 * when already built.
 */
export function balances(ai: AiContext, state: GameState, me: SideId, w: Readonly<EvalWeights>, board?: Board): Balances {
  if (state.result) return { material: materialBalance(ai, state, me, w), objective: 0 }
  board ??= buildBoard(ai, state)
  let material = 0
  for (const b of board.units) {
    const value = b.weakened && ai.criticalUnits.has(b.unit.id) ? b.value - w.criticalWeak : b.value
    material += b.side === me ? value : -value
  }
  for (const u of state.units) {
    if (u.status !== 'reserve') continue
    const value = unitValue(ai.strength(state, u), ai.weakened(state, u)) * w.reserve
    material += u.side === me ? value : -value
  }
  for (const l of state.leaders) {
    if (l.status !== 'active') continue
    let lv = w.leader
    if (l.unit !== null && ai.criticalLeaders.has(l.id) && weakCarrier(board, l.unit)) lv -= w.criticalWeak
    material += l.side === me ? lv : -lv
  }
  return { material, objective: objectiveBalance(ai, state, me, w, board) }
}

/** Whether the unit `id` is on the board, carries a leader and is weakened. */
function weakCarrier(board: Board, id: string): boolean {
  for (const b of board.units) if (b.unit.id === id) return b.leaders.length > 0 && b.weakened
  return false
}

/** {@link balances} summed: material, leaders and objectives. */
export function outcomeBalance(ai: AiContext, state: GameState, me: SideId, w: Readonly<EvalWeights>, board?: Board): number {
  const b = balances(ai, state, me, w, board)
  return b.material + b.objective
}
