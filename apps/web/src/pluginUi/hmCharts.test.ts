import { createGame } from '@hexes/core'
import { builtinPlugins } from '@hexes/registry'
import { describe, expect, it } from 'vitest'
import { loadScenario } from '../lib/catalog'
import { exampleGame } from '../components/testGame'
import { hmCharts } from '@hexes/plugin-hexes-med-ui'

async function game(id: string, config?: Record<string, unknown>) {
  const scenario = (await loadScenario(id))!
  const s = config ? { ...scenario, plugins: scenario.plugins.map((p) => (p.id === 'hexes-med' ? { ...p, config: { ...(p.config ?? {}), ...config } } : p)) } : scenario
  return createGame({ scenario: s, plugins: builtinPlugins, seed: 1 })
}

describe('hexes-med UI module: hmCharts (the charts of the rules the game runs)', () => {
  it('GAP-HM-01 GAP-HM-03 reads the CRT and the terrain chart the game runs, with the scenario\'s own terrain (Hastings\' ravine)', async () => {
    const g = await game('hastings-1066')
    const c = hmCharts(g.rules, g.state)!
    expect(c.columns).toEqual(['1:2', '1:1', '2:1', '3:1', '4:1', '5:1+'])
    expect(c.crt.map((r) => r.die)).toEqual(['≤ 0', '1', '2', '3', '4', '5', '6', '≥ 7'])
    // the default ladder: row 2, column 4:1 is DR (crtLookup's example)
    expect(c.crt[2]!.results[4]).toBe('DR')
    expect(c.crt[0]!.results[0]).toBe('AL')
    const ravine = c.terrain.find((t) => t.id === 'ravine')!
    expect(ravine).toMatchObject({ name: 'Ravine', cost: 'impassable', blocksLos: false, hexes: 4 })
    expect(c.terrain.find((t) => t.id === 'hill')).toMatchObject({ cost: 2, defence: -1, elevated: true })
    expect(c.units.some((u) => u.id === 'archer' && u.ranged === 2 && u.range === 2)).toBe(true)
  })

  it('GAP-HM-01 shows a CRT the scenario replaces, and none without HEXES Med', async () => {
    const crt = Array.from({ length: 8 }, () => ['NE', 'NE', 'NE', 'NE', 'NE', 'DE'])
    const g = await game('teaching-ford', { crt, minOdds: '1:1' })
    const c = hmCharts(g.rules, g.state)!
    expect(c.crt.every((r) => r.results[5] === 'DE' && r.results[0] === 'NE')).toBe(true)
    expect(c.codes).toEqual(['NE', 'DE'])
    expect(c.minOdds).toBe('1:1')
    const ex = exampleGame()
    expect(hmCharts(ex.rules, ex.state)).toBeNull()
  })
})
