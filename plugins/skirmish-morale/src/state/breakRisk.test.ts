import { describe, expect, it } from 'vitest'
import { moraleGame, type MoraleTestUnit } from '../testing/moraleFixtures'
import { STAYING_FLIGHT_COST } from './breakRisk'

/** An enemy in the north-west corner. */
const FAR_ENEMY: MoraleTestUnit = { id: 'b9', side: 'b', type: 'duo', hex: '0,0' }

/** The core's `breakRisk` of `id` in a 12×12 game at 2 paces a hex with these units. */
function riskOf(units: MoraleTestUnit[], id: string): number | undefined {
  const t = moraleGame({ units: [...units, FAR_ENEMY] })
  return t.game.rules.hooks.breakRisk.call({ state: t.state, rules: t.game.rules, unit: t.unit(id) })
}

describe('skirmish-morale/breakRisk (the AI estimate of a beaten unit breaking)', () => {
  it('SK-MORALE-19/SK-MORALE-3 a Cd 8 unit next to the edge fails the 1d10 on 8 to 10 (0.3) and any flight takes it off the field', () => {
    // '6,1' is one hex from the top row: M 4 + 1d10 paces always cover 2 paces.
    expect(riskOf([{ id: 'a1', type: 'veterans', hex: '6,1' }], 'a1')).toBeCloseTo(0.3, 12)
  })

  it('SK-MORALE-1 far from the edge the flight leaves the field only with a high die; the rest of the flights cost a share', () => {
    // '6,6' is 5 hexes (10 paces) from the nearest edge: M 4 + 1d10 ≥ 10 on 6 to 10 (0.5).
    expect(riskOf([{ id: 'a1', type: 'veterans', hex: '6,6' }], 'a1')).toBeCloseTo(0.3 * (0.5 + STAYING_FLIGHT_COST * 0.5), 12)
  })

  it("SK-MORALE-20 a unit within 12 paces of its general breaks on the general's Cd", () => {
    // Levy Cd 6 (fails on 6 to 10: 0.5); the general Cd 9 at a gap of 2 paces: 0.2.
    expect(riskOf([{ id: 'a1', type: 'levy', hex: '6,1' }], 'a1')).toBeCloseTo(0.5, 12)
    expect(riskOf([{ id: 'a1', type: 'levy', hex: '6,1' }, { id: 'g', type: 'general', hex: '6,3' }], 'a1')).toBeCloseTo(0.2, 12)
  })

  it('SK-MORALE-21 within 12 paces of the great banner a failure needs two failed rolls', () => {
    expect(riskOf([{ id: 'a1', type: 'veterans', hex: '6,1' }, { id: 'gb', type: 'banner', hex: '6,3' }], 'a1')).toBeCloseTo(0.09, 12)
  })

  it('SK-MORALE-22 undead never break: no risk is given', () => {
    expect(riskOf([{ id: 'a1', type: 'skeletons', hex: '6,1' }], 'a1')).toBeUndefined()
  })
})
