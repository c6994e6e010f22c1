import { axialNeighbor, axialToOffset, offsetToAxial } from '@hexes/core'
import { HEX_SIZE, hexsidePath, parseRef } from './hexLayout'

/**
 * SVG path data of the outline of a set of hexes: every hexside between a hex of the set and one
 * that is not (off the map included), so a zone reads as one region with its edge drawn.
 */
export function zoneOutline(hexes: readonly string[], size = HEX_SIZE): string {
  const inside = new Set(hexes)
  let d = ''
  for (const ref of hexes) {
    const { col, row } = parseRef(ref)
    const a = offsetToAxial(col, row)
    for (let dir = 0; dir < 6; dir++) {
      const n = axialToOffset(axialNeighbor(a, dir))
      if (!inside.has(`${n.col},${n.row}`)) d += hexsidePath(ref, dir, size)
    }
  }
  return d
}
