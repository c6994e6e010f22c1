/**
 * How each terrain id is drawn: a base colour and an optional texture (an SVG pattern id defined
 * by `MapTerrain`). Terrain ids come from the scenario and the rule plugins; unknown ids get a
 * stable colour of their own so a new rule set still draws a readable map.
 */
export interface TerrainStyle {
  fill: string
  /** Pattern drawn over the fill (`url(#t-forest)`), if any. */
  pattern?: string
}

const KNOWN: Record<string, TerrainStyle> = {
  clear: { fill: '#ece6c8' },
  forest: { fill: '#8fb069', pattern: 'forest' },
  wood: { fill: '#8fb069', pattern: 'forest' },
  woods: { fill: '#8fb069', pattern: 'forest' },
  hill: { fill: '#d8b77c', pattern: 'hill' },
  rough: { fill: '#cdbf9c', pattern: 'rough' },
  marsh: { fill: '#a9cbb9', pattern: 'marsh' },
  town: { fill: '#d9cfc2', pattern: 'town' },
  village: { fill: '#d9cfc2', pattern: 'town' },
  building: { fill: '#d9cfc2', pattern: 'town' },
  rocks: { fill: '#bfb6a8', pattern: 'rough' },
  fortified: { fill: '#bdb4a6', pattern: 'fort' },
  river: { fill: '#6b9fd8', pattern: 'water' },
  stream: { fill: '#8db8e3', pattern: 'water' },
  lake: { fill: '#6b9fd8', pattern: 'water' },
  water: { fill: '#6b9fd8', pattern: 'water' },
  ford: { fill: '#a9c9ea', pattern: 'ford' },
  bridge: { fill: '#6b9fd8', pattern: 'bridge' },
}

/** Patterns `MapTerrain` defines. */
export const PATTERNS = ['forest', 'hill', 'rough', 'marsh', 'town', 'fort', 'water', 'ford', 'bridge'] as const

/** The drawing style of a terrain id. */
export function terrainStyle(id: string): TerrainStyle {
  const k = KNOWN[id]
  if (k) return k
  let h = 0
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0
  return { fill: `hsl(${h % 360} 35% 72%)` }
}

/** Stroke colour of a hexside feature (river, wall, hedge...). */
export function hexsideStyle(feature: string): { stroke: string; width: number; dash?: string } {
  switch (feature) {
    case 'river':
    case 'stream':
      return { stroke: '#3f7fc6', width: feature === 'river' ? 6 : 4 }
    case 'wall':
      return { stroke: '#6d6d6d', width: 5 }
    case 'low-wall':
      return { stroke: '#8d8d8d', width: 4 }
    case 'hedge':
      return { stroke: '#3d6b2a', width: 4, dash: '4 3' }
    case 'slope':
    case 'escarpment':
      return { stroke: '#8a5a2b', width: 4, dash: '2 2' }
    default:
      return { stroke: '#7a3b8f', width: 4 }
  }
}
