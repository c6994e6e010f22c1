import type { GameState, SideId } from '../model/GameState'
import { cloneJson } from '../util/cloneJson'
import type { GameRules } from './GameRules'

/**
 * What one side (or a spectator) may see of a game: the whole state but the dice generator —
 * no seed and no PRNG state, so the dice to come cannot be predicted from it — and whatever the
 * plugins mark hidden through the `viewFor` hook (a cannon's guessed range, hidden deployment).
 * Plain JSON, a deep copy: a server sends it to a seat, never the state itself.
 */
export type PlayerView = Omit<GameState, 'rng'> & {
  /** The side it was made for, `null` for a spectator. */
  readonly viewer: SideId | null
}

/**
 * The view of `state` for `viewer` (a side id, or `null` for a spectator): `rng` removed, then the
 * plugins' `viewFor` taps, each of which may hide more. The state is not touched.
 *
 * @example const view = viewFor(game.rules, game.state, 'normans') // send this, never game.state
 */
export function viewFor(rules: GameRules, state: GameState, viewer: SideId | null): PlayerView {
  const { rng: _rng, ...rest } = state
  const view: PlayerView = { ...(cloneJson(rest) as Omit<GameState, 'rng'>), viewer }
  const hooks = rules.hooks.viewFor
  return hooks.size > 0 ? hooks.call(view, { state, rules, viewer }) : view
}
