// Test fixtures for the overlay computations: a small HEXES Med battle built by hand.
import { createGame, type Game, type Scenario } from '@hexes/core'
import { plugins } from '../catalog'

/** A unit of the fixture: side `a` unless told. */
export interface FixtureUnit {
  id: string
  hex: string
  type: string
  side?: 'a' | 'b'
}

/** A 9x7 clear HEXES Med map with the given terrain by hex, sides `a` and `b`, and the units given. */
export function overlayGame(units: readonly FixtureUnit[], terrain: Record<string, string> = {}): Game {
  const byTerrain = new Map<string, string[]>()
  for (const [hex, t] of Object.entries(terrain)) byTerrain.set(t, [...(byTerrain.get(t) ?? []), hex])
  const scenario: Scenario = {
    format: 'hexes-scenario/1',
    id: 'overlay-test',
    name: 'Overlay test',
    plugins: [{ id: 'hexes-med' }],
    map: { width: 9, height: 7, defaultTerrain: 'clear', terrain: [...byTerrain].map(([t, hexes]) => ({ terrain: t, hexes })), hexsides: [], labels: [] },
    sides: [
      { id: 'a', name: 'Side A', color: '#2f5fa8', edges: ['west'] },
      { id: 'b', name: 'Side B', color: '#a33a2a', edges: ['east'] },
    ],
    firstSide: 'a',
    turns: 3,
    units: units.map((u) => ({ side: 'a', ...u })),
    leaders: [],
    victory: {
      conditions: [{ id: 'corner', winner: 'a', timing: 'endOfGame', kind: 'holdHexes', hexes: ['0,0', '1,0'], count: 2, text: 'A holds the corner' }],
      default: { winner: 'b', text: 'B holds out' },
    },
  } as Scenario
  return createGame({ scenario, plugins, seed: 1 })
}

/** Hex distance on the game's grid. */
export function distance(game: Game, a: string, b: string): number {
  const g = game.rules.grid
  return g.distance(g.indexOfRef(a), g.indexOfRef(b))
}

/** Every hex of the game's map. */
export function allHexes(game: Game): string[] {
  return Array.from({ length: game.rules.grid.size }, (_, i) => game.rules.grid.refOf(i))
}
