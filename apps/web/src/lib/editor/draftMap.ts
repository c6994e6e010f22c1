import { HexGrid, type Scenario } from '@hexes/core'
import { setTranslatedName } from './draftTexts'

/**
 * Pure edits of a draft scenario's map for the scenario editor (`stores/editor`): terrain painted
 * hex by hex, hexside features toggled, units placed and removed. Each returns nothing and
 * changes the draft in place (the store snapshots it for undo first). The draft stays the
 * scenario file's JSON: `map.terrain` lists hexes by terrain, `map.hexsides` one entry per side.
 */

/** The terrain of `hex` as the draft sets it: the last entry listing it, else the default. */
export function terrainAt(draft: Scenario, hex: string): string {
  const list = draft.map.terrain
  for (let i = list.length - 1; i >= 0; i--) if (list[i]!.hexes.includes(hex)) return list[i]!.terrain
  return draft.map.defaultTerrain
}

/** The terrain of every hex, row by row (`row * width + col`), for drawing. */
export function terrainGrid(draft: Scenario): string[] {
  const { width, height } = draft.map
  const out = new Array<string>(width * height).fill(draft.map.defaultTerrain)
  for (const entry of draft.map.terrain) {
    for (const hex of entry.hexes) {
      const [c, r] = hex.split(',').map(Number) as [number, number]
      if (c < width && r < height) out[r * width + c] = entry.terrain
    }
  }
  return out
}

/** Paints `hex` with `terrain` (the default terrain: the hex is listed nowhere). */
export function paintTerrain(draft: Scenario, hex: string, terrain: string): void {
  const map = draft.map
  for (const entry of map.terrain) entry.hexes = entry.hexes.filter((h) => h !== hex)
  if (terrain !== map.defaultTerrain) {
    const entry = map.terrain.find((e) => e.terrain === terrain)
    if (entry) entry.hexes.push(hex)
    else map.terrain.push({ terrain, hexes: [hex] })
  }
  map.terrain = map.terrain.filter((e) => e.hexes.length > 0)
}

/**
 * The hexside direction (0 north, clockwise, flat-top hexes) nearest a point at (`dx`, `dy`)
 * from the hex centre, in screen coordinates (y down).
 */
export function hexsideDirAt(dx: number, dy: number): number {
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI // clockwise from east
  return (((Math.round((angle + 90) / 60) % 6) + 6) % 6)
}

/** The hexside `hex`/`dir` as seen from the neighbour, or `null` at the map's edge. */
export function otherSide(draft: Scenario, hex: string, dir: number): { hex: string; dir: number } | null {
  const grid = new HexGrid(draft.map.width, draft.map.height)
  const n = grid.neighbors[grid.indexOfRef(hex) * 6 + dir]!
  return n < 0 ? null : { hex: grid.refOf(n), dir: (dir + 3) % 6 }
}

/**
 * Toggles `feature` on the hexside `hex`/`dir` (listed from either of its hexes): removed when
 * it is there, else set (replacing another feature of that hexside).
 */
export function toggleHexside(draft: Scenario, hex: string, dir: number, feature: string): void {
  const other = otherSide(draft, hex, dir)
  const same = (h: { hex: string; dir: number }) => (h.hex === hex && h.dir === dir) || (!!other && h.hex === other.hex && h.dir === other.dir)
  const existing = draft.map.hexsides.find(same)
  draft.map.hexsides = draft.map.hexsides.filter((h) => !same(h))
  if (existing?.feature !== feature) draft.map.hexsides.push({ hex, dir, feature })
}

/** A unit id not used yet by a unit or leader: `<side>-<n>`. */
export function freeUnitId(draft: Scenario, side: string): string {
  const used = new Set([...draft.units.map((u) => u.id), ...draft.leaders.map((l) => l.id)])
  let n = 1
  while (used.has(`${side}-${n}`)) n++
  return `${side}-${n}`
}

/**
 * A click of the unit tool on `hex`: removes the unit standing there (and the leaders riding
 * it), else places a new unit of `side` and `type`.
 */
export function toggleUnit(draft: Scenario, hex: string, side: string, type: string): void {
  const here = draft.units.find((u) => u.hex === hex)
  if (here) {
    draft.units = draft.units.filter((u) => u !== here)
    draft.leaders = draft.leaders.filter((l) => l.unit !== here.id)
    return
  }
  draft.units.push({ id: freeUnitId(draft, side), side, type, hex })
}

/**
 * A click of the label tool on `hex`: removes the place name there (and its French name), else
 * names the hex `text` (`map.labels`), with `textFr` in `translations.fr.labels` when given.
 */
export function toggleLabel(draft: Scenario, hex: string, text: string, textFr: string): void {
  const had = draft.map.labels.some((l) => l.hex === hex)
  draft.map.labels = draft.map.labels.filter((l) => l.hex !== hex)
  setTranslatedName(draft, 'fr', 'labels', hex, '')
  if (had || !text) return
  draft.map.labels.push({ hex, text })
  if (textFr) setTranslatedName(draft, 'fr', 'labels', hex, textFr)
}
