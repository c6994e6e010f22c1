import { z } from 'zod'
import { reject } from '../errors/Rejection'
import { CORE_RULES } from '../rules/CORE_RULES'
import type { ActionDefinition } from './ActionDefinition'
import { endGame } from './phaseFlow'

/** `{ type: 'concede', side }`: the side gives up the game (`core/concede`). */
export const concedeSchema = z.strictObject({ type: z.literal('concede'), side: z.string() })

/** A concede action. */
export type ConcedeAction = z.infer<typeof concedeSchema>

/** The condition id of a result by concession (`GameResult.condition`; its text is `victory/conceded`). */
export const CONCEDED = 'conceded'

/**
 * The core `concede` action (`core/concede`): a side resigns, and the other side wins at once. It
 * is legal at any moment of play, from either side, whoever is acting and whatever decision is
 * pending (a remote player may resign at any time, a turn clock may concede for a side that let its
 * time run out), but never once the game is over. Only for games of two sides
 * (`concede/not-two-sides` otherwise: the engine keeps no record of a side out of a game).
 *
 * It has no `enumerate`: `legalActions` never lists it, so bots and random playouts never concede.
 * Ending the game, it cannot be undone.
 */
export const concedeAction: ActionDefinition<ConcedeAction> = {
  type: 'concede',
  schema: concedeSchema,
  anytime: true,
  validate({ state, rules }) {
    if (state.sides.length !== 2) return reject('concede/not-two-sides', rules.cite(CORE_RULES.concede), `Conceding ends a game of two sides; this one has ${state.sides.length}`, { count: state.sides.length })
    return undefined
  },
  apply(ctx) {
    const { draft, rules, action } = ctx
    const winner = draft.sides.find((s) => s.id !== action.side)!
    endGame(ctx, { winner: winner.id, condition: CONCEDED, ruleId: rules.cite(CORE_RULES.concede), message: 'The opponent concedes' })
  },
}
