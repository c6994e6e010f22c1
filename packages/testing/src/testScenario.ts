import type { Scenario } from '@hexes/core'

/** Options of {@link testScenario}: everything optional except what the test is about. */
export interface TestScenarioOptions {
  id?: string
  width?: number
  height?: number
  /** Terrain by hex: `{ '2,3': 'forest' }`. */
  terrain?: Record<string, string>
  defaultTerrain?: string
  /** Units: `{ id, side: 'a' | 'b', type, hex }`; sides are `a` (Camp 1) and `b`. */
  units: { id: string; side?: string; type?: string; hex: string | null; name?: string; reduced?: boolean; stats?: Record<string, unknown> }[]
  leaders?: Scenario['leaders']
  plugins?: Scenario['plugins']
  turns?: number
  victory?: Scenario['victory']
  hexsides?: Scenario['map']['hexsides']
}

/**
 * A small scenario for rule tests: an 8x8 clear map, sides `a` (Camp 1) and `b`, the units given,
 * the `example` plugin unless `plugins` says otherwise, and, unless `victory` says otherwise, one
 * condition that rarely matters: `a` wins if one of its units stands on the corner hex 0,0 when
 * the last turn ends; otherwise `b` wins at the end.
 *
 * @example testScenario({ plugins: [{ id: 'hexes-med' }], terrain: { '3,3': 'forest' }, units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '4,2' }] })
 */
export function testScenario(o: TestScenarioOptions): Scenario {
  const byTerrain = new Map<string, string[]>()
  for (const [hex, t] of Object.entries(o.terrain ?? {})) byTerrain.set(t, [...(byTerrain.get(t) ?? []), hex])
  return {
    format: 'hexes-scenario/1',
    id: o.id ?? 'test',
    name: 'Test',
    plugins: o.plugins ?? [{ id: 'example' }],
    map: {
      width: o.width ?? 8,
      height: o.height ?? 8,
      defaultTerrain: o.defaultTerrain ?? 'clear',
      terrain: [...byTerrain.entries()].map(([terrain, hexes]) => ({ terrain, hexes })),
      hexsides: o.hexsides ?? [],
      labels: [],
    },
    sides: [
      { id: 'a', name: 'Side A', edges: ['south'] },
      { id: 'b', name: 'Side B', edges: ['north'] },
    ],
    firstSide: 'a',
    turns: o.turns ?? 10,
    units: o.units.map((u) => ({ type: 'unit', side: 'a', ...u })),
    leaders: o.leaders ?? [],
    victory: o.victory ?? {
      conditions: [{ id: 'never', winner: 'a', timing: 'endOfGame', kind: 'holdHexes', hexes: ['0,0'], count: 1, text: 'Side A holds the corner' }],
      default: { winner: 'b', text: 'Side B holds out' },
    },
  }
}
