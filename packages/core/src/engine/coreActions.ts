import type { ActionDefinition } from './ActionDefinition'
import { attackAction } from './attackAction'
import { concedeAction } from './concedeAction'
import { endPhaseAction } from './endPhaseAction'
import { moveAction } from './moveAction'

/** The action types every game has: `move`, `attack`, `end-phase` and `concede`. */
export const coreActions: readonly ActionDefinition<any>[] = [moveAction, attackAction, endPhaseAction, concedeAction]
