import { parseScenario, type Scenario } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import raw from '../tourelles-1429.json' with { type: 'json' }
import { expectFrenchTranslation } from './expectFrenchTranslation'

/**
 * The three-player skirmish battle of the campaign layer (`tourelles-1429`, catalogue §4 S6),
 * checked with the core alone; `scenarios.test.ts` plays it with its plugins, as one of
 * `builtinScenarios`.
 */

const scenario: Scenario = parseScenario(raw)
type Config = {
  unitTypes: Record<string, { keywords: string[] }>
  terrain: Record<string, unknown>
  structures: { id: string; hex: string; class: string; wooden?: boolean; fireResistance?: number }[]
}
const config = scenario.plugins[0]!.config as Config
const machines = (scenario.plugins.find((p) => p.id === 'war-machines')!.config as { machines: Record<string, { kind: string }> }).machines
const typeOf = (unit: string) => config.unitTypes[scenario.units.find((u) => u.id === unit)!.type]!

describe('scenarios/tourelles-1429', () => {
  it('three armies with the skirmish, morale, war machine and flyer rules', () => {
    expect(scenario.sides.map((s) => s.id)).toEqual(['french', 'english', 'rais'])
    expect(scenario.plugins.map((p) => p.id)).toEqual(['skirmish', 'skirmish-morale', 'war-machines', 'flyers', 'victory-points'])
    for (const u of scenario.units) expect(u.facing, u.id).toBeTypeOf('number')
  })

  it('S6: the Tourelles a fortification, the drawbridge a wooden bridge of fire resistance 3, the Augustins a weak building', () => {
    expect(config.structures.map((s) => [s.id, s.class])).toEqual([['tourelles', 'fortification'], ['drawbridge', 'bridge'], ['augustins', 'weak']])
    expect(config.structures[1]).toMatchObject({ wooden: true, fireResistance: 3 })
  })

  it('S6: the boulevard is walled by ramparts on every side but the drawbridge and the river', () => {
    const boulevard = new Set(scenario.map.terrain.find((t) => t.terrain === 'earthwork')!.hexes)
    expect(boulevard.size).toBe(6)
    expect(scenario.map.hexsides.length).toBeGreaterThan(0)
    for (const h of scenario.map.hexsides) {
      expect(h.feature).toBe('rampart')
      expect(boulevard.has(h.hex), h.hex).toBe(true)
    }
  })

  it('S6: Joan bears the French great banner, Glasdale and Dunois are generals, Gilles de Rais is a sorcerer and his army\'s general, his demon a flyer with terror', () => {
    expect(typeOf('f-joan').keywords).toContain('greatBanner')
    expect(typeOf('e-glasdale').keywords).toContain('general')
    expect(typeOf('f-dunois').keywords).toContain('general')
    expect(typeOf('r-gilles').keywords).toEqual(expect.arrayContaining(['general', 'sorcerer']))
    expect(typeOf('r-demon').keywords).toEqual(expect.arrayContaining(['flyer', 'terror']))
    expect(machines).toEqual({ bombard: { kind: 'bombard' }, cannon: { kind: 'cannon' }, ribaudequin: { kind: 'tripleCannon' } })
  })

  it('S6: victory by victory points, SK-VP-6 over the Tourelles, the drawbridge and the boulevard', () => {
    const vp = scenario.plugins.find((p) => p.id === 'victory-points')!.config as { objectives: string[] }
    const boulevard = scenario.map.terrain.find((t) => t.terrain === 'earthwork')!.hexes
    expect([...vp.objectives].sort()).toEqual(['15,7', '15,8', ...boulevard].sort())
    expect(scenario.victory.default.winner).toBeNull()
    expect(scenario.victory.conditions.map((c) => c.kind)).toEqual(['sideEliminated', 'sideEliminated'])
  })

  it('has a complete French translation', () => {
    expectFrenchTranslation(scenario, [
      ...Object.keys(config.unitTypes).map((t) => `unitType/${t}`),
      ...Object.keys(config.terrain).map((t) => `terrain/${t}`),
      ...config.structures.map((s) => `structure/${s.id}`),
    ])
  })
})
