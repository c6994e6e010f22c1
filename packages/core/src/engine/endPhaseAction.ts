import { z } from 'zod'
import type { ActionDefinition } from './ActionDefinition'
import { advancePhase } from './phaseFlow'

/** `{ type: 'end-phase', side }`: the active side is done with the current phase. */
export const endPhaseSchema = z.strictObject({ type: z.literal('end-phase'), side: z.string() })

/** An end-phase action. */
export type EndPhaseAction = z.infer<typeof endPhaseSchema>

/** The core `end-phase` action: moves to the next player phase (automatic phases run on the way). */
export const endPhaseAction: ActionDefinition<EndPhaseAction> = {
  type: 'end-phase',
  schema: endPhaseSchema,
  validate: () => undefined,
  apply(ctx) {
    advancePhase(ctx)
  },
  enumerate: ({ side }) => [{ type: 'end-phase', side }],
}
