/**
 * Pixel geometry of the map: flat-top hexes in the engine's odd-q offset layout ("col,row",
 * odd columns shifted down half a hex, row 0 north). Pure drawing maths: no rules here.
 */

/** Hex radius (centre to corner) in map units; the SVG is drawn at this scale and zoomed by CSS. */
export const HEX_SIZE = 30

const SQRT3 = Math.sqrt(3)

/** A point in map units. */
export interface Point {
  x: number
  y: number
}

/** Centre of the hex at (`col`, `row`). */
export function hexCenter(col: number, row: number, size = HEX_SIZE): Point {
  return { x: size * (1 + 1.5 * col), y: size * SQRT3 * (row + 0.5 * (col & 1) + 0.5) }
}

/** Parses a `"col,row"` hex ref (no validation beyond the shape). */
export function parseRef(ref: string): { col: number; row: number } {
  const i = ref.indexOf(',')
  return { col: Number(ref.slice(0, i)), row: Number(ref.slice(i + 1)) }
}

/** Centre of a hex given as a `"col,row"` ref. */
export function refCenter(ref: string, size = HEX_SIZE): Point {
  const { col, row } = parseRef(ref)
  return hexCenter(col, row, size)
}

/** Size of the whole drawn map in map units. */
export function mapPixelSize(width: number, height: number, size = HEX_SIZE): { width: number; height: number } {
  return { width: size * (1.5 * width + 0.5), height: size * SQRT3 * (height + 0.5) }
}

const CORNERS: readonly Point[] = Array.from({ length: 6 }, (_, i) => ({ x: Math.cos((Math.PI / 3) * i), y: Math.sin((Math.PI / 3) * i) }))

/** SVG path data of one hex outline (absolute coordinates), optionally shrunk by `inset` units. */
export function hexPath(col: number, row: number, size = HEX_SIZE, inset = 0): string {
  const c = hexCenter(col, row, size)
  const r = size - inset
  let d = ''
  for (let i = 0; i < 6; i++) {
    const k = CORNERS[i]!
    d += `${i === 0 ? 'M' : 'L'}${round(c.x + r * k.x)} ${round(c.y + r * k.y)}`
  }
  return d + 'Z'
}

/** One path for many hexes (a terrain layer, a highlight): the concatenated outlines. */
export function hexesPath(refs: Iterable<string>, size = HEX_SIZE, inset = 0): string {
  const parts: string[] = []
  for (const ref of refs) {
    const { col, row } = parseRef(ref)
    parts.push(hexPath(col, row, size, inset))
  }
  return parts.join('')
}

/** SVG path data of the edge between a hex and its neighbour in direction `dir` (0 = north, clockwise). */
export function hexsidePath(ref: string, dir: number, size = HEX_SIZE): string {
  const c = refCenter(ref, size)
  // Flat-top corners are at 0°, 60°, ... (0 = east, clockwise on screen). Direction d's edge
  // lies between corners: N (0) → 4,5; NE (1) → 5,0; SE (2) → 0,1; S (3) → 1,2; SW (4) → 2,3; NW (5) → 3,4.
  const a = CORNERS[(dir + 4) % 6]!
  const b = CORNERS[(dir + 5) % 6]!
  return `M${round(c.x + size * a.x)} ${round(c.y + size * a.y)}L${round(c.x + size * b.x)} ${round(c.y + size * b.y)}`
}

/** The hex under a map-unit point, as `{ col, row }` (may be off the map: check the bounds). */
export function pixelToHex(x: number, y: number, size = HEX_SIZE): { col: number; row: number } {
  const px = x - size
  const py = y - (size * SQRT3) / 2
  const q = ((2 / 3) * px) / size
  const r = ((-1 / 3) * px + (SQRT3 / 3) * py) / size
  // cube rounding
  const s = -q - r
  let rq = Math.round(q)
  let rr = Math.round(r)
  const rs = Math.round(s)
  const dq = Math.abs(rq - q)
  const dr = Math.abs(rr - r)
  const ds = Math.abs(rs - s)
  if (dq > dr && dq > ds) rq = -rr - rs
  else if (dr > ds) rr = -rq - rs
  const col = rq
  const row = rr + (rq - (rq & 1)) / 2
  return { col, row }
}

function round(v: number): number {
  return Math.round(v * 10) / 10
}
