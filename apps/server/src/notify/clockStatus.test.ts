import { describe, expect, it } from 'vitest'
import { clockStatus } from './clockStatus'
import type { TurnClock } from '@hexes/protocol'

const H = 3_600_000
const start = new Date('2026-12-01T08:00:00.000Z')
const after = (ms: number) => new Date(start.getTime() + ms)
const clock: TurnClock = { hours: 48, remindBefore: [24, 2], onTimeout: 'end-phase' }

describe('server/notify clockStatus', () => {
  it('puts the deadline at the start plus the clock hours, with nothing due at first', () => {
    expect(clockStatus(clock, start, start, [])).toEqual({ deadline: after(48 * H), dueReminders: [], timedOut: false })
  })

  it('makes each reminder due from its hour before the deadline, once', () => {
    expect(clockStatus(clock, start, after(24 * H - 1), []).dueReminders).toEqual([])
    expect(clockStatus(clock, start, after(24 * H), []).dueReminders).toEqual([24])
    expect(clockStatus(clock, start, after(30 * H), [24]).dueReminders).toEqual([])
    expect(clockStatus(clock, start, after(46 * H), [24]).dueReminders).toEqual([2])
    expect(clockStatus(clock, start, after(47 * H), [24, 2]).dueReminders).toEqual([])
  })

  it('lists every reminder missed while the server was away, most distant first', () => {
    expect(clockStatus({ ...clock, remindBefore: [2, 24] }, start, after(47 * H), [])).toMatchObject({ dueReminders: [24, 2], timedOut: false })
  })

  it('times out at the deadline, with no reminder left due', () => {
    expect(clockStatus(clock, start, after(48 * H - 1), [24, 2]).timedOut).toBe(false)
    expect(clockStatus(clock, start, after(48 * H), [])).toEqual({ deadline: after(48 * H), dueReminders: [], timedOut: true })
  })

  it('reads fractional hours', () => {
    expect(clockStatus({ hours: 1.5, remindBefore: [0.25], onTimeout: 'computer' }, start, after(75 * 60_000), []).dueReminders).toEqual([0.25])
  })
})
