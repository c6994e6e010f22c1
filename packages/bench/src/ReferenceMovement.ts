import { DIRECTIONS, IMPASSABLE, axialToOffset, offsetToAxial } from '@hexes/core'
import { BENCH_COSTS, type BenchMap } from './BenchMap'
import type { MovementImpl } from './MovementImpl'

interface Node {
  key: string
  q: number
  r: number
  cost: number
}

const FRIEND = 1
const ENEMY = 2

/**
 * Implementation (b): the straightforward way. Hexes are `"q,r"` string keys in `Map`s, the
 * priority queue is an array kept sorted by cost (binary-search insert, pop the cheapest from the
 * end). Same rules as the engine: HM-MOVE-3..10, HM-ZOC-3..5, GAP-HM-09.
 */
export class ReferenceMovement implements MovementImpl {
  readonly name = 'reference'
  private readonly width: number
  /** Terrain cost per `"q,r"` (static map data, built once). */
  private readonly cost = new Map<string, number>()
  private readonly enemies: { q: number; r: number }[]
  private readonly friends: { q: number; r: number }[]
  private readonly toAxial: (h: number) => { q: number; r: number }

  constructor(map: BenchMap) {
    const { grid } = map
    this.width = grid.width
    this.toAxial = (h) => offsetToAxial(h % grid.width, Math.floor(h / grid.width))
    for (let h = 0; h < grid.size; h++) {
      const a = this.toAxial(h)
      this.cost.set(`${a.q},${a.r}`, BENCH_COSTS[map.terrain[h]])
    }
    this.enemies = map.enemies.map(this.toAxial)
    this.friends = map.friends.map(this.toAxial)
  }

  query(start: number, mp: number): number[] {
    return this.run(start, mp).destinations
  }

  answer(start: number, mp: number): Map<number, number> {
    const { destinations, dist } = this.run(start, mp)
    return new Map(destinations.map((h) => {
      const a = this.toAxial(h)
      return [h, dist.get(`${a.q},${a.r}`)!]
    }))
  }

  private run(start: number, mp: number): { destinations: number[]; dist: Map<string, number> } {
    // Units: occupancy and enemy ZOC for this query.
    const occ = new Map<string, number>()
    const zoc = new Set<string>()
    for (const f of this.friends) occ.set(`${f.q},${f.r}`, FRIEND)
    for (const e of this.enemies) {
      occ.set(`${e.q},${e.r}`, ENEMY)
      for (const d of DIRECTIONS) {
        const key = `${e.q + d.q},${e.r + d.r}`
        if (this.cost.has(key)) zoc.add(key)
      }
    }
    const s = this.toAxial(start)
    const startKey = `${s.q},${s.r}`
    const startInZoc = zoc.has(startKey)
    const dist = new Map<string, number>([[startKey, 0]])
    const queue: Node[] = [{ key: startKey, q: s.q, r: s.r, cost: 0 }]
    while (queue.length > 0) {
      const cur = queue.pop()!
      if (cur.cost > dist.get(cur.key)!) continue
      if (cur.key !== startKey && zoc.has(cur.key)) continue // HM-ZOC-3: entering ZOC ended the move
      for (const d of DIRECTIONS) {
        const q = cur.q + d.q
        const r = cur.r + d.r
        const key = `${q},${r}`
        const step = this.cost.get(key)
        if (step === undefined || step === IMPASSABLE) continue
        const o = occ.get(key)
        if (o === ENEMY) continue
        const next = cur.cost + step
        if (next > mp) continue
        if (zoc.has(key) && (o === FRIEND || (cur.key === startKey && startInZoc))) continue
        const known = dist.get(key)
        if (known !== undefined && known <= next) continue
        dist.set(key, next)
        insertByCost(queue, { key, q, r, cost: next })
      }
    }
    const destinations: number[] = []
    for (const key of dist.keys()) {
      if (key === startKey || occ.get(key) === FRIEND) continue
      const [q, r] = key.split(',').map(Number)
      const o = axialToOffset({ q, r })
      destinations.push(o.row * this.width + o.col)
    }
    destinations.sort((a, b) => a - b)
    return { destinations, dist }
  }
}

/** Inserts into an array sorted by decreasing cost (cheapest last), after equal costs' peers. */
export function insertByCost<T extends { cost: number }>(queue: T[], node: T): void {
  let lo = 0
  let hi = queue.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (queue[mid].cost > node.cost) lo = mid + 1
    else hi = mid
  }
  queue.splice(lo, 0, node)
}
