import type { Scenario } from '@hexes/core'

/**
 * A generated 60x40 map with 200 units (two sides of 100) and every common terrain, for the
 * rendering bench (`?scenario=bench-60x40`). Deterministic: a fixed linear congruential generator.
 */
export function benchScenario(): Scenario {
  const width = 60
  const height = 40
  let seed = 12345
  const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32)
  const terrain: Record<string, string[]> = { forest: [], hill: [], marsh: [], town: [], river: [], rough: [] }
  const river = new Set<string>()
  for (let col = 0, row = Math.floor(height / 2); col < width; col++) {
    row = Math.max(1, Math.min(height - 2, row + (rnd() < 0.33 ? -1 : rnd() < 0.5 ? 1 : 0)))
    river.add(`${col},${row}`)
  }
  const kinds = ['forest', 'forest', 'hill', 'marsh', 'town', 'rough']
  for (let i = 0; i < 60; i++) {
    const kind = kinds[Math.floor(rnd() * kinds.length)]!
    const c0 = Math.floor(rnd() * width)
    const r0 = Math.floor(rnd() * height)
    const n = kind === 'town' ? 2 : 4 + Math.floor(rnd() * 8)
    for (let k = 0; k < n; k++) {
      const col = Math.min(width - 1, Math.max(0, c0 + Math.floor(rnd() * 5) - 2))
      const row = Math.min(height - 1, Math.max(0, r0 + Math.floor(rnd() * 5) - 2))
      const ref = `${col},${row}`
      if (!river.has(ref) && !Object.values(terrain).some((l) => l.includes(ref))) terrain[kind]!.push(ref)
    }
  }
  terrain.river = [...river]
  const used = new Set<string>([...river])
  const units: Scenario['units'] = []
  for (let i = 0; i < 200; i++) {
    const side = i < 100 ? 'blue' : 'red'
    let ref = ''
    do {
      const col = side === 'blue' ? Math.floor(rnd() * 25) : 35 + Math.floor(rnd() * 25)
      ref = `${col},${Math.floor(rnd() * height)}`
    } while (used.has(ref))
    used.add(ref)
    units.push({ id: `${side[0]}${i}`, side, type: 'warrior', name: `${side} ${i}`, hex: ref })
  }
  return {
    format: 'hexes-scenario/1',
    id: 'bench-60x40',
    name: 'Bench: 60x40 map, 200 units',
    summary: 'A generated map for the rendering bench.',
    plugins: [{ id: 'example', config: {} }],
    map: {
      width,
      height,
      defaultTerrain: 'clear',
      terrain: Object.entries(terrain).filter(([, h]) => h.length).map(([t, hexes]) => ({ terrain: t, hexes })),
      hexsides: [],
      labels: [{ hex: '30,2', text: 'Bench' }],
    },
    sides: [
      { id: 'blue', name: 'Blue', color: '#1f4e9c', edges: ['west'] },
      { id: 'red', name: 'Red', color: '#a33a2a', edges: ['east'] },
    ],
    firstSide: 'blue',
    turns: 10,
    units,
    leaders: [],
    victory: {
      conditions: [{ id: 'never', winner: 'blue', timing: 'endOfGame', kind: 'holdHexes', hexes: ['0,0'], count: 1, text: 'Blue holds the corner' }],
      default: { winner: null, text: 'Draw' },
    },
  } as unknown as Scenario
}
