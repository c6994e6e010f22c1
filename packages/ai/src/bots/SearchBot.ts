import {
  applyAction, checkAction, legalActions, nextUint32, SeededDice, seedRng,
  type BaseAction, type CheckedAction, type GameRules, type GameState, type RngState,
} from '@hexes/core'
import type { Bot } from '../Bot'
import type { EvalWeights } from '../evaluation/evaluatePosition'
import type { MemoDistribution, SearchEffort, SearchStats } from '../search/SearchContext'
import { runThink, think, type ThinkOptions, type ThinkResult } from '../search/think'
import { AI_EFFORT, DEFAULT_AI_LEVEL, type AiLevel } from './aiLevels'
import { hostClock, throwIfAborted, yieldToHost, type AbortSignalLike } from './host'
import { positionKey } from './positionKey'

/** Options of {@link SearchBot}. */
export interface SearchBotOptions {
  /** Difficulty level (default `normal`). */
  level?: AiLevel
  /** Overrides of the level's effort (e.g. `{ maxNodes: 500 }` for fast tables). */
  effort?: Partial<SearchEffort>
  /** Node budget per decision: shorthand for `effort.maxNodes`. */
  iterations?: number
  /**
   * Wall-clock budget per decision, ms, replacing the node budget. Interactive play only: the
   * decision then depends on the machine's speed.
   */
  budgetMs?: number
  /** Clock for `budgetMs`; default `performance.now`. */
  clock?: () => number
  /** Overrides of the evaluation weights (experiments). */
  weights?: Partial<EvalWeights>
  /** Name in reports (default `ai` for the default level, else `ai-<level>`). */
  name?: string
}

/** Options of one asynchronous decision ({@link SearchBot.decide}). */
export interface DecideOptions {
  /** Seed of the search (default: drawn from the bot's own stream, see {@link SearchBot}). */
  seed?: number | string
  /** Longest slice of work between two returns to the host's event loop, ms (default 12). */
  sliceMs?: number
  /** Called after every slice with the running statistics (a "thinking" display). */
  onProgress?(stats: SearchStats): void
  /** Aborts the search: `decide` then rejects with the signal's reason. */
  signal?: AbortSignalLike
}

/** One decision: the action to play and what the search expects to play after it. */
export interface Decision {
  action: BaseAction | null
  /** The plan the action starts (movement phases are planned whole). */
  plan: BaseAction[]
  stats: SearchStats
}

interface CachedPlan {
  rules: GameRules
  /** Position key expected before each action of the plan. */
  keys: string[]
  actions: BaseAction[]
  next: number
}

/**
 * The computer opponent: a {@link Bot} that searches (see docs/ai.md). It plans a whole
 * movement phase at once by beam search over the units' moves, chooses attacks on their exact
 * outcome distributions, answers decisions by trying every answer, and values positions with a
 * static evaluation of material, objectives, threats and formation.
 *
 * Determinism: with a node budget (the default) the same rules, state and seed give the same
 * plan. Through the {@link Bot} interface the seed of each plan is one draw from the `rng` the
 * host passes, so a seeded game replays exactly. The bot remembers the plan of the phase and
 * plays it on while the game follows it, replanning as soon as the position differs from what
 * it expected (after every combat result, for instance).
 *
 * @example
 * const bot = new SearchBot({ level: 'hard' })
 * const r = playout(rules, state, [bot, new RandomBot()], { seed: 1 })
 */
export class SearchBot implements Bot {
  readonly name: string
  readonly level: AiLevel
  private readonly options: SearchBotOptions
  private readonly effort: Readonly<SearchEffort>
  private plan: CachedPlan | null = null
  /** The distributions of the current half-turn's searches (`ThinkOptions.memo`). */
  private memo: { rules: GameRules; key: string; map: Map<string, MemoDistribution> } | null = null
  /** Stream used by `decide` when no seed is given. */
  private readonly ownRng: RngState

  constructor(options: SearchBotOptions = {}) {
    this.options = options
    this.level = options.level ?? DEFAULT_AI_LEVEL
    this.effort = { ...AI_EFFORT[this.level], ...options.effort, ...(options.iterations !== undefined ? { maxNodes: options.iterations } : {}) }
    this.name = options.name ?? (this.level === DEFAULT_AI_LEVEL ? 'ai' : `ai-${this.level}`)
    this.ownRng = seedRng(`ai/${this.name}`)
  }

  chooseAction(rules: GameRules, state: GameState, rng: RngState): BaseAction | null {
    return this.chooseChecked(rules, state, rng)?.action ?? null
  }

  chooseChecked(rules: GameRules, state: GameState, rng: RngState): CheckedAction | null {
    if (state.result) return null
    const cached = this.fromPlan(rules, state)
    if (cached) return cached
    const result = runThink(rules, state, this.thinkOptions(nextUint32(rng), this.memoFor(rules, state)))
    return this.adopt(rules, state, result)
  }

