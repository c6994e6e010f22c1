import type { BaseAction, GameState, Scenario } from '@hexes/core'

/**
 * The messages between the computer store (main thread) and the bot worker. Everything is plain
 * data (structured clone): the scenario and the states go in, actions come out. The rules never
 * cross: the worker builds its own once per game.
 */
export type ToBotWorker =
  /** A new game: build its rules (the scenario with the start screen's plugin mix) and forget the bots. */
  | { type: 'init'; game: number; scenario: Scenario; seed: number | string }
  /**
   * Decide for `side` in `state`. `seed` is derived from the game's seed and the number of actions
   * played (see `botSeed`), so the same game decides the same. `reset`: the history was rewritten
   * (undo, load) since the last decision, the bots forget the plans they made.
   */
  | { type: 'decide'; id: number; game: number; side: string; bot: string; state: GameState; seed: string; reset: boolean }
  /** Stop deciding `id` (the answer, if any, is no longer wanted). */
  | { type: 'abort'; id: number }

export type FromBotWorker =
  /** Search progress of decision `id` (bots that search in slices). */
  | { type: 'progress'; id: number; nodes: number }
  /** The decision: a legal action, or `null` when the bot has none. `ms`: time spent. */
  | { type: 'decision'; id: number; action: BaseAction | null; ms: number }
  /** Decision `id` was aborted before it ended. */
  | { type: 'aborted'; id: number }
  /** Something failed: a decision (`id`) or the game's set-up (`id: null`). */
  | { type: 'error'; id: number | null; message: string }

/**
 * The seed of the bot's decision after `actions` actions of a game seeded `seed`, for `side`:
 * replaying the same game decides the same, whatever the bot and wherever it runs.
 */
export function botSeed(seed: number | string, actions: number, side: string): string {
  return `hexes-web/${seed}/${actions}/${side}`
}
