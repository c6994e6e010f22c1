import type { BaseAction, GameState } from '@hexes/core'

/** A decision asked of the bot worker: the game's rules (as stored), the state, the bot, a seed for its own choices. */
export interface BotRequest {
  id: number
  gameId: string
  scenarioId: string
  scenarioHash: string
  /** JSON rule mix, as stored with the game. */
  plugins: string
  /** The state without its dice generator: the bot never sees the dice to come. */
  state: Omit<GameState, 'rng'>
  bot: string
  seed: number
}

/** The worker's answer. */
export type BotAnswer = { id: number; ok: true; action: BaseAction | null } | { id: number; ok: false; message: string }
