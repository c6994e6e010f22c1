/**
 * One rectangular scenario map as flat integer indices: the shape every hot path works on.
 *
 * Hexes are flat-top in an odd-q offset layout (odd columns shifted down half a hex). A hex is
 * identified by its row-major index `row * width + col`, the same order as `MapState.terrain`.
 * Neighbours are precomputed once in {@link DIRECTIONS} order, so that search code never
 * allocates or converts coordinates.
 */

import type { HexRef, MapEdge } from '../model/GameState'
import { axialToOffset, offsetToAxial, type Axial } from './Axial'
import { axialLine, type LineNudge } from './axialLine'
import { axialRing } from './axialRing'
import { DIRECTIONS } from './DIRECTIONS'
import { hexRef } from './HexRef'

/** All four map borders, in the order {@link HexGrid.edgeOf} reports them. */
export const MAP_EDGES: readonly MapEdge[] = Object.freeze(['north', 'south', 'east', 'west'] as MapEdge[])

/**
 * A `width` x `height` hex map with precomputed neighbours and axial coordinates.
 *
 * @example
 * const grid = new HexGrid(30, 20)
 * const i = grid.indexOfRef('4,7')
 * const north = grid.neighbors[i * 6 + 0] // -1 when off the map
 */
export class HexGrid {
  /** Number of columns. */
  readonly width: number
  /** Number of rows. */
  readonly height: number
  /** Number of hexes: `width * height`. */
  readonly size: number
  /**
   * Neighbour indices, 6 per hex in {@link DIRECTIONS} order: `neighbors[i * 6 + d]`, or -1 when
   * that neighbour is off the map. Treat as read-only.
   */
  readonly neighbors: Int32Array
  /** `HexRef` of every hex, built on first use: refs and indices then convert without parsing. */
  private refTable: { refs: HexRef[]; index: Map<HexRef, number> } | undefined
  /** Axial `q` of each hex (equals the column). Treat as read-only. */
  readonly axialQ: Int32Array
  /** Axial `r` of each hex. Treat as read-only. */
  readonly axialR: Int32Array

