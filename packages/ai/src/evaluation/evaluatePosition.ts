import type { GameState, SideId } from '@hexes/core'
import type { AiContext } from './AiContext'
import { buildBoard, unitValue, type Board } from './Board'
import { enemyAdjacency, timeFraction, timeLeft } from './boardQueries'
import { DEFAULT_WEIGHTS, type EvalWeights } from './EvalWeights'
import { criticalOn } from './criticalPieces'
import { engageScore, objectiveScore } from './objectiveScore'
import { threatLoss } from './threatLoss'
import type { ReachMap } from './threatReach'

export { DEFAULT_WEIGHTS } from './EvalWeights'
export type { EvalWeights } from './EvalWeights'
export { objectiveBalance } from './objectiveScore'

/** Options of {@link evaluatePosition}. */
export interface EvalOptions {
  /** Side that moves next (its threats weigh `threatNext`, the others' `threatLater`). */
  next?: SideId
  /** Strike zones of some units (others fall back to distance ≤ MP + range). */
  reach?: ReachMap
  weights?: Readonly<EvalWeights>
  /** A board already built for this state. */
  board?: Board
  /**
   * Leave out of the threat estimate the enemies that can strike a unit without moving (the
   * caller values those attacks exactly).
   */
  skipContact?: boolean
  /** Leave the threat term out altogether (a search without threat analysis). */
  skipThreat?: boolean
}

/** The terms of an evaluation, for tests, docs and debugging. */
export type EvalTerms = Record<string, number>

/**
 * Static evaluation of `state` for side `me`, in strength points: positive is good for `me`.
 * Zero-sum: every term is the difference between `me` and the other sides. Terms (docs/ai.md):
 * - `result`: ±`win` for a finished game (nothing else counts then);
 * - `material`: unit values (strength, +50% while a unit has a step to lose), reserve at a discount;
 * - `leaders`: active leaders, minus `criticalWeak` for a game-deciding leader on a weakened unit
 *   (or a weakened unit whose own fall decides the game);
 * - `objectives`: `holdHexes` control (held hexes, empty ones within reach, enemy-held ones)
 *   squared, a met condition worth most of a win; attrition targets; hunting decisive pieces;
 * - `engage` and `time`: for the side that must attack, distance to the enemy and time left;
 * - `position`: cohesion, shooters in contact, units in contact with no retreat hex;
 * - `threat`: the damage each side may take next turn (enemy strength within reach against each
 *   unit's strength, decisive leaders, holders pushed off objective hexes), weighted by who moves next.
 */
export function evaluatePosition(ai: AiContext, state: GameState, me: SideId, options: EvalOptions = {}): number {
  return evaluate(ai, state, me, options, undefined)
}

/** {@link evaluatePosition} with every term, for explanations and tests. */
export function explainPosition(ai: AiContext, state: GameState, me: SideId, options: EvalOptions = {}): { total: number; terms: EvalTerms } {
  const terms: EvalTerms = {}
  const total = evaluate(ai, state, me, options, terms)
  return { total, terms }
}

function evaluate(ai: AiContext, state: GameState, me: SideId, options: EvalOptions, terms: EvalTerms | undefined): number {
  const w = options.weights ?? DEFAULT_WEIGHTS
  if (state.result) {
    const v = state.result.winner === null ? 0 : state.result.winner === me ? w.win : -w.win
    if (terms) terms.result = v
    return v
  }
  const board = options.board ?? buildBoard(ai, state)
  const add = (name: string, side: SideId, v: number) => {
    const signed = side === me ? v : -v
    if (terms) terms[name] = (terms[name] ?? 0) + signed
    return signed
  }
  let total = 0
  const t = timeFraction(state)
  const enemyAdjacent = enemyAdjacency(ai, board)
  for (const side of state.sides) {
    const s = side.id
    const mine = board.bySide.get(s) ?? []
    let material = 0
    for (const b of mine) material += b.value
    total += add('material', s, material)
    let reserve = 0
    for (const u of state.units) if (u.side === s && u.status === 'reserve') reserve += unitValue(ai.strength(state, u), ai.weakened(state, u))
    if (reserve) total += add('reserve', s, w.reserve * reserve)
    let leaders = 0
    for (const l of state.leaders) if (l.side === s && l.status === 'active') leaders += w.leader
    for (const b of mine) if (b.weakened) leaders -= w.criticalWeak * criticalOn(ai, b.unit.id, b.leaders)
    total += add('leaders', s, leaders)
    total += add('objectives', s, objectiveScore(ai, board, s, t, w))
    total += add('engage', s, engageScore(ai, board, s, w))
    if (ai.defaultWinner !== s) total += add('time', s, w.time * timeLeft(state))
    total += add('position', s, positionScore(ai, board, s, enemyAdjacent, w))
    if (options.skipThreat) continue
    const weight = options.next === undefined ? (w.threatNext + w.threatLater) / 2 : options.next === s ? w.threatLater : w.threatNext
    total += add('threat', s, -weight * threatLoss(ai, board, s, options.reach, w, options.skipContact === true, enemyAdjacent, t))
  }
  return total
}

function positionScore(ai: AiContext, board: Board, side: SideId, enemyAdjacent: Uint8Array, w: Readonly<EvalWeights>): number {
  const { grid } = ai
  const sideBit = 1 << board.state.sides.findIndex((s) => s.id === side)
  let score = 0
  for (const b of board.bySide.get(side) ?? []) {
    let friends = 0
    let free = 0
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbors[b.hex * 6 + d]!
      if (n < 0) continue
      const occ = board.occupant[n]!
      if (occ) {
        if (board.units[occ - 1]!.side === side) friends++
      } else if ((enemyAdjacent[n]! & sideBit) === 0) free++
    }
    score += w.cohesion * Math.min(2, friends)
    if ((enemyAdjacent[b.hex]! & sideBit) !== 0) {
      if (b.ranged > 0) score -= w.shooterInContact * b.ranged
      // Boxed in on an objective hex is a strength: a unit that cannot retreat is not pushed off.
      if (free === 0 && !ai.objectiveHexes.has(b.hex)) score -= w.trapped * b.value
    }
  }
  return score
}
