import type { GameRules, GameState, SideId } from '@hexes/core'
import { evaluatePosition } from '../evaluation/evaluatePosition'
import { materialBalance } from '../evaluation/materialBalance'
import { planAttacks, selectAttacks } from './combatPlanner'
import { boardOf, searchEvalOptions, type SearchContext } from './SearchContext'
import { passPhaseFought, passUntil, settleGreedily } from './simulate'

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
  // Where the enemy's reply is reached from: `s` (undefined), the state after the side's last
  // attack phase ended, or nowhere (null: it could not be ended).
  let after: GameState | null | undefined
  if (myCombat && lookahead) {
    const own = attackPhases(sc, s, me, ownAttacks, contact)
    v += ATTACK_CREDIT * own.value
    survives = own.noWin
    after = own.after
  }
  if (contact && survives > 0) {
    const reply = after === undefined ? enemyContactAttacks(sc, s, next) : after === null ? 0 : enemyAttacksFrom(sc, after, next, 11)
    v -= CONTACT_DEBIT * survives * reply
  }
  return v
}

/** What the attack phases of a side in one half-turn are worth to it (see {@link attackPhases}). */
interface PhasesValue {
  /** The plans' values added up. */
  value: number
  /** Chance that none of the planned attacks wins the game (attacks taken as independent). */
  noWin: number
  /** The state once the last phase ended (`null`: it could not be ended), when asked to end it. */
  after?: GameState | null
}

/**
 * The attacks `side` can make in its attack phase `s` (planned on the exact odds, when `first`)
 * and in its later attack phases of the same half-turn (a skirmish melee step after the shooting
 * step), reached by ending the phases in between (`passPhaseFought`, typical dice). A phase whose
 * end resolves fights the rules make compulsory is valued with every fight it offers, not only
 * those worth making; so is a phase not ended here whose id was seen to (`SearchContext.compulsory`:
 * the enemy's melee step, once the side's own was ended). With `end`, the last phase is ended too
 * (`after`).
 */
function attackPhases(sc: SearchContext, s: GameState, side: SideId, first: boolean, end: boolean): PhasesValue {
  const { rules } = sc
  let value = 0
  let noWin = 1
  let t = s
  let credit = first
  for (;;) {
    const phase = rules.phases[t.turn.phaseIndex]!.id
    let plan = credit ? planAttacks(sc, t, side) : null
    const later = attackAfter(rules, t, side)
    if (!later && !end) {
      if (plan) {
        if (sc.compulsory.has(phase)) plan = selectAttacks(plan.candidates, -Infinity)
        value += plan.value
        noWin *= 1 - plan.winChance
      }
      return { value, noWin }
    }
    const passed = passPhaseFought(sc, t)
    if (passed?.fought) {
      sc.compulsory.add(phase)
      plan = selectAttacks((plan ?? planAttacks(sc, t, side)).candidates, -Infinity)
    }
    if (plan) {
      value += plan.value
      noWin *= 1 - plan.winChance
    }
    if (!passed) return { value, noWin, after: null }
    if (!later) return { value, noWin, after: passed.state }
    t = passUntil(sc, passed.state, (x) => x.turn.activeSide !== side || phaseHasAttack(rules, x))
    if (t.result || t.pending.length || t.turn.activeSide !== side || !phaseHasAttack(rules, t)) return { value, noWin, after: t }
    credit = true
  }
}

/** Whether `side` has another attack phase after the current one in the current run of its phases. */
function attackAfter(rules: GameRules, state: GameState, side: SideId): boolean {
  const next = { ...state.turn, phaseIndex: state.turn.phaseIndex + 1 }
  return next.phaseIndex < rules.phases.length && attackAhead(rules, { ...state, turn: next }, side)
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
 * enemy's attacks are planned there on the exact odds, with those of its later attack phases of
 * the same half-turn (see {@link attackPhases}). A finished game counts as its result.
 */
function enemyContactAttacks(sc: SearchContext, state: GameState, enemy: SideId): number {
  if (state.pending.length || state.result) return 0
  return enemyAttacksFrom(sc, state, enemy, 12)
}

/** {@link enemyContactAttacks} from `state`, ending at most `max` phases to reach the enemy's. */
function enemyAttacksFrom(sc: SearchContext, state: GameState, enemy: SideId, max: number): number {
  const { rules } = sc
  const t = passUntil(sc, state, (x) => x.turn.activeSide === enemy && phaseHasAttack(rules, x), max)
  if (t.result) return -materialBalance(sc.ai, t, sc.me, sc.weights)
  if (t.pending.length || t.turn.activeSide !== enemy || !phaseHasAttack(rules, t)) return 0
  return attackPhases(sc, t, enemy, true, false).value
}
