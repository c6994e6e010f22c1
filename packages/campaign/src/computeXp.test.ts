import { describe, expect, it } from 'vitest'
import { advanceThreshold, advancesCrossed, computeXp } from './computeXp'
import { config, unitOutcome } from './testFixtures'

const total = (r: { amount: number }[]) => r.reduce((s, x) => s + x.amount, 0)

describe('campaign/computeXp', () => {
  it('CAMP-XP-1 a unit gone in turn 2 gains 0 XP; one still there at the end of turn 3 gains XP', () => {
    expect(computeXp(unitOutcome('u', { turnsPresent: 2, survived: false, hero: true, charactersPutOutOfAction: 2 }), true, true, config())).toEqual([])
    expect(total(computeXp(unitOutcome('u', { turnsPresent: 3 }), true, false, config()))).toBe(1)
  })

  it('CAMP-XP-1 / GAP-CAMP-11 a unit that was not bought gains no XP', () => {
    expect(computeXp(unitOutcome('u'), false, true, config())).toEqual([])
  })

  it('GAP-CAMP-12 the 3 turns are configuration (camp.xp.minTurns)', () => {
    expect(computeXp(unitOutcome('u', { turnsPresent: 3 }), true, false, config({ xp: { minTurns: 4 } }))).toEqual([])
  })

  it('GAP-CAMP-01 +1 surviving, +1 per enemy character put out of action (heroes only), +1 to the general of the winning army', () => {
    expect(total(computeXp(unitOutcome('h', { hero: true, charactersPutOutOfAction: 2 }), true, false, config()))).toBe(3)
    expect(total(computeXp(unitOutcome('m', { charactersPutOutOfAction: 2 }), true, false, config()))).toBe(1)
    expect(total(computeXp(unitOutcome('g', { general: true }), true, true, config()))).toBe(2)
    expect(total(computeXp(unitOutcome('g', { general: true }), true, false, config()))).toBe(1)
    expect(total(computeXp(unitOutcome('f', { survived: false }), true, true, config()))).toBe(0)
  })

  it('GAP-CAMP-01 advances at 2, 4, 6, 8, 11, 14, 17, 20, then every 4', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => advanceThreshold(n, config()))).toEqual([2, 4, 6, 8, 11, 14, 17, 20, 24, 28])
    expect(advancesCrossed(1, 3, config())).toEqual([2])
    expect(advancesCrossed(2, 3, config())).toEqual([])
    expect(advancesCrossed(19, 25, config())).toEqual([20, 24])
    expect(advancesCrossed(0, 5, config({ xp: { advances: [1, 3], advanceEvery: 2 } }))).toEqual([1, 3, 5])
  })
})