  /**
   * @throws RangeError when `width` or `height` is not a positive integer.
   */
  constructor(width: number, height: number) {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
      throw new RangeError(`HexGrid: width and height must be positive integers, got ${width}x${height}`)
    }
    this.width = width
    this.height = height
    this.size = width * height
    this.axialQ = new Int32Array(this.size)
    this.axialR = new Int32Array(this.size)
    this.neighbors = new Int32Array(this.size * 6)
    for (let i = 0; i < this.size; i++) {
      const col = i % width
      const row = (i - col) / width
      const a = offsetToAxial(col, row)
      this.axialQ[i] = a.q
      this.axialR[i] = a.r
      for (let d = 0; d < 6; d++) {
        this.neighbors[i * 6 + d] = this.indexOfAxial({ q: a.q + DIRECTIONS[d].q, r: a.r + DIRECTIONS[d].r })
      }
    }
  }

  /** Index of the hex at (`col`, `row`), or -1 when that position is off the map. */
  index(col: number, row: number): number {
    if (!Number.isInteger(col) || !Number.isInteger(row)) return -1
    if (col < 0 || row < 0 || col >= this.width || row >= this.height) return -1
    return row * this.width + col
  }

  /**
   * Index of a `HexRef` (`"col,row"`), or -1 when the string is off the map, malformed or not in
   * canonical form (`"03,1"` is -1: equal hexes must be equal strings, see `hexRefSchema`).
   */
  indexOfRef(ref: HexRef): number {
    return this.refs().index.get(ref) ?? -1
  }

  /** The `HexRef` of hex `i`. @throws RangeError when `i` is not on the map. */
  refOf(i: number): HexRef {
    this.check(i)
    return this.refs().refs[i]!
  }

  private refs(): { refs: HexRef[]; index: Map<HexRef, number> } {
    if (this.refTable === undefined) {
      const refs = new Array<HexRef>(this.size)
      const index = new Map<HexRef, number>()
      for (let i = 0; i < this.size; i++) {
        refs[i] = hexRef(this.colOf(i), this.rowOf(i))
        index.set(refs[i]!, i)
      }
      this.refTable = { refs, index }
    }
    return this.refTable
  }

  /** Column of hex `i`. */
  colOf(i: number): number {
    return i % this.width
  }

  /** Row of hex `i`. */
  rowOf(i: number): number {
    return Math.floor(i / this.width)
  }

  /** Axial coordinates of hex `i` (a fresh object). */
  axialOf(i: number): Axial {
    this.check(i)
    return { q: this.axialQ[i], r: this.axialR[i] }
  }

  /** Index of the hex at axial `a`, or -1 when it is off the map. */
  indexOfAxial(a: Axial): number {
    const o = axialToOffset(a)
    return this.index(o.col, o.row)
  }

  /** Hex distance between hexes `i` and `j` (steps, ignoring terrain and the map's shape). */
  distance(i: number, j: number): number {
    const dq = this.axialQ[i] - this.axialQ[j]
    const dr = this.axialR[i] - this.axialR[j]
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2
  }

  /**
   * The direction (0..5, {@link DIRECTIONS} order) from hex `i` to hex `j`, or -1 when `j` is not
   * one of `i`'s neighbours on the map (a negative `j`, off the map, included).
   */
  directionTo(i: number, j: number): number {
    if (j < 0) return -1
    for (let d = 0; d < 6; d++) if (this.neighbors[i * 6 + d] === j) return d
    return -1
  }

  /** Whether hex `i` lies on any border of the map. */
  isEdge(i: number): boolean {
    const col = this.colOf(i)
    const row = this.rowOf(i)
    return row === 0 || col === 0 || row === this.height - 1 || col === this.width - 1
  }

  /**
   * The borders hex `i` lies on, in {@link MAP_EDGES} order (`[]` for an interior hex, two for a
   * corner, more on 1-wide maps). North is row 0, south the last row, west column 0, east the
   * last column.
   */
  edgeOf(i: number): MapEdge[] {
    const col = this.colOf(i)
    const row = this.rowOf(i)
    const out: MapEdge[] = []
    if (row === 0) out.push('north')
    if (row === this.height - 1) out.push('south')
    if (col === this.width - 1) out.push('east')
    if (col === 0) out.push('west')
    return out
  }

  /** Whether hex `i` lies on at least one of `edges`. */
  isOnEdge(i: number, edges: readonly MapEdge[] = MAP_EDGES): boolean {
    const col = this.colOf(i)
    const row = this.rowOf(i)
    for (const e of edges) {
      if (e === 'north' ? row === 0 : e === 'south' ? row === this.height - 1 : e === 'east' ? col === this.width - 1 : col === 0) return true
    }
    return false
  }

  /** All hexes on at least one of `edges` (default: all four), ascending index, no duplicates. */
  edgeHexes(edges: readonly MapEdge[] = MAP_EDGES): number[] {
    const out: number[] = []
    for (let i = 0; i < this.size; i++) if (this.isOnEdge(i, edges)) out.push(i)
    return out
  }

  /**
   * The hexes of `edges` (default: all four) at minimum hex distance from `i`, ascending index.
   * Ties are all kept. Returns `[i]` when `i` is itself on one of the edges, `[]` when `edges`
   * is empty. Distance is geometric; use `MovementSearch` for paths that avoid hexes.
   */
  nearestEdgeHexes(i: number, edges: readonly MapEdge[] = MAP_EDGES): number[] {
    this.check(i)
    let best = Infinity
    let out: number[] = []
    for (const h of this.edgeHexes(edges)) {
      const d = this.distance(i, h)
      if (d < best) {
        best = d
        out = [h]
      } else if (d === best) out.push(h)
    }
    return out
  }

  /**
   * The on-map hexes at exactly `radius` steps from `i`, in `axialRing` order (clockwise from
   * north), off-map positions skipped.
   */
  ring(i: number, radius: number): number[] {
    const out: number[] = []
    for (const a of axialRing(this.axialOf(i), radius)) {
      const h = this.indexOfAxial(a)
      if (h >= 0) out.push(h)
    }
    return out
  }

  /** The on-map hexes at most `radius` steps from `i` (including `i`), ascending index. */
  within(i: number, radius: number): number[] {
    this.check(i)
    if (!Number.isInteger(radius) || radius < 0) throw new RangeError(`HexGrid.within: bad radius ${radius}`)
    const out: number[] = []
    const c0 = Math.max(0, this.colOf(i) - radius)
    const c1 = Math.min(this.width - 1, this.colOf(i) + radius)
    const r0 = Math.max(0, this.rowOf(i) - radius)
    const r1 = Math.min(this.height - 1, this.rowOf(i) + radius)
    for (let row = r0; row <= r1; row++) {
      for (let col = c0; col <= c1; col++) {
        const h = row * this.width + col
        if (this.distance(i, h) <= radius) out.push(h)
      }
    }
    return out
  }

  /**
   * The hexes of the axial line from `i` to `j` (see `axialLine`), both ends included,
   * `distance(i, j) + 1` entries. Both ends must be on the map; an intermediate position that
   * falls off the map (possible along the top and bottom rows, where the odd-q rectangle is not
   * convex) is reported as -1.
   *
   * @param nudge which way border points round (default 1); see `axialLine`.
   */
  line(i: number, j: number, nudge: LineNudge = 1): number[] {
    this.check(i)
    this.check(j)
    return axialLine(this.axialOf(i), this.axialOf(j), nudge).map((a) => this.indexOfAxial(a))
  }

  /**
   * Whether `i` sees `j`: true when no *intervening* hex (both ends excluded) has
   * `blocks[h] !== 0`. Adjacent and identical hexes always see each other.
   *
   * When the line runs exactly along the border between two hexes, the line is computed twice,
   * nudged each way (`axialLine` with nudge 1 and -1), and sight is clear when **either** line is
   * clear: a border is blocked only when the hexes on both sides of it block. An intermediate
   * position off the map blocks the line it lies on. The result is symmetric in `i` and `j`.
   *
   * @param blocks one entry per hex, non-zero where the hex blocks sight (GAP-HM-03 LOS column).
   */
  hasLineOfSight(i: number, j: number, blocks: Uint8Array): boolean {
    return this.lineClear(i, j, blocks, 1) || this.lineClear(i, j, blocks, -1)
  }

  private lineClear(i: number, j: number, blocks: Uint8Array, nudge: LineNudge): boolean {
    const hexes = this.line(i, j, nudge)
    for (let k = 1; k < hexes.length - 1; k++) {
      const h = hexes[k]
      if (h < 0 || blocks[h] !== 0) return false
    }
    return true
  }

  private check(i: number): void {
    if (!Number.isInteger(i) || i < 0 || i >= this.size) {
      throw new RangeError(`HexGrid: hex index ${i} is not on this ${this.width}x${this.height} map`)
    }
  }
}
