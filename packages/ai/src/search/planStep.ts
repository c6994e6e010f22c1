import { legalActions, type AttackAction, type BaseAction, type GameState } from '@hexes/core'
import { shuffleInPlace } from '../botRandom'
import { evaluatePosition } from '../evaluation/evaluatePosition'
import { exactAttackGain, planAttacks } from './combatPlanner'
import { leafValue, nextSideAfter } from './leafValue'
import { planMovement } from './movePlanner'
import { boardOf, searchEvalOptions, type SearchContext } from './SearchContext'
import { tryApply } from './simulate'
import { TYPICAL_DICE } from './TypicalDice'

/** Most actions of other types (plugin actions) valued per choice. */
const MAX_GENERIC = 32
/** A plugin action must beat ending the phase by this much to be taken. */
const GENERIC_MARGIN = 0.02

/**
 * What `sc.me` should do next in `state`, as a plan of one or more actions (the first is the
 * choice; the others are what the search expects to play next if nothing unexpected happens).
 *
 * - A pending decision: every answer is applied and valued (see {@link leafValue}).
 * - A movement phase: the whole phase is planned by {@link planMovement}, then the phase ends.
 * - A combat phase: the best attack by {@link chooseAttack}, or the end of the phase.
 * - Other action types (plugin actions such as a leader transfer or a reinforcement): each legal
 *   instance is applied and valued; the best is taken if it beats ending the phase.
 */
export function* planStep(sc: SearchContext, state: GameState): Generator<void, BaseAction[]> {
  const { rules, me } = sc
  if (state.result) return []
  if (state.pending.length) return yield* answerDecision(sc, state)
  const phase = rules.phases[state.turn.phaseIndex]
  if (!phase || phase.auto !== undefined || state.turn.activeSide !== me) return []
  const end: BaseAction = { type: 'end-phase', side: me }
  if (phase.actions.includes('move')) {
    const moves = yield* planMovement(sc, state)
    if (moves.length) return phase.actions.length === 1 ? [...moves, end] : moves
  }
  if (phase.actions.includes('attack')) {
    const attack = yield* chooseAttack(sc, state)
    if (attack) return [attack]
  }
  const others = phase.actions.filter((t) => t !== 'move' && t !== 'attack')
  if (others.length) {
    const a = yield* chooseGeneric(sc, state, new Set(others))
    if (a) return [a]
  }
  return [end]
}

/** Attacks whose quick value is below this are not worth an exact look. */
const EXACT_FLOOR = -0.3
/** Exact valuation stops (after the first attack) once less than this share of the budget is left. */
const EXACT_SHARE = 0.85
/** Exact gain an attack with a negative quick value (losing on material) must show. */
const POSITIONAL_MARGIN = 0.3

/**
 * The attack to make now, or `null` to end the combat phase. Attacks are planned with
 * {@link planAttacks} (exact odds, outcome effects on the pieces); the attacks of the plan, then
 * the next best candidates down to a slightly negative quick value, are valued exactly, outcome
 * by outcome in position ({@link exactAttackGain}), `exactAttacks` of them at most (fewer once the
 * budget is spent); with `contactThreat`, each outcome is valued by {@link leafValue}, so the
 * enemy's reply on units in contact (a holder pushed off an objective hex) counts; the best one
 * with a positive gain is made (an attack that loses on material must gain `POSITIONAL_MARGIN` in
 * position). At effort 0 the plan's best attack is made as it stands.
 */
export function* chooseAttack(sc: SearchContext, state: GameState): Generator<void, AttackAction | null> {
  const plan = planAttacks(sc, state, sc.me)
  yield
  const n = sc.budget.exhausted ? 0 : sc.effort.exactAttacks
  if (n === 0) return plan.attacks[0]?.action ?? null
  const pool = [...plan.attacks]
  for (const c of plan.candidates) {
    if (pool.length >= n || c.value <= EXACT_FLOOR) break
    if (!pool.includes(c)) pool.push(c)
  }
  if (pool.length === 0) return null
  const next = nextSideAfter(sc.rules, state, sc.me)
  // With contact threat, each outcome is valued as a leaf (the attacks still to come in this
  // phase credited, the enemy's attacks on units in contact charged exactly) against ending the
  // phase now; without it, on the static evaluation.
  const contact = sc.effort.contactThreat
  const baseline = contact ? leafValue(sc, state, false) : evaluatePosition(sc.ai, state, sc.me, searchEvalOptions(sc, next, { board: boardOf(sc, state) }))
  const value = contact ? (s: GameState) => leafValue(sc, s) : undefined
  let best: AttackAction | null = null
  let bestGain = 0
  for (const [i, c] of pool.slice(0, n).entries()) {
    if (i > 0 && sc.budget.left < EXACT_SHARE) break
    let gain = exactAttackGain(sc, state, c.action, baseline, next, value)
    yield
    if (gain !== null && c.value < 0) gain -= POSITIONAL_MARGIN
    if (gain !== null && gain > bestGain) {
      bestGain = gain
      best = c.action
    }
  }
  return best
}

/** The best answer to the pending decision (every answer applied and valued). */
function* answerDecision(sc: SearchContext, state: GameState): Generator<void, BaseAction[]> {
  const answers = legalActions(sc.rules, state)
  if (answers.length <= 1) return answers
  const best = yield* bestByLeafValue(sc, state, answers, -Infinity, false)
  return [best ?? answers[0]!]
}

/** The best instance of the given action types, if it is worth more than ending the phase. */
function* chooseGeneric(sc: SearchContext, state: GameState, types: ReadonlySet<string>): Generator<void, BaseAction | null> {
  let actions = legalActions(sc.rules, state).filter((a) => types.has(a.type))
  if (actions.length === 0) return null
  if (actions.length > MAX_GENERIC) actions = shuffleInPlace(sc.rng, actions).slice(0, MAX_GENERIC)
  return yield* bestByLeafValue(sc, state, actions, leafValue(sc, state) + GENERIC_MARGIN, true)
}

/**
 * The action whose resulting position has the highest {@link leafValue} above `floor` (`null`
 * when none beats it); with `stopWhenSpent`, stops at the first found once the budget is spent.
 */
function* bestByLeafValue(
  sc: SearchContext, state: GameState, actions: readonly BaseAction[], floor: number, stopWhenSpent: boolean,
): Generator<void, BaseAction | null> {
  let best: BaseAction | null = null
  let bestValue = floor
  for (const a of actions) {
    if (stopWhenSpent && sc.budget.exhausted && best) break
    // Valued with its typical result (a skirmish charge that fights on contact), the same on
    // every line, not one random sample that makes a line look lucky.
    const next = tryApply(sc, state, a, TYPICAL_DICE)
    if (!next) continue
    const v = leafValue(sc, next)
    yield
    if (v > bestValue) {
      bestValue = v
      best = a
    }
  }
  return best
}
