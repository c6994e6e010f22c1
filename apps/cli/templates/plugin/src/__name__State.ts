import { pluginState, reject, unitParam, type GameState, type Rejection, type UnitState } from '@hexes/core'
import { PLUGIN } from './ids.ts'

/**
 * What the rules keep in `state.plugins['__NAME__']`: the units that have moved or shot in this
 * phase (__RULE__-2). Game state lives in the state, never in a field of the plugin's class.
 */
export interface __Name__State {
  acted: string[]
}

/** The plugin's state in a game (or in an action's draft). */
export function __name__State(state: GameState): __Name__State {
  return pluginState<__Name__State>(state, PLUGIN)
}

/** __RULE__-2: a unit that has moved or shot in this phase may do neither again. */
export function actedRefusal(state: GameState, unit: UnitState): Rejection | undefined {
  if (!__name__State(state).acted.includes(unit.id)) return undefined
  return reject('__NAME__/already-acted', '__RULE__-2', `${unit.name ?? unit.id} has already moved or shot in this phase`, { unit: unitParam(unit.id) })
}
