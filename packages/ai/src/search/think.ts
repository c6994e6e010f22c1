import { actingSide, seedRng, type BaseAction, type GameRules, type GameState } from '@hexes/core'
import { hostClock } from '../bots/host'
import { aiContext } from '../evaluation/AiContext'
import { DEFAULT_WEIGHTS, type EvalWeights } from '../evaluation/evaluatePosition'
import { strikeZones } from '../evaluation/threatReach'
import { planStep } from './planStep'
import { SearchBudget } from './SearchBudget'
import type { MemoDistribution, SearchContext, SearchEffort, SearchStats } from './SearchContext'

/** Options of {@link think}. */
export interface ThinkOptions {
  effort: Readonly<SearchEffort>
  /** Seed of the search's private random stream (sampled plugin actions, dice of hypothetical non-combat actions). */
  seed: number | string
  weights?: Partial<EvalWeights>
  /** Wall-clock limit in ms (interactive play only: makes the decision depend on the machine). */
  budgetMs?: number
  /** Clock for `budgetMs` (ms); default `performance.now`. Never read without `budgetMs`. */
  clock?: () => number
  /**
   * Distributions kept across the searches of one half-turn (see `SearchContext.memo`): the
   * caller passes the same map while the turn and the acting side stay the same.
   */
  memo?: Map<string, MemoDistribution>
}

/** What a search decided. */
export interface ThinkResult {
  /** The side that was to act (`null` when nobody could). */
  side: string | null
  /** The plan: the first action is the decision, the rest is what the search expects to play next. */
  actions: BaseAction[]
  stats: SearchStats
}

/**
 * Searches the decision of whoever must act in `state` (see `planStep`) as a generator that
 * yields its running statistics after every node batch, so a host can run it in slices
 * (`runThink`, `decide`) or all at once. Pure: same rules, state and options (without
 * `budgetMs`) give the same plan.
 */
export function* think(rules: GameRules, state: GameState, options: ThinkOptions): Generator<SearchStats, ThinkResult> {
  const stats: SearchStats = { nodes: 0, evaluations: 0, combatsValued: 0, outcomesApplied: 0 }
  const side = actingSide(state)
  if (side === null) return { side, actions: [], stats }
  const ai = aiContext(rules)
  const clock = options.clock ?? hostClock
  const effort = options.effort
  const budget = options.budgetMs === undefined
    ? new SearchBudget(effort.maxNodes)
    : new SearchBudget(Infinity, clock() + options.budgetMs, clock)
  const sc: SearchContext = {
    ai, rules, me: side, rng: seedRng(options.seed), budget, effort,
    weights: { ...DEFAULT_WEIGHTS, ...options.weights },
    reach: undefined, effects: new Map(), distributions: new Map(), memo: options.memo, boards: new Map(), compulsory: new Set(), stats,
  }
  if (effort.threatAnalysis) sc.reach = strikeZones(ai, state, state.sides.map((s) => s.id).filter((id) => id !== side))
  const gen = planStep(sc, state)
  for (;;) {
    const r = gen.next()
    if (r.done) return { side, actions: r.value, stats }
    yield stats
  }
}

/** Runs {@link think} to the end, synchronously. */
export function runThink(rules: GameRules, state: GameState, options: ThinkOptions): ThinkResult {
  const gen = think(rules, state, options)
  for (;;) {
    const r = gen.next()
    if (r.done) return r.value
  }
}
