import { parseScenario, type Scenario } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import raw from '../boroughbridge-1322.json' with { type: 'json' }
import { expectFrenchTranslation } from './expectFrenchTranslation'

/**
 * The skirmish scenario to learn on (`boroughbridge-1322`), checked with the core alone (the
 * shape the skirmish plugin receives); `scenarios.test.ts` plays it with the plugin, as one of
 * `builtinScenarios`.
 */

const scenario: Scenario = parseScenario(raw)
const config = scenario.plugins[0]!.config as { unitTypes: Record<string, unknown>; terrain: Record<string, unknown>; structures: { id: string }[] }

describe('scenarios/boroughbridge-1322', () => {
  it('is a skirmish scenario: the skirmish plugin only, its unit types and terrain in its config', () => {
    expect(scenario.plugins.map((p) => p.id)).toEqual(['skirmish'])
    const types = new Set(scenario.units.map((u) => u.type))
    expect([...types].sort()).toEqual(Object.keys(config.unitTypes).sort())
    expect(scenario.leaders).toEqual([])
  })

  it('GAP-SK-02: every unit has a facing', () => {
    for (const u of scenario.units) expect(u.facing, u.id).toBeTypeOf('number')
  })

  it('has 4 to 6 units a side, and a history and designer notes', () => {
    for (const side of scenario.sides) {
      const n = scenario.units.filter((u) => u.side === side.id).length
      expect(n, side.id).toBeGreaterThanOrEqual(4)
      expect(n, side.id).toBeLessThanOrEqual(6)
    }
    expect(scenario.history?.length ?? 0).toBeGreaterThan(200)
    expect(scenario.designNotes?.length ?? 0).toBeGreaterThan(200)
  })

  it('the earls must cross: their objective is the north bank, where the royal army stands', () => {
    const crossing = scenario.victory.conditions.find((c) => c.id === 'crossing')
    expect(crossing?.kind).toBe('holdHexes')
    const rows = crossing?.kind === 'holdHexes' ? crossing.hexes.map((h) => Number(h.split(',')[1])) : []
    expect(Math.max(...rows)).toBe(5)
    for (const u of scenario.units) {
      const row = Number(u.hex!.split(',')[1])
      expect(u.side === 'royal' ? row <= 5 : row >= 8, u.id).toBe(true)
    }
  })

  it('has a complete French translation', () => {
    expectFrenchTranslation(scenario, [...Object.keys(config.unitTypes).map((t) => `unitType/${t}`), ...Object.keys(config.terrain).map((t) => `terrain/${t}`), ...config.structures.map((st) => `structure/${st.id}`)])
  })
})
