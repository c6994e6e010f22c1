/**
 * Axial and cube hex coordinates, and the conversion from the scenario's offset layout.
 *
 * Hexes maps are flat-top with an **odd-q** offset layout: columns are vertical, odd columns are
 * shifted down by half a hex. Axial `q` is the column; axial `r` is chosen so that `q + r + s = 0`
 * in cube space (`s = -q - r`). All functions here use integer arithmetic only.
 */

import { DIRECTIONS } from './DIRECTIONS'

/** Axial hex coordinates (flat-top): `q` grows east, `r` grows south-west to south. */
export interface Axial {
  q: number
  r: number
}

/** Cube hex coordinates: `q + r + s === 0`. */
export interface Cube {
  q: number
  r: number
  s: number
}

/** A position in the rectangular offset grid: zero-based column and row. */
export interface Offset {
  col: number
  row: number
}

/**
 * Converts odd-q offset coordinates (column, row) to axial coordinates.
 *
 * @example offsetToAxial(1, 0) // { q: 1, r: 0 }; offsetToAxial(2, 0) // { q: 2, r: -1 }
 */
export function offsetToAxial(col: number, row: number): Axial {
  return { q: col, r: row - (col - (col & 1)) / 2 }
}

/**
 * Converts axial coordinates back to odd-q offset coordinates. Works for any integer input,
 * including positions off the map (negative columns or rows).
 */
export function axialToOffset(a: Axial): Offset {
  return { col: a.q, row: a.r + (a.q - (a.q & 1)) / 2 }
}

/** The cube form of an axial position (`s = -q - r`). */
export function axialToCube(a: Axial): Cube {
  return { q: a.q, r: a.r, s: 0 - a.q - a.r }
}

/** The axial form of a cube position (drops `s`). */
export function cubeToAxial(c: Cube): Axial {
  return { q: c.q, r: c.r }
}

/**
 * Hex distance between two axial positions: the number of steps between them.
 *
 * @example axialDistance({ q: 0, r: 0 }, { q: 2, r: -1 }) // 2
 */
export function axialDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q
  const dr = a.r - b.r
  const ds = -dq - dr
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(ds)) / 2
}

/**
 * The neighbour of `a` in direction `dir` (0..5, see {@link DIRECTIONS}).
 *
 * @throws RangeError when `dir` is not an integer 0..5.
 */
export function axialNeighbor(a: Axial, dir: number): Axial {
  const d = DIRECTIONS[dir]
  if (d === undefined) throw new RangeError(`axialNeighbor: direction must be 0..5, got ${dir}`)
  return { q: a.q + d.q, r: a.r + d.r }
}

/** Whether two axial positions are the same hex. */
export function axialEquals(a: Axial, b: Axial): boolean {
  return a.q === b.q && a.r === b.r
}
