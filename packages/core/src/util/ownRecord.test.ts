import { describe, expect, it } from 'vitest'
import { ownRecord } from './ownRecord'

describe('core/util/ownRecord', () => {
  it('never answers an id from Object.prototype, and later parts win', () => {
    const t = ownRecord<number>({ a: 1, b: 2 }, { b: 3 }, undefined)
    expect(t['a']).toBe(1)
    expect(t['b']).toBe(3)
    expect(t['constructor']).toBeUndefined()
    expect(t['toString']).toBeUndefined()
    expect(t['__proto__']).toBeUndefined()
    expect(ownRecord<number>({ constructor: 7 })['constructor']).toBe(7)
    expect(Object.keys(t)).toEqual(['a', 'b'])
  })
})