  /**
   * The next action, searched in slices that return to the event loop between them (for a web
   * worker: progress can be shown and the search aborted). Uses and updates the same phase plan
   * as {@link chooseChecked}.
   */
  async decide(rules: GameRules, state: GameState, options: DecideOptions = {}): Promise<Decision> {
    const empty: SearchStats = { nodes: 0, evaluations: 0, combatsValued: 0, outcomesApplied: 0 }
    if (state.result) return { action: null, plan: [], stats: empty }
    const cached = this.fromPlan(rules, state)
    if (cached) return { action: cached.action, plan: this.plan!.actions.slice(this.plan!.next - 1), stats: empty }
    const gen = think(rules, state, this.thinkOptions(options.seed ?? nextUint32(this.ownRng), this.memoFor(rules, state)))
    const clock = this.options.clock ?? hostClock
    const sliceMs = options.sliceMs ?? 12
    for (;;) {
      throwIfAborted(options.signal)
      const start = clock()
      let r = gen.next()
      while (!r.done && clock() - start < sliceMs) r = gen.next()
      if (r.done) {
        const checked = this.adopt(rules, state, r.value)
        return { action: checked?.action ?? null, plan: this.plan ? this.plan.actions : checked ? [checked.action] : [], stats: r.value.stats }
      }
      options.onProgress?.(r.value)
      await yieldToHost()
    }
  }

  /** Forgets the current phase plan (call after an undo or a loaded game). */
  reset(): void {
    this.plan = null
    this.memo = null
  }

  /**
   * The distributions kept for the searches of `state`'s half-turn (turn and acting side): a new
   * map when either changes, so nothing is kept longer than the half-turn whose positions it
   * was computed in.
   */
  private memoFor(rules: GameRules, state: GameState): Map<string, MemoDistribution> {
    const key = `${state.turn.turn}|${state.turn.activeSide}`
    if (this.memo?.rules !== rules || this.memo.key !== key) this.memo = { rules, key, map: new Map() }
    return this.memo.map
  }

  private thinkOptions(seed: number | string, memo: Map<string, MemoDistribution>): ThinkOptions {
    const o = this.options
    return {
      effort: this.effort,
      seed,
      memo,
      ...(o.weights ? { weights: o.weights } : {}),
      ...(o.budgetMs !== undefined ? { budgetMs: o.budgetMs } : {}),
      ...(o.clock ? { clock: o.clock } : {}),
    }
  }

  /** The next action of the cached plan, if the game is where the plan expected it to be. */
  private fromPlan(rules: GameRules, state: GameState): CheckedAction | null {
    const p = this.plan
    if (!p || p.rules !== rules || p.next >= p.actions.length) return null
    if (p.keys[p.next] !== positionKey(state)) {
      this.plan = null
      return null
    }
    const checked = checkAction(rules, state, p.actions[p.next++]!)
    if ('ok' in checked) {
      this.plan = null
      return null
    }
    return checked
  }

  /** Keeps a fresh plan (with the positions it expects) and returns its first action, checked. */
  private adopt(rules: GameRules, state: GameState, result: ThinkResult): CheckedAction | null {
    this.plan = null
    const first = result.actions[0]
    const checked = first ? checkAction(rules, state, first) : undefined
    if (!checked || 'ok' in checked) return fallback(rules, state)
    if (result.actions.length > 1) {
      const keys = [positionKey(state)]
      const dice = new SeededDice(seedRng('ai/plan'))
      let s = state
      let c: CheckedAction = checked
      for (let i = 1; i < result.actions.length; i++) {
        s = applyAction(rules, s, c, dice).state
        keys.push(positionKey(s))
        const next = checkAction(rules, s, result.actions[i]!)
        if ('ok' in next) break
        c = next
      }
      this.plan = { rules, keys, actions: result.actions.slice(0, keys.length), next: 1 }
    }
    return checked
  }
}

/** A legal action when the search found none: end the phase if allowed, else the first legal one. */
function fallback(rules: GameRules, state: GameState): CheckedAction | null {
  const legal = legalActions(rules, state)
  const pick = legal.find((a) => a.type === 'end-phase') ?? legal[0]
  if (!pick) return null
  const c = checkAction(rules, state, pick)
  return 'ok' in c ? null : c
}

/** Options of {@link createAiBot}. */
export type AiBotOptions = SearchBotOptions

/** A new computer opponent (see {@link SearchBot}). */
export function createAiBot(options: AiBotOptions = {}): SearchBot {
  return new SearchBot(options)
}

/**
 * Factories of the AI bots by name, for hosts that list bots (`hexes simulate --side1 ai`):
 * `ai` (default level), `ai-easy`, `ai-normal`, `ai-hard`. Spread them into a bot registry.
 */
export const aiBotFactories: Readonly<Record<string, () => Bot>> = Object.freeze({
  ai: () => new SearchBot(),
  'ai-easy': () => new SearchBot({ level: 'easy' }),
  'ai-normal': () => new SearchBot({ level: 'normal', name: 'ai-normal' }),
  'ai-hard': () => new SearchBot({ level: 'hard' }),
})
