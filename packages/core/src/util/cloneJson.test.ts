import { describe, expect, it } from 'vitest'
import { cloneJson } from './cloneJson'

describe('core/util/cloneJson', () => {
  it('copies deeply and drops undefined members', () => {
    const v = { a: [1, { b: 'x' }], c: null, d: undefined, e: { f: true } }
    const c = cloneJson(v)
    expect(c).toEqual({ a: [1, { b: 'x' }], c: null, e: { f: true } })
    expect('d' in c).toBe(false)
    expect(c.a).not.toBe(v.a)
    expect(c.a[1]).not.toBe(v.a[1])
    expect(cloneJson(3)).toBe(3)
    expect(cloneJson(null)).toBeNull()
  })

  it('keeps an own "__proto__" key as data instead of changing the prototype', () => {
    const v = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}')
    const c = cloneJson(v) as Record<string, unknown>
    expect(Object.getPrototypeOf(c)).toBe(Object.prototype)
    expect(Object.keys(c)).toEqual(['__proto__', 'x'])
    expect((c as { polluted?: boolean }).polluted).toBeUndefined()
    expect(JSON.stringify(c)).toBe(JSON.stringify(v))
  })

  it('copies own keys only', () => {
    const proto = { inherited: 1 }
    const v = Object.assign(Object.create(proto), { own: 2 })
    expect(cloneJson(v)).toEqual({ own: 2 })
  })
})
