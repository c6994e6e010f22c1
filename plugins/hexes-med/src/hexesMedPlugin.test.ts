import { createGame, definePlugin, EXCLUSIVE_CAPABILITIES, inject, injectable, type RulePlugin } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import type { HmTables } from './config/HmTables'
import { HexesMedRules, HM_TABLES } from './HexesMedRules'
import { hexesMed } from './hexesMedPlugin'
import { hmScenario } from './testing/hmFixtures'

describe('hexes-med/plugin', () => {
  it('declares its manifest: id, engine range, the three exclusive capabilities, a config with defaults', () => {
    expect(hexesMed.manifest).toMatchObject({ id: 'hexes-med', name: 'HEXES Med', version: '0.1.0', engine: '^0.1.0' })
    expect([...hexesMed.manifest.provides!].sort()).toEqual([...EXCLUSIVE_CAPABILITIES].sort())
    expect(hexesMed.manifest.config!.parse({})).toMatchObject({ minOdds: '1:2', reduce: 'half', minimumMove: true })
  })

  it('resolves in a fresh game container with every injected field set', () => {
    const game = createGame({ scenario: hmScenario({ units: [{ id: 'a1', hex: '1,1' }, { id: 'b1', side: 'b', hex: '5,5' }] }), plugins: [hexesMed] })
    const instance = game.rules.instances[0]
    expect(instance).toBeInstanceOf(HexesMedRules)
    for (const [key, value] of Object.entries(instance as object)) expect(value, key).toBeDefined()
    expect((instance as HexesMedRules).tables.config.minimumMove).toBe(true)
    expect(game.rules.actions.has('hm/leader-transfer')).toBe(true)
  })

  it('applies a scenario\'s config over the defaults', () => {
    const scenario = hmScenario({ units: [{ id: 'a1', hex: '1,1' }, { id: 'b1', side: 'b', hex: '5,5' }], config: { reduce: 'minus1', terrain: { clear: { name: 'Steppe', cost: 1, clear: true } } } })
    const tables = (createGame({ scenario, plugins: [hexesMed] }).rules.instances[0] as HexesMedRules).tables
    expect(tables.config.reduce).toBe('minus1')
    expect(tables.terrain['clear']!.name).toBe('Steppe')
    expect(tables.terrain['forest']!.cost).toBe(2)
  })

  it('gives its tables, scenario config included, to a plugin that requires it (HM_TABLES)', () => {
    const seen: HmTables[] = []
    @injectable()
    class TerrainPack implements RulePlugin {
      constructor(@inject(HM_TABLES) tables: HmTables) {
        seen.push(tables)
      }
      apply(): void {}
    }
    const pack = definePlugin({ manifest: { id: 'terrain-pack', name: 'Terrain pack', version: '0.1.0', engine: '^0.1.0', requires: ['hexes-med'] }, plugin: TerrainPack })
    const scenario = hmScenario({ units: [{ id: 'a1', hex: '1,1' }, { id: 'b1', side: 'b', hex: '5,5' }], config: { reduce: 'minus1' } })
    const game = createGame({ scenario: { ...scenario, plugins: [...scenario.plugins, { id: 'terrain-pack' }] }, plugins: [hexesMed, pack] })
    expect(seen).toHaveLength(1)
    expect(seen[0]).toBe((game.rules.instances[0] as HexesMedRules).tables)
    expect(seen[0]!.config.reduce).toBe('minus1')
  })
})
