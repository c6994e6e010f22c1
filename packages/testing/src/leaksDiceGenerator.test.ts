import { seedRng } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { leaksDiceGenerator } from './leaksDiceGenerator'

describe('testing/leaksDiceGenerator', () => {
  it('sees an rng key and an sfc32 state word, not a clean document', () => {
    const rng = seedRng('leak')
    expect(leaksDiceGenerator({ units: [] }, rng)).toBe(false)
    expect(leaksDiceGenerator({ rng }, rng)).toBe(true)
    const big = rng.algo === 'sfc32' ? rng.s.find((w) => w >= 100_000)! : 0
    expect(leaksDiceGenerator({ x: big }, rng)).toBe(true)
  })

  it('sees an hmac-sha256 key, whole or a quarter of it, in any case', () => {
    const key = '0123456789abcdef'.repeat(2) + 'fedcba9876543210'.repeat(2)
    const rng = seedRng(key, 'hmac-sha256')
    expect(leaksDiceGenerator({ hash: 'ffee00112233aabb', n: 0 }, rng)).toBe(false)
    expect(leaksDiceGenerator({ seed: key }, rng)).toBe(true)
    expect(leaksDiceGenerator({ note: `x${key.slice(48).toUpperCase()}y` }, rng)).toBe(true)
  })
})
