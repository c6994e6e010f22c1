import type { BaseAction, CheckedAction, GameRules, GameState, RngState } from '@hexes/core'

/**
 * A player program. Bots are stateless between calls: everything they need is the rules, the
 * state and their own random generator, so a playout is reproducible from its seeds.
 *
 * `rng` is the bot's own PRNG state, advanced in place. It is never the game state's `rng`
 * (the game's dice): bot decisions and dice rolls come from separate streams.
 */
export interface Bot {
  /** Short name for reports (`"random"`). */
  readonly name: string
  /**
   * The next action for whoever must act in `state` (the side owing `pending[0]`, otherwise the
   * active side), or `null` when there is none (game over, or a decision nobody can answer).
   */
  chooseAction(rules: GameRules, state: GameState, rng: RngState): BaseAction | null
  /**
   * Optional fast path used by `playout`: the same choice, already checked, so the pipeline does
   * not validate it twice. Must only return actions `checkAction` accepts.
   */
  chooseChecked?(rules: GameRules, state: GameState, rng: RngState): CheckedAction | null
}
