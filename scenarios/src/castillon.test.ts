import { buildRules, createGame, parseScenario, type Scenario } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { skirmishDice } from '@hexes/plugin-skirmish'
import { warMachines } from '@hexes/plugin-war-machines'
import { describe, expect, it } from 'vitest'
import raw from '../castillon-1453.json' with { type: 'json' }
import { expectFrenchTranslation } from './expectFrenchTranslation'

/**
 * The HEXES Med battle with war machines (`castillon-1453`, issue #19, catalogue I-10): its rule
 * mix, where the French batteries stand, what they see at the start, the Lidoire and its ford.
 * `castillonPlay.test.ts` plays it at random.
 */

const scenario: Scenario = parseScenario(raw)
const plugins = [hexesMed, skirmishDice, warMachines]
const config = (id: string) => scenario.plugins.find((p) => p.id === id)!.config as Record<string, any>
const hm = config('hexes-med')
const adapter = config('skirmish-dice').adapter
const machines = config('war-machines').machines as Record<string, { kind: string; hexRange?: number }>
const batteries = scenario.units.filter((u) => machines[u.type] !== undefined)

describe('scenarios/castillon-1453', () => {
  it('I-10 is a HEXES Med battle with skirmish dice and war machines; every machine type is an HM type with crews, the keyword warMachine and a machine profile', () => {
    expect(scenario.plugins.map((p) => p.id)).toEqual(['hexes-med', 'skirmish-dice', 'war-machines'])
    expect(Object.keys(machines).sort()).toEqual(['bombard', 'culverin', 'ribaudequin'])
    for (const type of Object.keys(machines)) {
      expect(hm.unitTypes[type], type).toBeDefined()
      expect(adapter.keywords[type], type).toEqual(['warMachine'])
      expect(adapter.profiles[type].figures, type).toBeGreaterThan(1)
    }
    expect(new Set(Object.values(machines).map((m) => m.kind))).toEqual(new Set(['cannon', 'bombard', 'tripleCannon']))
    expect(batteries.map((u) => u.side)).toEqual(Array(6).fill('french'))
    buildRules(scenario, plugins)
  })

  it('has 10 Anglo-Gascon and 13 French units, 9 turns, Talbot leading his household, the fall of both Talbots a French victory, and a history with its sources', () => {
    expect(scenario.units.filter((u) => u.side === 'english')).toHaveLength(10)
    expect(scenario.units.filter((u) => u.side === 'french')).toHaveLength(13)
    expect(scenario.turns).toBe(9)
    expect(scenario.firstSide).toBe('english')
    expect(scenario.leaders.find((l) => l.id === 'talbot')).toMatchObject({ side: 'english', unit: 'e-talbot', bonus: 2 })
    expect(scenario.victory.conditions.find((c) => c.id === 'talbots-slain')).toMatchObject({ kind: 'leadersEliminated', leaders: ['talbot', 'lisle'], count: 2, winner: 'french', timing: 'immediate' })
    expect(scenario.history).toMatch(/Sources:/)
    expect(scenario.designNotes).toMatch(/Liberties taken:/)
  })

  it('I-10 SK-WM-5 the batteries stand on the rampart or inside the camp, and in the French first combat phase every culverin and bombard has a target', () => {
    const terrain = new Map(scenario.map.terrain.flatMap((t) => t.hexes.map((h) => [h, t.terrain] as const)))
    for (const b of batteries) expect(['rampart', undefined], b.id).toContain(terrain.get(b.hex!))
    const game = createGame({ scenario, plugins, seed: 1 })
    while (!(game.state.turn.activeSide === 'french' && game.state.turn.phase === 'combat')) game.act({ type: 'end-phase', side: game.state.turn.activeSide! })
    const shooters = new Set(game.legalActions().filter((a) => a.type === 'wm/shoot').map((a) => (a as { unit?: string }).unit))
    const guns = batteries.filter((b) => b.type !== 'ribaudequin').map((b) => b.id)
    expect([...shooters].sort()).toEqual(expect.arrayContaining(guns.sort()))
  })

  it('the Lidoire is impassable but for its ford west of the camp; the Dordogne closes the south edge', () => {
    expect(hm.terrain.lidoire.cost).toBe('impassable')
    const ford = scenario.map.terrain.find((t) => t.terrain === 'ford')!.hexes
    expect(ford).toEqual(['8,3'])
    expect(scenario.map.terrain.find((t) => t.terrain === 'river')!.hexes).toHaveLength(scenario.map.width)
  })

  it('has a complete French translation', () => {
    expectFrenchTranslation(scenario, [...Object.keys(hm.unitTypes).map((t) => `unitType/${t}`), ...Object.keys(hm.terrain).map((t) => `terrain/${t}`)])
  })
})
