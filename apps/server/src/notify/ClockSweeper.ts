import { clockStatus } from './clockStatus'
import { IntervalRunner } from './IntervalRunner'
import { scrubSecrets, silentLogger, type NotifyLogger } from './NotifyLogger'
import type { TurnClock } from '@hexes/protocol'

/** What the sweeper needs to know of a running game under a clock (the server adds its own fields). */
export interface ClockedGame {
  gameId: string
  /** The side whose half-turn it is. */
  side: string
  clock: TurnClock
  /** When that half-turn started. */
  turnStartedAt: Date
  /** The reminders (hours before the deadline) already sent for this half-turn. */
  remindersSent: readonly number[]
}

/** The server's side of a {@link ClockSweeper}. */
export interface ClockSweeperHooks<G extends ClockedGame> {
  /** The running games that have a clock (rows read at `now`). */
  running(now: Date): Promise<readonly G[]>
  /**
   * A reminder is due: tell the player and record `due` (every reminder whose time has come,
   * `hours` being the nearest to the deadline) as sent, with a conditional update so that
   * another server process sweeping at the same time does not send it again.
   */
  onReminder(game: G, hours: number, due: readonly number[]): Promise<void>
  /**
   * The half-turn ran out: apply `game.clock.onTimeout` once (conditionally on the half-turn
   * being the same): `computer`, the server's computer player plays the rest of the side's
   * half-turn; `end-phase`, the side's remaining phases are ended as they stand; `concede`, the
   * side concedes (core action `{ type: 'concede', side }`).
   */
  onTimeout(game: G): Promise<void>
  logger?: NotifyLogger
}

/** What one sweep did. */
export interface SweepResult {
  reminders: number
  timeouts: number
  failed: number
}

/**
 * Watches the turn clocks of running games: every interval it asks the server for the clocked
 * games, works out each one's {@link clockStatus} and calls `onTimeout` for a half-turn that ran
 * out, or `onReminder` once (for the most urgent) when reminders are due. A failing callback is
 * logged and does not stop the others; it is tried again at the next sweep.
 *
 * @example
 * const sweeper = new ClockSweeper({ running: loadClockedGames, onReminder: remind, onTimeout: applyTimeout, logger: app.log })
 * sweeper.start(60_000)
 */
export class ClockSweeper<G extends ClockedGame> {
  private readonly hooks: ClockSweeperHooks<G>
  private readonly logger: NotifyLogger
  private readonly runner: IntervalRunner

  constructor(hooks: ClockSweeperHooks<G>) {
    this.hooks = hooks
    this.logger = hooks.logger ?? silentLogger
    this.runner = new IntervalRunner(
      () => this.sweepOnce(new Date()),
      (error) => this.logger.error({}, `clock: sweep failed: ${error instanceof Error ? error.message : String(error)}`),
    )
  }

  /** Checks every clocked game at `now`. */
  async sweepOnce(now: Date): Promise<SweepResult> {
    const result: SweepResult = { reminders: 0, timeouts: 0, failed: 0 }
    for (const game of await this.hooks.running(now)) {
      const status = clockStatus(game.clock, game.turnStartedAt, now, game.remindersSent)
      try {
        if (status.timedOut) {
          await this.hooks.onTimeout(game)
          result.timeouts++
          this.logger.info({ gameId: game.gameId, side: game.side, onTimeout: game.clock.onTimeout }, 'clock: half-turn timed out')
        } else if (status.dueReminders.length > 0) {
          const hours = status.dueReminders[status.dueReminders.length - 1]
          await this.hooks.onReminder(game, hours, status.dueReminders)
          result.reminders++
          this.logger.info({ gameId: game.gameId, side: game.side, hours }, 'clock: reminder due')
        }
      } catch (error) {
        result.failed++
        const message = error instanceof Error ? error.message : String(error)
        this.logger.error({ gameId: game.gameId, side: game.side }, `clock: ${status.timedOut ? 'timeout' : 'reminder'} failed: ${scrubSecrets(message, [])}`)
      }
    }
    return result
  }

  /** Sweeps every `intervalMs` (sweeps never overlap) until {@link stop}. */
  start(intervalMs: number): void {
    this.runner.start(intervalMs)
  }

  /** Stops the timer and waits for the sweep going on, if any. */
  stop(): Promise<void> {
    return this.runner.stop()
  }
}
