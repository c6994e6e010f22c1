import type { TurnClock } from '@hexes/protocol'

const HOUR_MS = 3_600_000

/** Where a half-turn stands against its clock. */
export interface ClockStatus {
  /** When the half-turn runs out: its start plus `clock.hours`. */
  deadline: Date
  /**
   * Reminders whose time has come and that were not sent, most distant first (`[24, 2]` when
   * the server was away for both); empty once timed out.
   */
  dueReminders: number[]
  /** True from the deadline on. */
  timedOut: boolean
}

/**
 * Where a side's half-turn, started at `turnStartedAt`, stands at `now` under `clock`: its
 * deadline, the reminders due (`remindBefore` hours before the deadline, less those in
 * `remindersSent`) and whether it timed out. Pure: the caller gives the time.
 *
 * @example clockStatus({ hours: 48, remindBefore: [24, 2], onTimeout: 'end-phase' }, start, new Date(start.getTime() + 30 * 3_600_000), [])
 *   // { deadline: start + 48 h, dueReminders: [24], timedOut: false }
 */
export function clockStatus(clock: TurnClock, turnStartedAt: Date, now: Date, remindersSent: readonly number[]): ClockStatus {
  const deadline = new Date(turnStartedAt.getTime() + clock.hours * HOUR_MS)
  const left = deadline.getTime() - now.getTime()
  const timedOut = left <= 0
  const dueReminders = timedOut ? [] : clock.remindBefore.filter((hours) => !remindersSent.includes(hours) && left <= hours * HOUR_MS).sort((a, b) => b - a)
  return { deadline, dueReminders, timedOut }
}
