import { describe, expect, it } from 'vitest'
import { wilsonInterval } from './wilsonInterval'

describe('wilsonInterval', () => {
  it('gives the 95 % Wilson score interval', () => {
    const [lo, hi] = wilsonInterval(10, 20)
    expect(lo).toBeCloseTo(0.2993, 4)
    expect(hi).toBeCloseTo(0.7007, 4)
    const [lo2, hi2] = wilsonInterval(3, 20)
    expect(lo2).toBeCloseTo(0.0524, 4)
    expect(hi2).toBeCloseTo(0.3604, 4)
  })

  it('stays inside [0, 1] at the extremes, and is [0, 1] without games', () => {
    expect(wilsonInterval(0, 10)[0]).toBe(0)
    expect(wilsonInterval(0, 10)[1]).toBeCloseTo(0.2775, 4)
    expect(wilsonInterval(10, 10)[1]).toBeCloseTo(1, 12)
    expect(wilsonInterval(0, 0)).toEqual([0, 1])
  })
})
