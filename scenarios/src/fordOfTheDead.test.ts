import { parseScenario, type Scenario } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import raw from '../ford-of-the-dead.json' with { type: 'json' }
import { expectFrenchTranslation } from './expectFrenchTranslation'

/**
 * The fantasy skirmish scenario `ford-of-the-dead` (catalogue §4 S5), checked with the core alone
 * against the catalogue's row set; `scenarios.test.ts` starts it with its plugins, as one of
 * `builtinScenarios`, and `fordOfTheDeadBridge.test.ts` knocks its bridge down.
 */

interface Config {
  unitTypes: Record<string, { figures: number; move: number; hp: number; command: number; keywords: string[] }>
  terrain: Record<string, unknown>
  structures: { id: string; hex: string; class: string; wooden?: boolean; fireResistance?: number }[]
}

const scenario: Scenario = parseScenario(raw)
const config = scenario.plugins[0]!.config as unknown as Config
const typeOf = (unit: string) => config.unitTypes[scenario.units.find((u) => u.id === unit)!.type]!
const terrainAt = (hex: string) => scenario.map.terrain.find((t) => t.hexes.includes(hex))?.terrain ?? scenario.map.defaultTerrain

describe('scenarios/ford-of-the-dead (S5)', () => {
  it('is a skirmish scenario with the morale, war-machine and flyers rules; every unit faces; 24 × 18 hexes, 8 turns', () => {
    expect(scenario.plugins.map((p) => p.id)).toEqual(['skirmish', 'skirmish-morale', 'war-machines', 'flyers', 'victory-points'])
    expect([...new Set(scenario.units.map((u) => u.type))].sort()).toEqual(Object.keys(config.unitTypes).sort())
    for (const u of scenario.units) expect(u.facing, u.id).toBeTypeOf('number')
    expect([scenario.map.width, scenario.map.height, scenario.turns]).toEqual([24, 18, 8])
    expect(scenario.leaders).toEqual([])
  })

  it('the river is impassable but at the wooden bridge (fire resistance 4, one machine hit) and the ford (difficult)', () => {
    const row = Array.from({ length: 24 }, (_, c) => terrainAt(`${c},9`))
    expect(row.filter((t) => t !== 'water')).toEqual(['bridge', 'ford'])
    const bridge = config.structures.find((s) => s.class === 'bridge')!
    expect(bridge).toMatchObject({ hex: '7,9', wooden: true, fireResistance: 4 })
    expect(terrainAt(bridge.hex)).toBe('bridge')
    expect(config.terrain.ford).toMatchObject({ cost: 2 })
    expect(scenario.map.hexsides?.every((h) => h.feature === 'hedge')).toBe(true)
    expect(scenario.map.terrain.find((t) => t.terrain === 'woods')?.hexes.length).toBeGreaterThan(0)
  })

  it('the ruined stone tower is a fortification (3 successful shots) on the undead side\'s hill', () => {
    const tower = config.structures.find((s) => s.id === 'tower')!
    expect(tower.class).toBe('fortification')
    expect(terrainAt(tower.hex)).toBe('building')
    const [c, r] = tower.hex.split(',').map(Number)
    expect(r).toBeLessThan(9)
    expect(terrainAt(`${c! - 1},${r}`)).toBe('hill')
    for (const u of scenario.units) expect(Number(u.hex!.split(',')[1]) < 9, u.id).toBe(u.side === 'undead')
  })

  it('the catalogue\'s sides and figures: characters, companies, machines, the spectre and the bats', () => {
    expect(typeOf('l-general')).toMatchObject({ command: 9, hp: 3, keywords: expect.arrayContaining(['general']) })
    expect(typeOf('l-banner')).toMatchObject({ command: 8, hp: 2, keywords: expect.arrayContaining(['greatBanner']) })
    expect(typeOf('l-enchanter')).toMatchObject({ hp: 2, keywords: expect.arrayContaining(['enchanter']) })
    expect(typeOf('l-men-bridge')).toMatchObject({ figures: 10, move: 4 })
    expect(typeOf('l-longbow')).toMatchObject({ figures: 8, keywords: expect.arrayContaining(['archer']) })
    expect(typeOf('l-knights')).toMatchObject({ figures: 5, move: 8, keywords: expect.arrayContaining(['heavyCavalry']) })
    expect(typeOf('l-bombard')).toMatchObject({ figures: 3, keywords: ['warMachine'] })
    // the necromancer, a living figure, is the host's general.
    expect(typeOf('u-necromancer')).toMatchObject({ command: 8, hp: 3, keywords: expect.arrayContaining(['necromancer', 'general']) })
    expect(typeOf('u-necromancer').keywords).not.toContain('undead')
    expect(typeOf('u-skeletons-bridge')).toMatchObject({ figures: 12, move: 4, keywords: expect.arrayContaining(['undead']) })
    expect(typeOf('u-zombies')).toMatchObject({ figures: 10, move: 3, keywords: expect.arrayContaining(['undead']) })
    expect(typeOf('u-spectre')).toMatchObject({ figures: 1, hp: 4, keywords: expect.arrayContaining(['undead', 'terror']) })
    expect(typeOf('u-bats')).toMatchObject({ figures: 4, move: 10, keywords: expect.arrayContaining(['flyer', 'fear', 'undead']) })
    expect(typeOf('u-catapult')).toMatchObject({ figures: 3, keywords: expect.arrayContaining(['warMachine', 'undead']) })
    const machines = (scenario.plugins[2]!.config as { machines: Record<string, { kind: string }> }).machines
    expect(machines).toEqual({ bombard: { kind: 'bombard' }, 'bone-catapult': { kind: 'catapult' } })
  })

  it('SK-VP-1..6 victory by victory points (catalogue S5): the battle runs to the end unless an army is wiped out; the enchanter carries 2 spells and 1 item (GAP-CAMP-06)', () => {
    expect(scenario.victory.conditions.map((c) => [c.id, c.winner, c.timing, c.kind])).toEqual([
      ['host-destroyed', 'living', 'immediate', 'sideEliminated'],
      ['living-destroyed', 'undead', 'immediate', 'sideEliminated'],
    ])
    // No objectives: SK-VP-6 goes to the most HP on the table (GAP-VP-02); the VP decide at the end.
    expect(scenario.plugins[4]).toMatchObject({ id: 'victory-points', config: {} })
    expect(typeOf('l-enchanter')).toMatchObject({ spells: 2, items: 1, keywords: expect.arrayContaining(['enchanter']) })
    expect(scenario.designNotes).toContain('SK-VP-1..6')
    expect(scenario.history).toContain('Stamford Bridge')
  })

  it('has a complete French translation', () => {
    expectFrenchTranslation(scenario, [...Object.keys(config.unitTypes).map((t) => `unitType/${t}`), ...Object.keys(config.terrain).map((t) => `terrain/${t}`), ...config.structures.map((st) => `structure/${st.id}`)])
  })
})
