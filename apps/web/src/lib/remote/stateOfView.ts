import type { GameState, PlayerView } from '@hexes/core'
import { RemoteError } from './RemoteError'

/**
 * A seat's view as a state the engine can answer questions about (legal actions, movement
 * options, odds, checks): the view's fields, and a dice generator that refuses to be read. The
 * browser never has the dice of a remote game, so any attempt of the local engine to roll (to
 * apply an action) throws `remote/no-dice` instead of inventing dice; the generator is not
 * enumerable, so copying or serialising the state never touches it.
 */
export function stateOfView(view: PlayerView): GameState {
  const { viewer: _viewer, ...rest } = view
  const state = { ...rest } as GameState
  Object.defineProperty(state, 'rng', {
    enumerable: false,
    get() {
      throw new RemoteError('remote/no-dice', 'A remote game\'s dice are on the server: the browser never rolls them')
    },
  })
  return state
}
