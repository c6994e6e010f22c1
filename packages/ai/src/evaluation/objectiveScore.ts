import { countersOf, type GameState, type SideId } from '@hexes/core'
import type { AiContext, Objective } from './AiContext'
import { buildBoard, type Board, type BoardUnit } from './Board'
import { carrierOf, enemyAdjacency, lostUnits, timeFraction } from './boardQueries'
import { DEFAULT_WEIGHTS, type EvalWeights } from './EvalWeights'
import { holdControl } from './holdControl'

/** Share of a win credited to a met hold condition (before the threats to its holders). */
const METCHANCE = 0.9

/**
 * How much a `holdHexes` objective weighs now: an end-of-game hold grows from 0.6 to 2 over the
 * game (only the last turn counts, but the position must be built); others from 1 to 2 for the
 * side that must attack, 1 for the default winner.
 */
function holdUrgency(ai: AiContext, o: Extract<Objective, { kind: 'hold' }>, t: number): number {
  if (o.timing === 'endOfGame') return 0.6 + 1.4 * t
  return ai.defaultWinner !== o.winner ? 1 + t : 1
}

/**
 * Worth of a met `holdHexes` condition, as a share of a win: high (the enemy's chances to break
 * it are charged by the threat terms, on the units that hold it), halved for every further turn
 * an end-of-game check is away.
 */
function metChance(state: GameState, o: Extract<Objective, { kind: 'hold' }>): number {
  if (o.timing !== 'endOfGame') return METCHANCE
  const turnsLeft = Math.max(0, state.turn.lastTurn - state.turn.timeTrack)
  return METCHANCE * 0.5 ** turnsLeft
}

/**
 * What the unit `board.bySide.get(side)[index]`, standing on an objective hex, is worth there:
 * how much the objective terms of the board change for its side when it is taken away (it holds
 * the hex for its side, or denies it to the enemy).
 */
export function objectiveStake(ai: AiContext, board: Board, index: number, side: SideId, t: number, w: Readonly<EvalWeights>): number {
  const unit = board.bySide.get(side)![index]!
  let stake = 0
  for (const s of board.state.sides) {
    const d = objectiveScore(ai, board, s.id, t, w) - sideObjectives(ai, board, s.id, t, w, unit)
    stake += s.id === side ? d : -d
  }
  return Math.max(0, stake)
}

/**
 * The objective terms alone (held hexes and control of the missing ones, attrition targets,
 * hunting pieces whose fall wins), `me` minus the other sides; 0 for a finished game. With
 * `materialBalance`, what the search credits to a combat outcome.
 */
export function objectiveBalance(ai: AiContext, state: GameState, me: SideId, w: Readonly<EvalWeights> = DEFAULT_WEIGHTS, board: Board = buildBoard(ai, state)): number {
  if (state.result) return 0
  const t = timeFraction(state)
  let v = 0
  for (const side of state.sides) {
    const score = objectiveScore(ai, board, side.id, t, w)
    v += side.id === me ? score : -score
  }
  return v
}

/**
 * The objective terms of `side`: for each scenario condition it would win by, its progress
 * (`holdHexes` control, attrition counters, distance to a decisive enemy piece).
 */
export function objectiveScore(ai: AiContext, board: Board, side: SideId, t: number, w: Readonly<EvalWeights>): number {
  let memo = board.objectiveMemo
  if (!memo || memo.t !== t || memo.w !== w) board.objectiveMemo = memo = { t, w, scores: new Map() }
  let score = memo.scores.get(side)
  if (score === undefined) memo.scores.set(side, (score = sideObjectives(ai, board, side, t, w, undefined)))
  return score
}

/** {@link objectiveScore}, with the unit `removed` (when given) seen as gone from the board. */
function sideObjectives(ai: AiContext, board: Board, side: SideId, t: number, w: Readonly<EvalWeights>, removed: BoardUnit | undefined): number {
  const { grid } = ai
  const mine = board.bySide.get(side) ?? []
  const state = board.state
  let score = 0
  for (const o of ai.objectives) {
    if (o.winner !== side) continue
    switch (o.kind) {
      case 'hold': {
        const zoc = enemyAdjacency(ai, board)
        const bit = 1 << board.state.sides.findIndex((s) => s.id === side)
        const { held, progress } = holdControl(ai, board, o, side, removed, zoc, bit)
        const urgency = holdUrgency(ai, o, t)
        let v = w.hold * urgency * (progress / Math.max(1, o.count)) ** 2
        // Met: worth a share of the game, by the chance that it lasts until it is checked.
        if (held >= o.count) v = Math.max(v + w.holdMet * urgency, w.win * metChance(board.state, o))
        score += v
        break
      }
      case 'kill': {
        const carrier = o.leader !== undefined ? carrierOf(board, o.leader) : board.units.find((b) => b.unit.id === o.unit)
        if (!carrier || carrier.side === side) break
        let best = 10
        for (const b of mine) if (b !== removed) best = Math.min(best, grid.distance(b.hex, carrier.hex))
        score -= w.hunt * best
        break
      }
      case 'units': {
        const k = o.lost ? lostUnits(ai, board, o.side) + (removed?.side === o.side ? 1 : 0) : countersOf(state, o.side).unitsEliminated
        score += attritionScore(ai, o, k / Math.max(1, o.count), t, w)
        break
      }
      case 'strength': {
        const c = countersOf(state, o.side)
        const target = (c.startingStrength * o.percent) / 100
        if (target > 0) score += attritionScore(ai, o, c.strengthEliminated / target, t, w)
        break
      }
      case 'wipe': {
        const total = state.units.filter((u) => u.side === o.side).length
        const left = (board.bySide.get(o.side)?.length ?? 0) - (removed?.side === o.side ? 1 : 0)
        if (total > 0) score += attritionScore(ai, o, 1 - left / total, t, w)
        break
      }
    }
  }
  return score
}

/**
 * An attrition objective (`unitsEliminated`, `strengthEliminated`, `sideEliminated`) at progress
 * `f` (share of the target eliminated): `attrition` times the square of the progress, growing to
 * twice that over the game for the side that must attack (it needs the kills before time runs
 * out). A met target is worth most of a win: the elimination counters never go down, so a target
 * met during a turn is still met when the turn ends.
 */
export function attritionScore(ai: AiContext, o: Objective, f: number, t: number, w: Readonly<EvalWeights>): number {
  if (f >= 1) return w.win * METCHANCE
  const urgency = ai.defaultWinner !== o.winner ? 1 + t : 1
  return w.attrition * urgency * Math.max(0, f) ** 2
}

/** For the side that must attack: minus `engage` per hex from each unit to the nearest enemy or objective hex. */
export function engageScore(ai: AiContext, board: Board, side: SideId, w: Readonly<EvalWeights>): number {
  if (ai.defaultWinner === side || w.engage <= 0) return 0
  const { grid } = ai
  const targets: number[] = []
  for (const b of board.units) if (b.side !== side) targets.push(b.hex)
  for (const o of ai.objectives) if (o.kind === 'hold' && o.winner === side) targets.push(...o.hexes)
  if (targets.length === 0) return 0
  let sum = 0
  for (const b of board.bySide.get(side) ?? []) {
    let best = 12
    for (const h of targets) {
      const d = grid.distance(b.hex, h)
      if (d < best) best = d
    }
    sum += best
  }
  return -w.engage * sum
}
