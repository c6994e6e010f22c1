import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createGameRequestSchema, turnClockSchema } from './createGame'

const clock = { hours: 48, remindBefore: [24, 2], onTimeout: 'end-phase' }

describe('protocol/turnClockSchema', () => {
  const problems = (value: unknown) => {
    const parsed = turnClockSchema.safeParse(value)
    return parsed.success ? '' : z.prettifyError(parsed.error)
  }

  it('accepts a clock and every timeout outcome', () => {
    for (const onTimeout of ['computer', 'end-phase', 'concede']) expect(problems({ ...clock, onTimeout })).toBe('')
    expect(problems({ hours: 720, onTimeout: 'concede' })).toBe('')
    expect(turnClockSchema.parse({ hours: 12, onTimeout: 'computer' }).remindBefore).toEqual([])
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
    expect(problems({ ...clock, remindBefore: [1, 2, 3, 4, 5] })).toContain('at remindBefore')
  })

  it('names the bad reminder inside a create-game request', () => {
    const parsed = createGameRequestSchema.safeParse({ scenarioId: 'teaching-ford', seats: [{ side: 'red', kind: 'human' }], clock: { ...clock, remindBefore: [60] } })
    expect(parsed.success ? '' : z.prettifyError(parsed.error)).toContain('at clock.remindBefore[0]')
  })
})
