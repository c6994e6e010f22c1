import { afterEach, describe, expect, it, vi } from 'vitest'
import { readStored, writeStored } from './storage'

describe('web/lib/storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })
  it('reads back what it wrote, and null for a key never written', () => {
    expect(writeStored('hexes.test', 'x')).toBe(true)
    expect(readStored('hexes.test')).toBe('x')
    expect(readStored('hexes.none')).toBeNull()
  })
  it('a storage that throws (disabled, full) reads as empty and drops the write', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => { throw new Error('SecurityError') },
      setItem: () => { throw new Error('QuotaExceededError') },
    })
    expect(readStored('hexes.test')).toBeNull()
    expect(writeStored('hexes.test', 'x')).toBe(false)
  })
})
