import { z } from 'zod'

/** Longest half-turn a clock allows (hours): 30 days. */
export const MAX_CLOCK_HOURS = 720

/** Most reminders per half-turn. */
export const MAX_REMINDERS = 5

/**
 * What happens when a side's half-turn runs out of time:
 * - `computer`: the server's computer player plays the rest of that side's half-turn;
 * - `end-phase`: the side's remaining phases of the half-turn are ended as they stand (no more
 *   moves or attacks), and the game goes on to the other side;
 * - `concede`: the side concedes the game (core action `{ type: 'concede', side }`).
 */
export const TIMEOUT_OUTCOMES = ['computer', 'end-phase', 'concede'] as const

/**
 * A game's turn clock, chosen at creation: `hours` for each side's half-turn (1 to 720),
 * reminders `remindBefore` hours before the deadline (e.g. `[24, 2]`, each under `hours`, no
 * repeats), and what happens at the deadline (`onTimeout`, see {@link TIMEOUT_OUTCOMES}).
 */
export const turnClockSchema = z
  .strictObject({
    hours: z.number().min(1).max(MAX_CLOCK_HOURS),
    remindBefore: z.array(z.number().positive().max(MAX_CLOCK_HOURS)).max(MAX_REMINDERS),
    onTimeout: z.enum(TIMEOUT_OUTCOMES),
  })
  .superRefine((clock, ctx) => {
    clock.remindBefore.forEach((hours, index) => {
      if (hours >= clock.hours) ctx.addIssue({ code: 'custom', path: ['remindBefore', index], message: `a reminder must come after the half-turn starts: under ${clock.hours} hours` })
      if (clock.remindBefore.indexOf(hours) !== index) ctx.addIssue({ code: 'custom', path: ['remindBefore', index], message: `${hours} hours is already a reminder` })
    })
  })

/** A game's turn clock. */
export type TurnClock = z.infer<typeof turnClockSchema>

/** A timeout outcome. */
export type TimeoutOutcome = TurnClock['onTimeout']
