import { IMPASSABLE } from '@hexes/core'
import { Direction, Grid, Orientation, defineHex, type HexCoordinates } from 'honeycomb-grid'
import { BENCH_COSTS, type BenchMap } from './BenchMap'
import type { MovementImpl } from './MovementImpl'

/**
 * A honeycomb-grid hex with the movement cost of its terrain. The field is declared (never
 * emitted) and set in the constructor, so every `Tile`, including the temporary hex honeycomb
 * builds on each `neighborOf`, has one shape whatever the transpiler's class-field semantics:
 * the benchmark measures the library, not the build.
 */
class Tile extends defineHex({ orientation: Orientation.FLAT, offset: -1 }) {
  declare cost: number

  constructor(coordinates?: HexCoordinates) {
    super(coordinates)
    this.cost = 1
  }
}

/** The six directions of a flat-top hex in honeycomb's `Direction` enum (E and W are ambiguous). */
const FLAT_DIRECTIONS = [Direction.N, Direction.NE, Direction.SE, Direction.S, Direction.SW, Direction.NW]

const FRIEND = 1
const ENEMY = 2

interface Node {
  tile: Tile
  cost: number
}

/**
 * Implementation (c): the same search written over honeycomb-grid 4. The map is a `Grid` of
 * `Tile` hexes (flat, odd-q like Hexes); neighbours come from `grid.neighborOf`, hexes are keyed by
 * their `Tile` object in `Map`s/`Set`s, and the priority queue is the sorted array of (b).
 */
export class HoneycombMovement implements MovementImpl {
  readonly name = 'honeycomb'
  private readonly width: number
  private readonly grid: Grid<Tile>
  private readonly enemies: Tile[]
  private readonly friends: Tile[]

  constructor(map: BenchMap) {
    const { grid } = map
    this.width = grid.width
    const coords = Array.from({ length: grid.size }, (_, h) => ({ col: grid.colOf(h), row: grid.rowOf(h) }))
    this.grid = new Grid(Tile, coords)
    for (let h = 0; h < grid.size; h++) this.tileAt(h).cost = BENCH_COSTS[map.terrain[h]]
    this.enemies = map.enemies.map((h) => this.tileAt(h))
    this.friends = map.friends.map((h) => this.tileAt(h))
  }

  query(start: number, mp: number): number[] {
    return this.run(start, mp).destinations
  }

  answer(start: number, mp: number): Map<number, number> {
    const { destinations, dist } = this.run(start, mp)
    return new Map(destinations.map((h) => [h, dist.get(this.tileAt(h))!]))
  }

  private tileAt(h: number): Tile {
    const tile = this.grid.getHex({ col: h % this.width, row: Math.floor(h / this.width) })
    if (tile === undefined) throw new Error(`honeycomb: no hex for index ${h}`)
    return tile
  }

  private run(start: number, mp: number): { destinations: number[]; dist: Map<Tile, number> } {
    const { grid } = this
    const occ = new Map<Tile, number>()
    const zoc = new Set<Tile>()
    for (const f of this.friends) occ.set(f, FRIEND)
    for (const e of this.enemies) {
      occ.set(e, ENEMY)
      for (const d of FLAT_DIRECTIONS) {
        const n = grid.neighborOf(e, d, { allowOutside: false })
        if (n !== undefined) zoc.add(n)
      }
    }
    const startTile = this.tileAt(start)
    const startInZoc = zoc.has(startTile)
    const dist = new Map<Tile, number>([[startTile, 0]])
    const queue: Node[] = [{ tile: startTile, cost: 0 }]
    while (queue.length > 0) {
      const cur = queue.pop()!
      if (cur.cost > dist.get(cur.tile)!) continue
      if (cur.tile !== startTile && zoc.has(cur.tile)) continue // HM-ZOC-3
      for (const d of FLAT_DIRECTIONS) {
        const n = grid.neighborOf(cur.tile, d, { allowOutside: false })
        if (n === undefined || n.cost === IMPASSABLE) continue
        const o = occ.get(n)
        if (o === ENEMY) continue
        const next = cur.cost + n.cost
        if (next > mp) continue
        if (zoc.has(n) && (o === FRIEND || (cur.tile === startTile && startInZoc))) continue
        const known = dist.get(n)
        if (known !== undefined && known <= next) continue
        dist.set(n, next)
        insertByCost(queue, { tile: n, cost: next })
      }
    }
    const destinations: number[] = []
    for (const tile of dist.keys()) {
      if (tile === startTile || occ.get(tile) === FRIEND) continue
      destinations.push(tile.row * this.width + tile.col)
    }
    destinations.sort((a, b) => a - b)
    return { destinations, dist }
  }
}

/** Inserts into an array sorted by decreasing cost (cheapest last): the same queue as (b). */
function insertByCost(queue: Node[], node: Node): void {
  let lo = 0
  let hi = queue.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (queue[mid].cost > node.cost) lo = mid + 1
    else hi = mid
  }
  queue.splice(lo, 0, node)
}
