import { buildRules, parseScenario, type Scenario } from '@hexes/core'
import { gapPaces, skirmish } from '@hexes/plugin-skirmish'
import { skirmishMorale } from '@hexes/plugin-skirmish-morale'
import { describe, expect, it } from 'vitest'
import raw from '../lewes-1264.json' with { type: 'json' }
import { expectFrenchTranslation } from './expectFrenchTranslation'

/**
 * The skirmish scenario of morale and prisoners (`lewes-1264`): where its pieces stand so that
 * the morale rules fire (a general's Cd, a great banner, fear, a friend fleeing near, an edge to
 * flee to, buildings for prisoners). `lewesPlay.test.ts` plays it at random.
 */

interface SkType { figures: number; hp: number; command: number; keywords: string[] }

const scenario: Scenario = parseScenario(raw)
const config = scenario.plugins[0]!.config as { unitTypes: Record<string, SkType>; structures: { id: string; hex: string; class: string }[] }
const { grid } = buildRules(scenario, [skirmish, skirmishMorale])
const unit = (id: string) => scenario.units.find((u) => u.id === id)!
const typeOf = (id: string) => config.unitTypes[unit(id).type]!
const hpOf = (id: string) => typeOf(id).figures * typeOf(id).hp
const gap = (a: string, b: string) => gapPaces(grid, grid.indexOfRef(unit(a).hex!), grid.indexOfRef(unit(b).hex!), 2)
const withKeyword = (side: string, k: string) => scenario.units.filter((u) => u.side === side && config.unitTypes[u.type]!.keywords.includes(k)).map((u) => u.id)

describe('scenarios/lewes-1264', () => {
  it('is a skirmish scenario with the morale rules: skirmish then skirmish-morale (its defaults), its unit types in the skirmish config', () => {
    expect(scenario.plugins.map((p) => p.id)).toEqual(['skirmish', 'skirmish-morale'])
    expect(scenario.plugins[1]!.config ?? {}).toEqual({})
    const types = new Set(scenario.units.map((u) => u.type))
    expect([...types].sort()).toEqual(Object.keys(config.unitTypes).sort())
    expect(scenario.leaders).toEqual([])
    for (const u of scenario.units) expect(u.facing, u.id).toBeTypeOf('number')
  })

  it('has 6 units a side, 8 turns, and a history with its sources and what it invents', () => {
    for (const side of scenario.sides) expect(scenario.units.filter((u) => u.side === side.id), side.id).toHaveLength(6)
    expect(scenario.turns).toBe(8)
    expect(scenario.history).toMatch(/Sources:/)
    expect(scenario.history).toMatch(/What is invented\./)
    expect(scenario.designNotes?.length ?? 0).toBeGreaterThan(200)
  })

  it('SK-MORALE-20/21: each army has a general and a great banner; the Londoners (Cd 5) stand less than 12 paces from Montfort (Cd 9) and his standard', () => {
    expect(withKeyword('barons', 'general')).toEqual(['b-montfort'])
    expect(withKeyword('barons', 'greatBanner')).toEqual(['b-standard'])
    expect(withKeyword('royal', 'general')).toEqual(['r-richard', 'r-henry'])
    expect(withKeyword('royal', 'greatBanner')).toEqual(['r-dragon'])
    expect([typeOf('b-londoners').command, typeOf('b-montfort').command]).toEqual([5, 9])
    for (const id of ['b-londoners', 'b-londoners-2']) {
      expect(gap(id, 'b-montfort'), id).toBeLessThan(12)
      expect(gap(id, 'b-standard'), id).toBeLessThan(12)
    }
  })

  it('SK-MORALE-10/14/17: Edward\'s knights cause fear and have more than half the Londoners\' HP; the two London companies stand less than 4 paces apart', () => {
    expect(withKeyword('royal', 'fear')).toEqual(['r-edward'])
    expect(withKeyword('barons', 'fear')).toEqual([])
    expect(2 * hpOf('r-edward')).toBeGreaterThan(hpOf('b-londoners'))
    expect(gap('b-londoners', 'b-londoners-2')).toBeLessThan(4)
  })

  it('SK-MORALE-3: each side flees to its own edge, the barons north and the king south, three rows or less behind its line', () => {
    expect(Object.fromEntries(scenario.sides.map((s) => [s.id, s.edges]))).toEqual({ barons: ['north'], royal: ['south'] })
    for (const u of scenario.units) {
      const row = Number(u.hex!.split(',')[1])
      expect(u.side === 'barons' ? row : scenario.map.height - 1 - row, u.id).toBeLessThanOrEqual(3)
    }
  })

  it('SK-PRIS-5: the windmill, the priory and the castle are buildings that hold prisoners, each on a building hex, the windmill between the armies', () => {
    expect(config.structures.map((s) => s.id)).toEqual(['windmill', 'priory', 'castle'])
    const buildings = scenario.map.terrain.find((t) => t.terrain === 'building')!.hexes
    for (const s of config.structures) {
      expect(s.class, s.id).not.toBe('bridge')
      expect(buildings, s.id).toContain(s.hex)
    }
    expect(config.structures[0]!.hex).toBe('8,5')
  })

  it('has a complete French translation', () => {
    expectFrenchTranslation(scenario, [...Object.keys(config.unitTypes).map((t) => `unitType/${t}`), ...config.structures.map((st) => `structure/${st.id}`)])
  })
})
