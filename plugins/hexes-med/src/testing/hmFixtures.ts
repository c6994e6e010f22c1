import type { PluginDefinition, Scenario } from '@hexes/core'
import { createTestGame, testScenario, type TestGame, type TestScenarioOptions } from '@hexes/testing'
import { hexesMed } from '../hexesMedPlugin'

/**
 * Test fixtures of the HEXES Med rule tests (not part of the plugin's API): an 8x8 clear map,
 * sides `a` (Camp 1) and `b`, HEXES Med loaded, units heavy infantry (F3, 2 MP) unless told.
 *
 * Hex reminder (flat-top, odd-q offset): `c,r` and `c,r+1` are adjacent; from an even column `c`
 * the east neighbours are `c+1,r-1` and `c+1,r`, from an odd column `c+1,r` and `c+1,r+1`.
 */
export function hmScenario(o: TestScenarioOptions & { config?: Record<string, unknown> }): Scenario {
  const { config, ...rest } = o
  return testScenario({
    plugins: [{ id: 'hexes-med', ...(config ? { config } : {}) }],
    ...rest,
    units: o.units.map((u) => ({ type: 'heavy-infantry', ...u })),
  })
}

/** A test game of {@link hmScenario} (extra plugins load after HEXES Med). */
export function hmGame(o: TestScenarioOptions & { config?: Record<string, unknown> }, extra: { dice?: number[]; plugins?: PluginDefinition<any>[] } = {}): TestGame {
  const scenario = hmScenario(o)
  const plugins = extra.plugins ?? []
  scenario.plugins.push(...plugins.map((p) => ({ id: p.manifest.id })))
  return createTestGame({ scenario, plugins: [hexesMed, ...plugins], ...(extra.dice ? { dice: extra.dice } : {}) })
}

/** `{ type: 'move' }` for side `a` unless told. */
export const move = (unit: string, to: string, side = 'a') => ({ type: 'move', side, unit, to })

/** `{ type: 'end-phase' }`. */
export const endPhase = (side: string) => ({ type: 'end-phase', side })

/** `{ type: 'hm/leader-transfer' }`. */
export const transfer = (leader: string, to: string, side = 'a') => ({ type: 'hm/leader-transfer', side, leader, to })
