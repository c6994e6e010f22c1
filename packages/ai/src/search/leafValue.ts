import type { GameRules, GameState, SideId } from '@hexes/core'
import { evaluatePosition } from '../evaluation/evaluatePosition'
import { materialBalance } from '../evaluation/materialBalance'
import { planAttacks } from './combatPlanner'
import { boardOf, searchEvalOptions, type SearchContext } from './SearchContext'
import { passUntil, settleGreedily } from './simulate'

/** Share of the planned attacks' expected value credited to a position before they are made. */
const ATTACK_CREDIT = 0.9
/** Share of the enemy's next attacks on units in contact charged to a position. */
const CONTACT_DEBIT = 0.8

/** Whether the current phase offers `attack` to its active side. */
export function phaseHasAttack(rules: GameRules, state: GameState): boolean {
  return rules.phases[state.turn.phaseIndex]?.actions.includes('attack') === true
}

/** Whether `side` still has a phase with attacks in the current run of its own phases (this one included). */
export function attackAhead(rules: GameRules, state: GameState, side: SideId): boolean {
  const sideIndex = state.sides.findIndex((s) => s.id === side)
  for (let i = state.turn.phaseIndex; i < rules.phases.length; i++) {
    const p = rules.phases[i]!
    if (p.auto !== undefined || p.side !== sideIndex) return false
    if (p.actions.includes('attack')) return true
  }
  return false
}

/** The side that plays the next player phase not owned by `side` (wrapping round the turn). */
export function nextSideAfter(rules: GameRules, state: GameState, side: SideId): SideId | undefined {
  const n = rules.phases.length
  for (let k = 1; k <= n; k++) {
    const p = rules.phases[(state.turn.phaseIndex + k) % n]!
    if (p.auto !== undefined || p.side === null) continue
    const id = state.sides[p.side]?.id
    if (id !== undefined && id !== side) return id
  }
  return undefined
}

/**
 * Value for `sc.me` of a position reached during its half-turn: pending decisions are answered
 * greedily, play is carried on to `me`'s next combat phase of this half-turn (ending the phases
 * in between, as the engine would), and the static evaluation there is credited with the
 * expected value of the attacks `me` can then make (exact odds, see {@link planAttacks}), unless
 * `ownAttacks` is false (the value of ending the combat phase now).
 */
export function leafValue(sc: SearchContext, state: GameState, ownAttacks = true): number {
  const { rules, me } = sc
  sc.stats.evaluations++
  let s = state
  if (s.pending.length) s = settleGreedily(sc, s, 'evaluation')
  if (s.result) return materialBalance(sc.ai, s, me, sc.weights)
  // Play on to the combat phase only when there is something to attack: the phases in between
  // change no position, only per-phase records such as who has fought.
  const lookahead = sc.effort.attackLookahead
  if (lookahead && s.pending.length === 0 && s.turn.activeSide === me && attackAhead(rules, s, me) && inContact(sc, s, me)) {
    s = passUntil(sc, s, (x) => x.turn.activeSide !== me || phaseHasAttack(rules, x))
    if (s.result) return materialBalance(sc.ai, s, me, sc.weights)
  }
  const next = nextSideAfter(rules, s, me)
  const contact = sc.effort.contactThreat && next !== undefined && inContact(sc, s, next)
  let v = evaluatePosition(sc.ai, s, me, searchEvalOptions(sc, next, { skipContact: contact, board: boardOf(sc, s) }))
  const myCombat = s.turn.activeSide === me && s.pending.length === 0 && phaseHasAttack(rules, s)
  // The enemy's attacks only come if the side's own attacks have not already won the game.
  let survives = 1
  if (myCombat && lookahead && ownAttacks) {
    const plan = planAttacks(sc, s, me)
    v += ATTACK_CREDIT * plan.value
    survives = 1 - plan.winChance
  }
  if (contact && survives > 0) v -= CONTACT_DEBIT * survives * enemyContactAttacks(sc, s, next)
  return v
}

/** Whether a unit of `side` has an enemy within its reach without moving (adjacent, or within shooting range). */
export function inContact(sc: SearchContext, state: GameState, side: SideId): boolean {
  const { ai } = sc
  const mine: { hex: number; reach: number }[] = []
  const others: number[] = []
  for (const u of state.units) {
    if (u.status !== 'active' || u.hex === null) continue
    if (u.side === side) mine.push({ hex: ai.hex(u.hex), reach: Math.max(1, ai.info(state, u).range) })
    else others.push(ai.hex(u.hex))
  }
  for (const m of mine) for (const o of others) if (ai.grid.distance(m.hex, o) <= m.reach) return true
  return false
}

/**
 * Expected value for `enemy` of the attacks it could make in its next combat phase without
 * moving: play goes on to that phase (every phase in between ended, as if nobody acted) and the
 * enemy's attacks are planned there on the exact odds. A finished game counts as its result.
 */
function enemyContactAttacks(sc: SearchContext, state: GameState, enemy: SideId): number {
  const { rules } = sc
  if (state.pending.length || state.result) return 0
  const t = passUntil(sc, state, (x) => x.turn.activeSide === enemy && phaseHasAttack(rules, x), 12)
  if (t.result) return -materialBalance(sc.ai, t, sc.me, sc.weights)
  if (t.pending.length || t.turn.activeSide !== enemy || !phaseHasAttack(rules, t)) return 0
  return planAttacks(sc, t, enemy).value
}
