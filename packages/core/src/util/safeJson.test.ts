import { describe, expect, it } from 'vitest'
import { findUnsafeKeys } from './safeJson'

describe('core/util/findUnsafeKeys', () => {
  it('finds prototype keys anywhere, with their path', () => {
    const v = JSON.parse('{"a": [{"__proto__": 1}], "b": {"constructor": {}, "ok": {"prototype": 2}}}')
    expect(findUnsafeKeys(v)).toEqual([
      { code: 'json/forbidden-key', path: 'a[0].__proto__', message: 'forbidden key "__proto__"' },
      { code: 'json/forbidden-key', path: 'b.constructor', message: 'forbidden key "constructor"' },
      { code: 'json/forbidden-key', path: 'b.ok.prototype', message: 'forbidden key "prototype"' },
    ])
    expect(findUnsafeKeys({ a: [1, 'x', null, { b: true }] })).toEqual([])
  })

  it('finds numbers JSON cannot hold, and documents nested too deeply', () => {
    expect(findUnsafeKeys({ a: [1, Number.NaN], b: Infinity }).map((i) => [i.code, i.path])).toEqual([
      ['json/not-finite', 'a[1]'],
      ['json/not-finite', 'b'],
    ])
    let deep: unknown = 1
    for (let i = 0; i < 70; i++) deep = [deep]
    expect(findUnsafeKeys(deep)).toEqual([expect.objectContaining({ code: 'json/too-deep' })])
  })
})
