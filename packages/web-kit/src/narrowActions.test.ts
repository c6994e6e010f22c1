import type { BaseAction } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import type { ActionDescriptor } from './ActionDescriptor'
import { narrowActions, pickable } from './narrowActions'

const signal: ActionDescriptor = { type: 'drill/signal', picks: [{ field: 'unit', kind: 'unit' }, { field: 'hex', kind: 'hex' }] }
const a = (unit: string, hex: string): BaseAction => ({ type: 'drill/signal', side: 'blue', unit, hex }) as BaseAction
const legal: BaseAction[] = [a('u1', '1,1'), a('u1', '1,2'), a('u2', '1,2'), { type: 'end-phase', side: 'blue' }]

describe('web-kit narrowActions', () => {
  it('offers the values of the first field that legal actions of the type have', () => {
    const p = narrowActions(signal, legal, {})
    expect(p.next).toEqual({ field: 'unit', kind: 'unit' })
    expect(p.candidates).toEqual(['u1', 'u2'])
    expect(p.remaining).toHaveLength(3)
    expect(p.action).toBeNull()
  })
  it('narrows by each pick, and gives the one action left', () => {
    expect(narrowActions(signal, legal, { unit: 'u1' }).candidates).toEqual(['1,1', '1,2'])
    expect(narrowActions(signal, legal, { unit: 'u1', hex: '1,2' }).action).toEqual(a('u1', '1,2'))
  })
  it('offers nothing a legal action does not have', () => {
    const p = narrowActions(signal, legal, { unit: 'u2', hex: '1,1' })
    expect(p.remaining).toEqual([])
    expect(p.action).toBeNull()
    expect(narrowActions(signal, legal, { unit: 'u3' }).candidates).toEqual([])
  })
  it('leaves out an action of the type that lacks a picked field (the generic list offers it)', () => {
    const atPost = { type: 'drill/signal', side: 'blue', unit: 'u1', post: 'mill' } as BaseAction
    expect(pickable(signal, atPost)).toBe(false)
    expect(pickable(signal, a('u1', '1,1'))).toBe(true)
    expect(pickable(signal, { type: 'end-phase', side: 'blue' })).toBe(false)
    const p = narrowActions(signal, [...legal, atPost], { unit: 'u1' })
    expect(p.remaining).toEqual([a('u1', '1,1'), a('u1', '1,2')])
  })
})
