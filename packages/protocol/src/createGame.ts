import { z } from 'zod'
import { boundedJsonObject } from './boundedJson'
import { LIMITS } from './limits'

const id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only')

/** Who holds a seat: a person (with a private link) or the server's computer player. */
export const seatRequestSchema = z.strictObject({
  side: id,
  kind: z.enum(['human', 'computer']),
  /** The computer's level (a bot name `createBot` of `@hexes/ai` accepts); computer seats only. */
  bot: z.string().min(1).max(32).optional(),
  /** A display name for the seat ("Anna"). */
  name: z.string().min(1).max(40).optional(),
})
/** One seat of {@link CreateGameRequest}. */
export type SeatRequest = z.infer<typeof seatRequestSchema>

/**
 * The turn clock of a game: each side has `hours` for its half-turn; reminders go out
 * `remindBefore` hours before the deadline (each under `hours`, no repeats); at the deadline
 * `onTimeout` happens (`computer`: the server's computer plays the half-turn; `end-phase`: the
 * side's phases are ended; `concede`: the side concedes).
 */
export const turnClockSchema = z
  .strictObject({
    hours: z.number().min(1).max(720),
    remindBefore: z.array(z.number().positive().max(720)).max(4).default([]),
    onTimeout: z.enum(['computer', 'end-phase', 'concede']),
  })
  .superRefine((clock, ctx) => {
    clock.remindBefore.forEach((hours, index) => {
      if (hours >= clock.hours) ctx.addIssue({ code: 'custom', path: ['remindBefore', index], message: `a reminder must come after the half-turn starts: under ${clock.hours} hours` })
      else if (clock.remindBefore.indexOf(hours) !== index) ctx.addIssue({ code: 'custom', path: ['remindBefore', index], message: `${hours} hours is already a reminder` })
    })
  })
/** See {@link turnClockSchema}. */
export type TurnClock = z.infer<typeof turnClockSchema>

/**
 * `POST /api/games`: a new game of a scenario the server ships. `variant` is the scenario's
 * variant picked on the start screen (its rule mix is then where the start screen began);
 * `plugins` is the rule mix as the start screen changed it (ids, options); the server accepts
 * only what the start screen could have made. No seed: the server draws a secret one.
 */
export const createGameRequestSchema = z.strictObject({
  scenarioId: id,
  variant: id.optional(),
  plugins: z.array(z.strictObject({ id, options: boundedJsonObject.optional() })).max(16).optional(),
  seats: z.array(seatRequestSchema).min(1).max(LIMITS.seats),
  clock: turnClockSchema.optional(),
  /** The language of mails and webhooks for this game. */
  locale: z.enum(['en', 'fr']).default('en'),
})
/** See {@link createGameRequestSchema}. */
export type CreateGameRequest = z.input<typeof createGameRequestSchema>

/** The answer to `POST /api/games`: the tokens are shown once and never stored in clear. */
export interface CreateGameResponse {
  ok: true
  gameId: string
  /** Public commitment to the secret seed (`commitSeed` of `@hexes/core`), published at start. */
  commitment: string
  /** One token per human seat (computer seats have none). */
  seats: { side: string; kind: 'human' | 'computer'; token?: string }[]
  spectatorToken: string
}
