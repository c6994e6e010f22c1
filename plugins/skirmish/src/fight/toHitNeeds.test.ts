import { describe, expect, it } from 'vitest'
import { toHitNeeds } from './toHitNeeds'

const needs = (toHit: number, defence: number, automaticHits = false) => toHitNeeds({ toHit, defence, automaticHits })

describe('skirmish/toHitNeeds', () => {
  it('SK-COMBAT-3: a die hits when its face plus the bonus beats the defence strictly', () => {
    expect(needs(0, 4)).toBe(5)
    expect(needs(1, 4)).toBe(4)
    expect(needs(-1, 3)).toBe(5)
  })

  it('SK-COMBAT-4 SK-COMBAT-20: a natural 1 never hits, whatever the bonus: at best 2+', () => {
    expect(needs(5, 2)).toBe(2)
    expect(needs(1, 1)).toBe(2)
  })

  it('SK-COMBAT-5 SK-COMBAT-20: a natural 6 always hits, whatever the malus: at worst 6+', () => {
    expect(needs(-3, 8)).toBe(6)
    expect(needs(0, 5)).toBe(6)
  })

  it('R-05: automatic hits roll no to-hit die', () => {
    expect(needs(0, 4, true)).toBeNull()
  })
})
