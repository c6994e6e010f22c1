import { describe, expect, it } from 'vitest'
import { DEFAULT_WEAPONS } from '../config/skConfig'
import { fighter, testConfig, UNITS } from './combat.fixture'
import { planAttack } from './planAttack'
import { rangeBand, weaponBands } from './rangeBand'

const bands = (gaps: number[], weapon: keyof typeof DEFAULT_WEAPONS) => gaps.map((g) => rangeBand(g, DEFAULT_WEAPONS[weapon]))

describe('skirmish/combat/range band', () => {
  it('SK-MISSILE-1: short bow, short up to 8 paces, long up to 16', () => {
    expect(bands([0, 8, 10, 16, 18], 'shortBow')).toEqual(['short', 'short', 'long', 'long', null])
  })

  it('SK-MISSILE-2: medium bow, 12 / 24 paces', () => {
    expect(bands([12, 14, 24, 26], 'mediumBow')).toEqual(['short', 'long', 'long', null])
  })

  it('SK-MISSILE-3: long bow, 15 / 30 paces (fractional gaps compare exactly)', () => {
    expect(bands([14, 15, 15.5, 30, 32], 'longBow')).toEqual(['short', 'short', 'long', 'long', null])
  })

  it('SK-MISSILE-4: crossbow, the long bow\'s bands, 15 / 30 paces', () => {
    expect(DEFAULT_WEAPONS.crossbow).toMatchObject({ short: 15, long: 30 })
    expect(bands([15, 16, 30, 31], 'crossbow')).toEqual(['short', 'long', 'long', null])
  })

  it('SK-MISSILE-5: thrown weapons, 8 / 8: full potential up to 8 paces and no long band', () => {
    expect(bands([6, 8, 10], 'thrown')).toEqual(['short', 'short', null])
  })

  it('SK-MISSILE-6: no shot beyond long range; the bands come from the type, the scenario\'s table, then the defaults', () => {
    const config = testConfig()
    expect(weaponBands(UNITS.archers, config)).toEqual({ short: 15, long: 30 })
    expect(rangeBand(32, weaponBands(UNITS.archers, config)!)).toBeNull()
    expect(weaponBands(UNITS.spearmen, config)).toBeNull()
    const table = testConfig({ weapons: { longBow: { short: 10, long: 20 } } })
    expect(weaponBands(UNITS.archers, table)).toEqual({ short: 10, long: 20 })
    expect(weaponBands({ ...UNITS.archers, missile: { weapon: 'longBow', long: 36 } }, table)).toEqual({ short: 10, long: 36 })
    // The band feeds the plan: long halves the dice (SK-MISSILE-7).
    const band = rangeBand(20, weaponBands(UNITS.archers, config)!)!
    expect(planAttack({ kind: 'missile', attacker: fighter(UNITS.archers), target: fighter(UNITS.spearmen), range: band }, config).dice).toBe(5)
  })
})
