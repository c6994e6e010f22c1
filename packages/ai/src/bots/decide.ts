import type { GameRules, GameState } from '@hexes/core'
import { SearchBot, type DecideOptions, type Decision, type SearchBotOptions } from './SearchBot'

/** Options of {@link decide}: the bot's (level, budgets) and the decision's (seed, slices, abort). */
export type DecideAiOptions = SearchBotOptions & DecideOptions

/**
 * One AI decision without keeping a bot: the action for whoever must act in `state`, searched
 * in slices that return to the event loop between them (a web worker stays responsive, shows
 * progress and can abort). Same rules, state, options and `seed` give the same decision unless
 * `budgetMs` is set. A host that plays a whole game should keep one {@link SearchBot} instead:
 * it plans a movement phase once and plays the plan on.
 *
 * @example
 * const { action, plan, stats } = await decide(rules, state, { level: 'normal', seed: 42, onProgress: show })
 */
export function decide(rules: GameRules, state: GameState, options: DecideAiOptions = {}): Promise<Decision> {
  const { seed, sliceMs, onProgress, signal, ...bot } = options
  return new SearchBot(bot).decide(rules, state, {
    ...(seed !== undefined ? { seed } : {}),
    ...(sliceMs !== undefined ? { sliceMs } : {}),
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  })
}
