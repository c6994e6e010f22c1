import type { PluginRequest, Scenario } from '@hexes/core'
import { scenarios } from '../catalog'

/** What the editor's "New blank map" form picks. */
export interface BlankOptions {
  width: number
  height: number
  defaultTerrain: string
  /** The rule mix, copied from a shipped scenario's `plugins` (its unit types and terrain come with it). */
  plugins: PluginRequest[]
}

/** A rule mix the editor offers: a shipped scenario's `plugins`, named by that scenario. */
export interface RuleMix {
  /** The shipped scenario it is copied from. */
  scenarioId: string
  name: string
  plugins: PluginRequest[]
}

/** The rule mixes of the shipped scenarios, one per scenario, teaching scenario first. */
export function ruleMixes(): RuleMix[] {
  return scenarios.map((s) => ({ scenarioId: s.id, name: s.name, plugins: structuredClone(s.plugins) as PluginRequest[] }))
}

/**
 * A blank scenario: the map all of one terrain, two sides (west and east), no units and no
 * victory condition yet (the live validation says what is missing), ten turns.
 */
export function blankScenario(o: BlankOptions): Scenario {
  return {
    format: 'hexes-scenario/1',
    id: 'my-scenario',
    name: 'My scenario',
    summary: '',
    history: '',
    translations: { fr: { name: 'Mon scénario', sides: { west: 'Ouest', east: 'Est' }, victory: { default: 'Match nul' } } },
    plugins: structuredClone(o.plugins),
    map: { width: o.width, height: o.height, defaultTerrain: o.defaultTerrain, terrain: [], hexsides: [], labels: [] },
    sides: [
      { id: 'west', name: 'West', color: '#2e6b3a', edges: ['west'] },
      { id: 'east', name: 'East', color: '#1f4e9c', edges: ['east'] },
    ],
    firstSide: 'west',
    turns: 10,
    units: [],
    leaders: [],
    victory: { conditions: [], default: { winner: null, text: 'Draw' } },
  } as unknown as Scenario
}

/** A copy of a shipped scenario to edit. */
export function copyOfScenario(id: string): Scenario | undefined {
  const s = scenarios.find((x) => x.id === id)
  return s ? (structuredClone(s) as Scenario) : undefined
}
