import { describe, expect, it } from 'vitest'
import { createGameRequestSchema } from './createGame'
import { parseSeatLink, seatLink } from './seatLink'
import { submitActionRequestSchema } from './submitAction'

const ok = { seq: 3, key: 'k-12345678', action: { type: 'move', side: 'french', unit: 'f-1', to: '3,4' } }

describe('submitActionRequestSchema', () => {
  it('accepts a plain action', () => {
    expect(submitActionRequestSchema.safeParse(ok).success).toBe(true)
  })
  it('refuses a client-supplied dice field, naming action.dice', () => {
    const r = submitActionRequestSchema.safeParse({ ...ok, action: { ...ok.action, dice: [6, 6] } })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain('action.dice')
  })
  it('refuses prototype keys, deep nesting and long strings', () => {
    const deep: Record<string, unknown> = {}
    let at = deep
    for (let i = 0; i < 12; i++) at = (at.x = {}) as Record<string, unknown>
    expect(submitActionRequestSchema.safeParse({ ...ok, action: { ...ok.action, deep } }).success).toBe(false)
    expect(submitActionRequestSchema.safeParse({ ...ok, action: { ...ok.action, to: 'x'.repeat(500) } }).success).toBe(false)
    expect(submitActionRequestSchema.safeParse({ ...ok, action: JSON.parse('{"type":"move","side":"a","__proto__":{"x":1}}') }).success).toBe(false)
  })
  it('refuses unknown top-level fields and a bad idempotency key', () => {
    expect(submitActionRequestSchema.safeParse({ ...ok, extra: 1 }).success).toBe(false)
    expect(submitActionRequestSchema.safeParse({ ...ok, key: 'short' }).success).toBe(false)
  })
})

describe('createGameRequestSchema', () => {
  it('takes seats and a clock, and has no seed field', () => {
    const r = createGameRequestSchema.safeParse({ scenarioId: 'teaching-ford', seats: [{ side: 'french', kind: 'human' }, { side: 'routiers', kind: 'computer' }], clock: { hours: 48, remindBefore: [24], onTimeout: 'computer' } })
    expect(r.success).toBe(true)
    expect(createGameRequestSchema.safeParse({ scenarioId: 'teaching-ford', seed: 4, seats: [{ side: 'french', kind: 'human' }] }).success).toBe(false)
  })
})

describe('seatLink', () => {
  it('puts the token in the fragment and reads it back', () => {
    const link = seatLink('https://hexes.example/', 'g1', 'tok_en-1')
    expect(new URL(link).search).toBe('?game=g1')
    expect(new URL(link).hash).toBe('#seat=tok_en-1')
    expect(parseSeatLink(link)).toEqual({ gameId: 'g1', token: 'tok_en-1' })
    expect(parseSeatLink('https://hexes.example/?game=g1')).toBeNull()
  })
})
