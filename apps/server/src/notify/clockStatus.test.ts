import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { clockStatus } from './clockStatus'
import { turnClockSchema, type TurnClock } from './turnClockSchema'

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

describe('server/notify turnClockSchema', () => {
  const problems = (value: unknown) => {
    const parsed = turnClockSchema.safeParse(value)
    return parsed.success ? '' : z.prettifyError(parsed.error)
  }

  it('accepts a clock and every timeout outcome', () => {
    for (const onTimeout of ['computer', 'end-phase', 'concede']) expect(problems({ ...clock, onTimeout })).toBe('')
    expect(problems({ hours: 720, remindBefore: [], onTimeout: 'concede' })).toBe('')
  })

  it('refuses out-of-range hours, unknown outcomes and extra fields, naming the field', () => {
    expect(problems({ ...clock, hours: 0 })).toContain('at hours')
    expect(problems({ ...clock, hours: 721 })).toContain('at hours')
    expect(problems({ ...clock, onTimeout: 'forfeit' })).toContain('at onTimeout')
    expect(problems({ ...clock, speed: 2 })).toContain('speed')
  })

  it('refuses a reminder at or before the start of the half-turn, and a repeated one', () => {
    expect(problems({ ...clock, remindBefore: [24, 48] })).toContain('at remindBefore[1]')
    expect(problems({ ...clock, remindBefore: [2, 2] })).toContain('at remindBefore[1]')
    expect(problems({ ...clock, remindBefore: [0] })).toContain('at remindBefore[0]')
    expect(problems({ ...clock, remindBefore: [1, 2, 3, 4, 5, 6] })).toContain('at remindBefore')
  })
})
