import { unitsLost, type GameState, type SideId } from '@hexes/core'
import type { AiContext } from './AiContext'
import type { Board, BoardUnit } from './Board'
import { zeroedUint8 } from './zeroedArrays'

/** Small queries over a {@link Board} and the turn, shared by the evaluation terms. */

/** Fraction of the time track left: 1 at the start, 0 when the marker passes the last box. */
export function timeLeft(state: GameState): number {
  const last = Math.max(1, state.turn.lastTurn)
  return Math.min(1, Math.max(0, (last - state.turn.timeTrack + 1) / last))
}

/** Fraction of the game elapsed: 0 on turn 1, 1 on the last turn. */
export function timeFraction(state: GameState): number {
  const last = Math.max(2, state.turn.lastTurn)
  return Math.min(1, Math.max(0, (state.turn.turn - 1) / (last - 1)))
}

/** Per hex, a bit per side index whose enemy is adjacent (bit i: a unit not of sides[i] is next to it). */
export function enemyAdjacency(ai: AiContext, board: Board): Uint8Array {
  if (board.enemyAdjacent) return board.enemyAdjacent
  const { grid } = ai
  const sides = board.state.sides
  const mask = zeroedUint8(grid.size)
  for (const b of board.units) {
    let bits = 0
    for (let i = 0; i < sides.length && i < 8; i++) if (sides[i]!.id !== b.side) bits |= 1 << i
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbors[b.hex * 6 + d]!
      if (n >= 0) mask[n]! |= bits
    }
  }
  board.enemyAdjacent = mask
  return mask
}

/** Empty neighbours of `hex` out of enemy contact: where a unit of the side with bit `sideBit` could retreat. */
export function retreatHexes(ai: AiContext, board: Board, hex: number, sideBit: number, enemyAdjacent: Uint8Array): number {
  const passable = ai.passable(board.state.map)
  let n = 0
  for (let d = 0; d < 6; d++) {
    const h = ai.grid.neighbors[hex * 6 + d]!
    if (h >= 0 && board.occupant[h] === 0 && (enemyAdjacent[h]! & sideBit) === 0 && passable[h] === 1) n++
  }
  return n
}

/** The unit carrying `leader`, if it is on the map. */
export function carrierOf(board: Board, leader: string): BoardUnit | undefined {
  for (const b of board.units) if (b.leaders.includes(leader)) return b
  return undefined
}

/** The core's `unitsLost` of `side` in the board's state, computed once per board. */
export function lostUnits(ai: AiContext, board: Board, side: SideId): number {
  const lost = (board.lost ??= new Map())
  let n = lost.get(side)
  if (n === undefined) lost.set(side, (n = unitsLost(board.state, ai.rules, side)))
  return n
}

/** The rules' `breakRisk` of a unit on the board (0 when they give none), computed once per board and unit. */
export function breakRiskOf(ai: AiContext, board: Board, b: BoardUnit): number {
  const breaks = (board.breaks ??= new Map())
  let r = breaks.get(b.unit.id)
  if (r === undefined) breaks.set(b.unit.id, (r = ai.breakRisk(board.state, b.unit)))
  return r
}
