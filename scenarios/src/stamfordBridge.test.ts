import { parseScenario, type Scenario } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import rawHastings from '../hastings-1066.json' with { type: 'json' }
import raw from '../stamford-bridge-1066.json' with { type: 'json' }
import { expectFrenchTranslation } from './expectFrenchTranslation'

/**
 * Stamford Bridge (`stamford-bridge-1066`), checked with the core alone; `scenarios.test.ts`
 * plays it with HEXES Med, as one of `builtinScenarios`.
 */

const scenario: Scenario = parseScenario(raw)
const hastings: Scenario = parseScenario(rawHastings)
const terrainAt = (hex: string) => scenario.map.terrain.find((t) => t.hexes.includes(hex))?.terrain ?? scenario.map.defaultTerrain

describe('scenarios/stamford-bridge-1066', () => {
  it('is a HEXES Med scenario with no scenario types of its own', () => {
    expect(scenario.plugins).toEqual([{ id: 'hexes-med', config: {} }])
  })

  it('the Derwent is crossed only at the bridge and the two fords, where the Norseman on the bridge stands', () => {
    const column = Array.from({ length: scenario.map.height }, (_, row) => terrainAt(`5,${row}`))
    expect(column.filter((t) => t !== 'river')).toEqual(['ford', 'bridge', 'ford'])
    expect(scenario.units.find((u) => u.hex === '5,5')?.id).toBe('no-ei-1')
    for (const u of scenario.units) {
      const col = Number(u.hex!.split(',')[0])
      if (u.side === 'english') expect(col, u.id).toBeLessThan(5)
    }
  })

  it('the housecarls and the Godwinsons who fight at Hastings too carry the same ids and types (the campaign of 1066)', () => {
    const shared = scenario.units.filter((u) => hastings.units.some((h) => h.id === u.id))
    expect(shared.map((u) => u.id).sort()).toEqual(['s-ei-1', 's-ei-2', 's-ei-3', 's-ei-4'])
    for (const u of shared) expect(hastings.units.find((h) => h.id === u.id)?.type, u.id).toBe(u.type)
    for (const id of ['harold', 'gyrth', 'leofwine']) {
      expect(scenario.leaders.find((l) => l.id === id)?.unit, id).toBe(hastings.leaders.find((l) => l.id === id)?.unit)
    }
  })

  it('units without their mail start reduced: the west bank, the levies and the man on the bridge', () => {
    expect(scenario.units.filter((u) => u.reduced === true).map((u) => u.id).sort()).toEqual(['no-ei-1', 'no-li-1', 'no-li-2', 'no-li-3', 'no-li-4', 'no-li-5'])
  })

  it('has a complete French translation', () => {
    expectFrenchTranslation(scenario, [])
    expect(Object.keys(scenario.translations?.fr?.leaders ?? {}).sort()).toEqual(scenario.leaders.map((l) => l.id).sort())
  })
})
