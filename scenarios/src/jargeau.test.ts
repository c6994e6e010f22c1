import { HexGrid, parseScenario, type Scenario } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import raw from '../jargeau-1429.json' with { type: 'json' }
import tourellesRaw from '../tourelles-1429.json' with { type: 'json' }
import campaign from '../campaigns/tourelles-1429.json' with { type: 'json' }
import { expectFrenchTranslation } from './expectFrenchTranslation'

/**
 * The second battle of the Tourelles campaign (`jargeau-1429`, catalogue §4 S6): a walled town
 * stormed by three armies, checked with the core alone; `scenarios.test.ts` plays it with its
 * plugins, as one of `builtinScenarios`.
 */

const scenario: Scenario = parseScenario(raw)
const tourelles: Scenario = parseScenario(tourellesRaw)
type Config = {
  unitTypes: Record<string, { keywords: string[] }>
  terrain: Record<string, unknown>
  obstacles: Record<string, { infantry: number; cavalry: number; cover: string }>
  structures: { id: string; hex: string; class: string }[]
}
const config = scenario.plugins[0]!.config as Config
const pluginConfig = (s: Scenario, id: string) => s.plugins.find((p) => p.id === id)!.config
const typeOf = (unit: string) => config.unitTypes[scenario.units.find((u) => u.id === unit)!.type]!
const grid = new HexGrid(scenario.map.width, scenario.map.height)
const terrainOf = (hex: string) => scenario.map.terrain.find((t) => t.hexes.includes(hex))?.terrain ?? scenario.map.defaultTerrain
/** The town inside the walls: columns 8 to 15, rows 0 to 6 (the Loire on either side of its north end). */
const town = new Set(Array.from({ length: 8 * 7 }, (_, i) => `${8 + (i % 8)},${Math.floor(i / 8)}`))
const towers = scenario.map.terrain.find((t) => t.terrain === 'tower')!.hexes

describe('scenarios/jargeau-1429', () => {
  it('three armies with the Tourelles\' sides, rules, unit types and machines, a facing on every unit', () => {
    expect(scenario.sides).toEqual(tourelles.sides)
    expect(scenario.plugins.map((p) => p.id)).toEqual(tourelles.plugins.map((p) => p.id))
    expect(config.unitTypes).toEqual((tourelles.plugins[0]!.config as Config).unitTypes)
    expect(pluginConfig(scenario, 'war-machines')).toEqual(pluginConfig(tourelles, 'war-machines'))
    for (const u of scenario.units) expect(u.facing, u.id).toBeTypeOf('number')
    expect(scenario.turns).toBeLessThan(tourelles.turns)
    expect(scenario.map.width * scenario.map.height).toBeLessThan(tourelles.map.width * tourelles.map.height)
  })

  it('S6: every roster unit of the Tourelles campaign has a unit of its id and type on its side', () => {
    const battle = campaign.battles.find((b) => b.scenario === 'jargeau-1429')
    for (const bp of battle?.players ?? campaign.battles[0]!.players) {
      for (const r of campaign.players.find((p) => p.id === bp.player)!.units) {
        expect(scenario.units.find((u) => u.id === r.id), r.id).toMatchObject({ side: bp.side, type: r.type })
      }
    }
    expect(scenario.units.find((u) => u.id === 'e-glasdale')!.name).toBe('William de la Pole, Earl of Suffolk')
  })

  it('SK-MOVE-4: the town walls close every side of the town towards the land but the two towers', () => {
    const water = new Set(scenario.map.terrain.find((t) => t.terrain === 'water')!.hexes)
    const outward = [...town].flatMap((hex) => {
      const i = grid.indexOfRef(hex)
      return [0, 1, 2, 3, 4, 5].filter((dir) => {
        const n = grid.neighbors[i * 6 + dir]!
        return n >= 0 && !town.has(grid.refOf(n)) && !water.has(grid.refOf(n))
      }).map((dir) => `${hex}/${dir}`)
    })
    const walls = scenario.map.hexsides.map((h) => `${h.hex}/${h.dir}`)
    expect(scenario.map.hexsides.every((h) => h.feature === 'wall')).toBe(true)
    expect([...walls].sort()).toEqual(outward.filter((s) => !towers.some((t) => s.startsWith(`${t}/`))).sort())
    // Ladders: an M4 foot unit climbs a wall with its whole move; horses do not go over.
    expect(config.obstacles).toEqual({ wall: { infantry: 2, cavalry: 20, cover: 'heavy' } })
  })

  it('S6, SK-WM-13: the south gate and the great tower are fortifications of the wall, Saint-Vrain a resistant building', () => {
    expect(config.structures.map((s) => [s.id, s.class, terrainOf(s.hex)])).toEqual([
      ['south-gate', 'fortification', 'tower'],
      ['great-tower', 'fortification', 'tower'],
      ['saint-vrain', 'resistant', 'building'],
    ])
    expect([...towers].sort()).toEqual(['12,6', '8,6'])
  })

  it('S6: Suffolk and Dunois are generals, Joan bears the French great banner, Gilles de Rais is a sorcerer and his army\'s general, his demon a flyer with terror', () => {
    expect(typeOf('e-glasdale').keywords).toContain('general')
    expect(typeOf('f-dunois').keywords).toContain('general')
    expect(typeOf('f-joan').keywords).toContain('greatBanner')
    expect(typeOf('r-gilles').keywords).toEqual(expect.arrayContaining(['general', 'sorcerer']))
    expect(typeOf('r-demon').keywords).toEqual(expect.arrayContaining(['flyer', 'terror']))
  })

  it('SK-VP-6: victory by victory points over four objectives in the town: the gate, the great tower, Saint-Vrain and the market', () => {
    const vp = pluginConfig(scenario, 'victory-points') as { objectives: string[] }
    expect(vp.objectives).toEqual(['12,6', '8,6', '11,3', '13,3'])
    for (const o of vp.objectives) expect(town.has(o), o).toBe(true)
    expect(scenario.victory.default.winner).toBeNull()
    expect(scenario.victory.conditions.map((c) => [c.kind, c.winner])).toEqual([['sideEliminated', 'french'], ['sideEliminated', 'english']])
  })

  it('the garrison starts in the town, the assault and the retinue outside it', () => {
    for (const u of scenario.units) expect(town.has(u.hex!), u.id).toBe(u.side === 'english')
  })

  it('has a complete French translation', () => {
    expectFrenchTranslation(scenario, [
      ...Object.keys(config.unitTypes).map((t) => `unitType/${t}`),
      ...Object.keys(config.terrain).map((t) => `terrain/${t}`),
      ...config.structures.map((s) => `structure/${s.id}`),
    ])
  })
})
