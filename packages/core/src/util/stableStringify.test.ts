import { describe, expect, it } from 'vitest'
import { hashString } from './hashString'
import { stableStringify } from './stableStringify'

describe('core/util/stableStringify and hashString', () => {
  it('sorts object keys at every depth, keeps array order, drops undefined members', () => {
    expect(stableStringify({ b: 1, a: { d: [3, 1], c: 'x' }, z: undefined })).toBe('{"a":{"c":"x","d":[3,1]},"b":1}')
    expect(stableStringify([undefined, null, 'a'])).toBe('[null,null,"a"]')
    expect(stableStringify(undefined)).toBe('null')
    expect(stableStringify({ b: 1, a: 2 })).toBe(stableStringify({ a: 2, b: 1 }))
  })

  it('hashes to 16 hex digits, equal for equal text, different for different text', () => {
    const h = hashString('hexes')
    expect(h).toMatch(/^[0-9a-f]{16}$/)
    expect(hashString('hexes')).toBe(h)
    expect(hashString('hexet')).not.toBe(h)
    expect(hashString('')).toMatch(/^[0-9a-f]{16}$/)
    // Pinned: save files store these hashes, so the function must never change.
    expect(h).toBe('35364f8a2cc2a8d4')
    expect(hashString(stableStringify({ a: 1 }))).toBe('6e7064fc596d54ba')
  })
})
