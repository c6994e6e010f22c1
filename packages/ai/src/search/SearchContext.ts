import type { GameRules, GameState, RngState, SideId } from '@hexes/core'
import type { AiContext } from '../evaluation/AiContext'
import { buildBoard, type Board } from '../evaluation/Board'
import type { EvalOptions, EvalWeights } from '../evaluation/evaluatePosition'
import type { ReachMap } from '../evaluation/threatReach'
import type { CombatDistribution } from './exactOutcomes'
import type { SearchBudget } from './SearchBudget'

/**
 * How hard a search tries. Levels (see `aiLevels`) are presets of these; every field is an effort
 * knob, none changes what the AI values.
 */
export interface SearchEffort {
  /** Movement: states kept at each step of the beam search. */
  beamWidth: number
  /** Movement: destinations tried per unit (after a quick static ranking), besides staying. */
  movesPerUnit: number
  /** Combat: attacks whose every outcome is applied and evaluated before one is chosen. */
  exactAttacks: number
  /** Combat: attacker groups tried per defender. */
  groupsPerDefender: number
  /**
   * Credit a position reached during a half-turn with the attacks it allows in the coming combat
   * phase (exact odds); without it, moves are judged on the static evaluation alone.
   */
  attackLookahead: boolean
  /**
   * Value the enemy's attacks on units already in contact exactly (their combat phase is reached
   * by ending the phases in between and their best attacks valued on the exact odds), instead of
   * with the static threat estimate.
   */
  contactThreat: boolean
  /**
   * Weigh what the enemy could do next turn (its strike zones from the engine's movement ranges,
   * the static threat term); without it the search moves as if the enemy would not strike back.
   */
  threatAnalysis: boolean
  /** Most nodes for one phase plan (the deterministic budget). */
  maxNodes: number
}

/** Counters of one search, for reports and the "thinking" display. */
export interface SearchStats {
  nodes: number
  evaluations: number
  combatsValued: number
  outcomesApplied: number
}

/**
 * Everything one search carries: the rules and their AI context, the searching side, its private
 * random stream (never the game's dice), its budget and effort, and per-search caches.
 */
export interface SearchContext {
  readonly ai: AiContext
  readonly rules: GameRules
  readonly me: SideId
  /**
   * Private stream for sampling plugin actions (when there are more than 32) and for dice rolled by
   * hypothetical non-combat actions. Ties are broken in a fixed order, never from this stream.
   */
  readonly rng: RngState
  readonly budget: SearchBudget
  readonly effort: SearchEffort
  readonly weights: Readonly<EvalWeights>
  /** Strike zones of the side that is not moving, computed at the root. */
  reach: ReachMap | undefined
  /**
   * Material effect of each combat outcome, by combat key (signature, surroundings, objective
   * holders) then outcome key (this search only).
   */
  readonly effects: Map<string, Map<string, { total: number; decisive: number; wins: boolean }>>
  /** Outcome distributions by combat signature and modifiers (this search only). */
  readonly distributions: Map<string, CombatDistribution>
  /**
   * Distributions earlier searches of the same half-turn computed (`ThinkOptions.memo`), each with
   * the nodes it cost: a search that reuses one spends those nodes again, so its decisions are
   * the ones it would make computing it (only the time is saved).
   */
  readonly memo: Map<string, MemoDistribution> | undefined
  /**
   * Evaluation boards of the states valued last, by state (a few, see {@link boardOf}; a search's
   * states are never modified once made).
   */
  readonly boards: Map<GameState, Board>
  /**
   * Ids of the phases whose end was seen to resolve fights the rules make compulsory (a skirmish
   * melee step): their attacks are valued all, not only those worth making (this search only).
   */
  readonly compulsory: Set<string>
  readonly stats: SearchStats
}

/** A distribution kept for later searches, with the budget nodes its enumeration cost. */
export interface MemoDistribution {
  distribution: CombatDistribution
  nodes: number
}

/**
 * The evaluation options of a search: its weights, the root's strike zones, the side moving
 * next, and no threat term when the effort has no threat analysis.
 */
export function searchEvalOptions(sc: SearchContext, next: SideId | undefined, extra: EvalOptions = {}): EvalOptions {
  const o: EvalOptions = Object.assign({}, extra, { weights: sc.weights })
  if (next !== undefined) o.next = next
  if (sc.reach) o.reach = sc.reach
  if (!sc.effort.threatAnalysis) o.skipThreat = true
  return o
}

/** How many boards {@link boardOf} keeps. */
const RECENT_BOARDS = 8

/**
 * The evaluation board of `state`, built once per search: a position valued several times (its
 * leaf value, then the attacks planned from it; a decision's answer, then the outcome it settles)
 * shares the board and what the board caches (enemy adjacency, objective terms).
 */
export function boardOf(sc: SearchContext, state: GameState): Board {
  let board = sc.boards.get(state)
  if (!board) {
    // The reuses are close together: a few recent boards suffice (a WeakMap of every state slows the GC).
    if (sc.boards.size >= RECENT_BOARDS) sc.boards.delete(sc.boards.keys().next().value!)
    sc.boards.set(state, (board = buildBoard(sc.ai, state)))
  }
  return board
}
