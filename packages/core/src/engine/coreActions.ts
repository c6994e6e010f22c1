import type { ActionDefinition } from './ActionDefinition'
import { attackAction } from './attackAction'
import { endPhaseAction } from './endPhaseAction'
import { moveAction } from './moveAction'

/** The action types every game has: `move`, `attack` and `end-phase`. */
export const coreActions: readonly ActionDefinition<any>[] = [moveAction, attackAction, endPhaseAction]
