import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { commitSeed } from './commitSeed'
import { codeOf } from './diceTestKit.fixture'
import type { HmacRngState } from './hmacRng'
import { isRngState, nextInt, nextUint32, seedRng, type RngState } from './rng'

const KEY = '0123456789abcdef'.repeat(4)
const OTHER = 'f0e1d2c3b4a59687'.repeat(4)

/** Draw `n` computed independently with node:crypto: word n % 8 of HMAC(key, be64(floor(n / 8))). */
function referenceDraw(key: string, n: number): number {
  const block = Buffer.alloc(8)
  block.writeBigUInt64BE(BigInt(Math.floor(n / 8)))
  const mac = createHmac('sha256', Buffer.from(key, 'hex')).update(block).digest()
  return mac.readUInt32BE((n % 8) * 4)
}

function hmacRng(key = KEY): HmacRngState {
  return seedRng(key, 'hmac-sha256') as HmacRngState
}

describe('core/dice/hmac-sha256 (GAP-X-01)', () => {
  it('starts at draw 0 with the key as given: plain JSON', () => {
    const rng = hmacRng()
    expect(rng).toEqual({ algo: 'hmac-sha256', key: KEY, n: 0 })
    expect(JSON.parse(JSON.stringify(rng))).toEqual(rng)
    expect(isRngState(rng)).toBe(true)
  })

  it('matches an independent node:crypto HMAC-SHA-256 for 100 draws (13 blocks), counting every draw', () => {
    const rng = hmacRng()
    const ours = Array.from({ length: 100 }, () => nextUint32(rng))
    expect(ours).toEqual(Array.from({ length: 100 }, (_, n) => referenceDraw(KEY, n)))
    expect(rng.n).toBe(100)
  })

  it('writes the block index as 8 big-endian bytes: draws beyond 2^35 (block ≥ 2^32) match too', () => {
    const start = 2 ** 40 + 5
    const rng: HmacRngState = { algo: 'hmac-sha256', key: OTHER, n: start }
    const ours = Array.from({ length: 6 }, () => nextUint32(rng))
    expect(ours).toEqual(Array.from({ length: 6 }, (_, i) => referenceDraw(OTHER, start + i)))
  })

  it('same key, same draws; another key, other draws; interleaving two games changes neither', () => {
    const a = hmacRng(KEY)
    const b = hmacRng(OTHER)
    const fresh = hmacRng(KEY)
    const soloA = Array.from({ length: 40 }, () => nextUint32(fresh))
    const mixedA: number[] = []
    const mixedB: number[] = []
    for (let i = 0; i < 40; i++) {
      mixedA.push(nextUint32(a))
      mixedB.push(nextUint32(b))
    }
    expect(mixedA).toEqual(soloA)
    const twin = hmacRng(KEY)
    expect(Array.from({ length: 40 }, () => nextUint32(twin))).toEqual(soloA)
    expect(mixedB).toEqual(Array.from({ length: 40 }, (_, n) => referenceDraw(OTHER, n)))
    expect(mixedB).not.toEqual(mixedA)
  })

  it('replays after a JSON round-trip in the middle of a block', () => {
    const a = hmacRng()
    for (let i = 0; i < 11; i++) nextInt(a, 6)
    const restored = JSON.parse(JSON.stringify(a)) as RngState
    expect(isRngState(restored)).toBe(true)
    for (let i = 0; i < 30; i++) expect(nextInt(restored, 6)).toBe(nextInt(a, 6))
  })

  it('is uniform: chi-square of 60,000 d6 rolls is within the 99.9% band (df = 5)', () => {
    const rng = hmacRng(OTHER)
    const counts = [0, 0, 0, 0, 0, 0]
    for (let i = 0; i < 60_000; i++) counts[nextInt(rng, 6)]!++
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0)
    // 0.21 and 20.52 are the 0.1% and 99.9% quantiles of chi-square with 5 degrees of freedom.
    expect(chi).toBeGreaterThan(0.21)
    expect(chi).toBeLessThan(20.52)
    expect(rng.n).toBe(60_000)
  })

  it('refuses a key that is not 64 lowercase hex characters, and a malformed state, with dice/invalid-argument', () => {
    for (const seed of [KEY.toUpperCase(), KEY.slice(1), KEY + '0', 'g'.repeat(64), '', 42]) {
      expect(codeOf(() => seedRng(seed, 'hmac-sha256'))).toBe('dice/invalid-argument')
    }
    expect(codeOf(() => seedRng('x', 'mt19937' as never))).toBe('dice/invalid-argument')
    for (const bad of [{ key: 'abc', n: 0 }, { key: KEY, n: -1 }, { key: KEY, n: 0.5 }]) {
      const state = { algo: 'hmac-sha256', ...bad } as RngState
      expect(isRngState(state)).toBe(false)
      expect(codeOf(() => nextUint32(state))).toBe('dice/invalid-argument')
    }
  })
})

describe('core/dice/commitSeed', () => {
  it('is the lowercase hex SHA-256 of "hexes-seed-v1:" + seed, checked with node:crypto', () => {
    for (const seed of [KEY, OTHER, 'hastings-1066', 'é']) {
      const expected = createHash('sha256').update(`hexes-seed-v1:${seed}`, 'utf8').digest('hex')
      expect(commitSeed(seed)).toBe(expected)
      expect(commitSeed(seed)).toMatch(/^[0-9a-f]{64}$/)
    }
    expect(commitSeed(KEY)).not.toBe(commitSeed(OTHER))
  })
})
