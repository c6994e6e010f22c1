import { findUnit, movementRange, type GameState, type MoveAction, type SideId, type UnitState } from '@hexes/core'
import type { Board } from '../evaluation/Board'
import { evaluatePosition } from '../evaluation/evaluatePosition'
import { zeroedInt16 } from '../evaluation/zeroedArrays'
import { leafValue, nextSideAfter } from './leafValue'
import { boardOf, searchEvalOptions, type SearchContext } from './SearchContext'
import { tryApply } from './simulate'

/** A state of the movement beam: the moves made so far and the value of where they lead. */
interface BeamNode {
  state: GameState
  moves: MoveAction[]
  value: number
}

/**
 * Plans a whole movement phase of `sc.me` by beam search: the side's movable units are taken one
 * at a time (nearest to the enemy first); every state of the beam is extended by each of the
 * unit's best destinations (its legal destinations from the engine's movement range, ranked by a
 * quick static evaluation with the unit moved, half the slots kept for hexes in contact) or by
 * leaving it where it is; each new state is applied through the engine and valued by
 * {@link leafValue} (which looks ahead to the attacks the moves make possible); the best
 * `beamWidth` states go on. The width shrinks when the node budget left could not pay for it
 * over the remaining units (so small scenarios search wide and large ones stay within budget);
 * when the budget runs out the remaining units are moved greedily by the quick ranking alone.
 *
 * Yields after every state valued, so a host can run it in slices.
 *
 * @returns the moves of the best final state, in order (possibly none)
 */
export function* planMovement(sc: SearchContext, root: GameState): Generator<void, MoveAction[]> {
  const { rules, me, effort, budget } = sc
  const movers = moversInOrder(sc, root)
  const start = budget.nodes
  let beam: BeamNode[] = [{ state: root, moves: [], value: leafValue(sc, root) }]
  let leaves = 1
  for (let i = 0; i < movers.length; i++) {
    const id = movers[i]!
    const children: BeamNode[] = []
    // The beam narrows when the budget could not pay for this width over the remaining units.
    const perLeaf = Math.max(1, (budget.nodes - start) / leaves)
    const affordable = Math.floor(budget.remaining / (perLeaf * (movers.length - i) * (effort.movesPerUnit + 1)))
    const greedy = budget.exhausted
    const width = greedy ? 1 : Math.max(1, Math.min(effort.beamWidth, affordable))
    for (const node of beam.slice(0, width)) {
      children.push(node)
      const unit = findUnit(node.state, id)
      if (!unit || unit.status !== 'active' || unit.hex === null) continue
      if (rules.hooks.canMove.call({ state: node.state, rules, unit, side: me })) continue
      const ranked = rankDestinations(sc, node.state, unit, greedy ? 1 : effort.movesPerUnit)
      for (const to of ranked) {
        const move: MoveAction = { type: 'move', side: me, unit: id, to: sc.ai.grid.refOf(to) }
        const next = tryApply(sc, node.state, move)
        if (!next) continue
        const value = greedy ? node.value + 1e-6 : leafValue(sc, next)
        leaves++
        children.push({ state: next, moves: [...node.moves, move], value })
        yield
      }
    }
    children.sort((a, b) => b.value - a.value)
    beam = children.slice(0, width)
  }
  return beam[0]!.moves
}

/**
 * The units of `sc.me` that may move now, those with the most to gain from one move first (by
 * the quick evaluation of their best destination against staying), then nearest to an enemy
 * first (ties by id). A unit that can take an objective hex is placed before the others take
 * the hexes it needs; a unit with nothing to gain is moved last.
 */
function moversInOrder(sc: SearchContext, state: GameState): string[] {
  const { ai, rules, me } = sc
  const enemies = state.units.filter((u) => u.side !== me && u.status === 'active' && u.hex !== null).map((u) => ai.hex(u.hex!))
  const board = boardOf(sc, state)
  const base = evaluatePosition(ai, state, me, searchEvalOptions(sc, nextSideAfter(rules, state, me), { board }))
  const out: { id: string; d: number; gain: number }[] = []
  for (const u of state.units) {
    if (u.side !== me || u.status !== 'active' || u.hex === null) continue
    if (rules.hooks.canMove.call({ state, rules, unit: u, side: me })) continue
    const h = ai.hex(u.hex)
    let d = 99
    for (const e of enemies) d = Math.min(d, ai.grid.distance(h, e))
    const best = scoreDestinations(sc, board, u, movementRange(rules, state, u).range.reachable)?.[0]?.value
    out.push({ id: u.id, d, gain: best === undefined ? 0 : Math.max(0, best - base) })
  }
  // Gains within a point are ties: the order then follows the distance to the enemy.
  out.sort((a, b) => Math.round(b.gain) - Math.round(a.gain) || a.d - b.d || (a.id < b.id ? -1 : 1))
  return out.map((x) => x.id)
}

/**
 * The unit's best `k` destinations by a quick evaluation: the static evaluation of the position
 * with only this unit moved (on a copied board, no engine call). Half the slots go to the best
 * hexes in contact with the enemy (adjacent, or within shooting range), whose worth the static
 * evaluation cannot see (it is in the attacks they allow), the rest to the best overall.
 */
function rankDestinations(sc: SearchContext, state: GameState, unit: UnitState, k: number): number[] {
  const dests = movementRange(sc.rules, state, unit).range.reachable
  if (dests.length <= k) return dests
  const scored = scoreDestinations(sc, boardOf(sc, state), unit, dests)
  if (!scored) return dests.slice(0, k)
  const contact = scored.filter((s) => s.contact).slice(0, Math.ceil(k / 2))
  const out = contact.map((s) => s.h)
  for (const s of scored) {
    if (out.length >= k) break
    if (!out.includes(s.h)) out.push(s.h)
  }
  return out
}

/** Each destination of `unit` with the quick evaluation of the position with only it moved, best first. */
function scoreDestinations(sc: SearchContext, board: Board, unit: UnitState, dests: readonly number[]): { h: number; value: number; contact: boolean }[] | null {
  const { ai, rules, me } = sc
  const state = board.state
  const idx = board.units.findIndex((b) => b.unit.id === unit.id)
  if (idx < 0) return null
  const next = nextSideAfter(rules, state, me)
  const reach = Math.max(1, board.units[idx]!.range)
  const scored = dests.map((h) => {
    const moved = boardWithMove(board, idx, h)
    const value = evaluatePosition(ai, state, me, searchEvalOptions(sc, next, { board: moved }))
    return { h, value, contact: inContact(sc, board, me, h, reach) }
  })
  sc.stats.evaluations += dests.length
  scored.sort((a, b) => b.value - a.value || a.h - b.h)
  return scored
}

function inContact(sc: SearchContext, board: Board, me: SideId, h: number, reach: number): boolean {
  for (const b of board.units) if (b.side !== me && sc.ai.grid.distance(b.hex, h) <= reach) return true
  return false
}

/** A copy of `board` with unit `idx` on hex `to` (state objects shared, not modified). */
function boardWithMove(board: Board, idx: number, to: number): Board {
  const units = board.units.slice()
  const from = units[idx]!
  const moved = { ...from, hex: to }
  units[idx] = moved
  const occupant = zeroedInt16(board.occupant.length)
  occupant.set(board.occupant)
  occupant[from.hex] = 0
  occupant[to] = idx + 1
  const bySide = new Map(board.bySide)
  bySide.set(from.side, (board.bySide.get(from.side) ?? []).map((b) => (b === from ? moved : b)))
  return { state: board.state, units, occupant, bySide }
}
