import { afterEach, describe, expect, it, vi } from 'vitest'
import { captureLogger } from '../testing/captureLogger'
import { ClockSweeper, type ClockedGame } from './ClockSweeper'

const H = 3_600_000
const start = new Date('2026-12-01T08:00:00.000Z')
const after = (ms: number) => new Date(start.getTime() + ms)

interface Game extends ClockedGame {
  remindersSent: number[]
}

/** The server's side, in memory: games, and the reminders and timeouts it was asked for. */
function server(games: Game[]) {
  const calls: string[] = []
  const asked: Date[] = []
  const sweeper = new ClockSweeper<Game>({
    async running(now) {
      asked.push(now)
      return games
    },
    async onReminder(game, hours, due) {
      if (game.gameId === 'broken') throw new Error('database is locked')
      calls.push(`remind ${game.gameId} ${hours} [${due.join(',')}]`)
      game.remindersSent.push(...due)
    },
    async onTimeout(game) {
      calls.push(`timeout ${game.gameId} ${game.clock.onTimeout}`)
    },
    logger,
  })
  return { sweeper, calls, asked }
}

const logger = captureLogger()
const game = (gameId: string, hours: number, onTimeout: Game['clock']['onTimeout'] = 'end-phase'): Game => ({
  gameId,
  side: 'red',
  clock: { hours, remindBefore: [24, 2], onTimeout },
  turnStartedAt: start,
  remindersSent: [],
})

describe('server/notify ClockSweeper', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reminds each player once per reminder and times out a half-turn at its deadline', async () => {
    const { sweeper, calls } = server([game('a', 48), game('b', 72, 'concede')])
    expect(await sweeper.sweepOnce(after(1 * H))).toEqual({ reminders: 0, timeouts: 0, failed: 0 })
    expect(await sweeper.sweepOnce(after(24 * H))).toEqual({ reminders: 1, timeouts: 0, failed: 0 })
    expect(await sweeper.sweepOnce(after(25 * H))).toEqual({ reminders: 0, timeouts: 0, failed: 0 })
    expect(await sweeper.sweepOnce(after(48 * H))).toEqual({ reminders: 1, timeouts: 1, failed: 0 })
    expect(calls).toEqual(['remind a 24 [24]', 'timeout a end-phase', 'remind b 24 [24]'])
  })

  it('sends one reminder, the most urgent, for all those missed while the server was away', async () => {
    const { sweeper, calls } = server([game('a', 48)])
    await sweeper.sweepOnce(after(47 * H))
    await sweeper.sweepOnce(after(47.5 * H))
    expect(calls).toEqual(['remind a 2 [24,2]'])
  })

  it('goes on with the other games when one callback fails, and logs it', async () => {
    const { sweeper, calls } = server([game('broken', 48), game('a', 48)])
    expect(await sweeper.sweepOnce(after(30 * H))).toEqual({ reminders: 1, timeouts: 0, failed: 1 })
    expect(calls).toEqual(['remind a 24 [24]'])
    expect(logger.lines.some((line) => line.includes('"gameId":"broken"') && line.includes('database is locked'))).toBe(true)
  })

  it('sweeps on its interval from start until stop, with the time of each sweep', async () => {
    vi.useFakeTimers({ now: after(24 * H) })
    const { sweeper, calls, asked } = server([game('a', 48)])
    sweeper.start(60_000)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toEqual(['remind a 24 [24]'])
    expect(asked).toEqual([after(24 * H + 60_000)])
    await sweeper.stop()
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(asked).toHaveLength(1)
  })
})
