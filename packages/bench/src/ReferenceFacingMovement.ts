import { DIRECTIONS, IMPASSABLE, axialToOffset, offsetToAxial, type Axial } from '@hexes/core'
import type { BenchMap } from './BenchMap'
import { FACING_COSTS, TICKS_PER_PACE, facingTurnCost, startFacingOf } from './FacingProfile'
import type { FacingImpl } from './MovementImpl'
import { insertByCost } from './ReferenceMovement'

interface State {
  q: number
  r: number
  /** Facing 0..5. */
  f: number
  /** Entered a hex in enemy ZOC: the move is over (no step, no turn). */
  stopped: boolean
  cost: number
}

/**
 * The straightforward way with facing: Dijkstra over (hex, facing) states keyed by
 * `"q,r,f"` strings in `Map`s (a `"!"` suffix for a unit that stopped on entering enemy ZOC),
 * with an array kept sorted by cost as the queue. Same profile as `ProfileMovement` with facing
 * (`FacingProfile`) and the HEXES Med path rules: ZOC stops (no turning after), no ZOC to ZOC,
 * friends passed through but never ended on (nor entered in ZOC), enemies never entered.
 */
export class ReferenceFacingMovement implements FacingImpl {
  readonly name = 'reference (facing)'
  private readonly width: number
  /** Ticks to enter each `"q,r"` (static map data, built once). */
  private readonly cost = new Map<string, number>()
  private readonly map: BenchMap
  private readonly toAxial: (h: number) => Axial

  constructor(map: BenchMap) {
    const { grid } = map
    this.map = map
    this.width = grid.width
    this.toAxial = (h) => offsetToAxial(h % grid.width, Math.floor(h / grid.width))
    for (let h = 0; h < grid.size; h++) {
      const a = this.toAxial(h)
      this.cost.set(`${a.q},${a.r}`, FACING_COSTS[map.terrain[h]])
    }
  }

  query(start: number, mp: number): number[] {
    return [...this.run(start, mp).keys()]
  }

  answer(start: number, mp: number): Map<number, number> {
    const out = new Map<number, number>()
    for (const [h, facings] of this.run(start, mp)) out.set(h, Math.min(...facings.values()))
    return out
  }

  states(start: number, mp: number): Map<number, number> {
    const out = new Map<number, number>()
    for (const [h, facings] of this.run(start, mp, true)) for (const [f, c] of facings) out.set(h * 6 + f, c)
    return out
  }

  /** Destination hex (ascending) → facing → cheapest ticks; with `withStart`, the start's new facings too. */
  private run(start: number, paces: number, withStart = false): Map<number, Map<number, number>> {
    const budget = paces * TICKS_PER_PACE
    const turn = facingTurnCost(paces)
    const key = (q: number, r: number) => `${q},${r}`
    const friends = new Set(this.map.friends.map((h) => { const a = this.toAxial(h); return key(a.q, a.r) }))
    const enemies = new Set<string>()
    const zoc = new Set<string>()
    for (const h of this.map.enemies) {
      const e = this.toAxial(h)
      enemies.add(key(e.q, e.r))
      for (const d of DIRECTIONS) if (this.cost.has(key(e.q + d.q, e.r + d.r))) zoc.add(key(e.q + d.q, e.r + d.r))
    }
    const s = this.toAxial(start)
    const f0 = startFacingOf(start)
    const dist = new Map<string, number>()
    const queue: State[] = []
    const relax = (st: State) => {
      const k = `${st.q},${st.r},${st.f}${st.stopped ? '!' : ''}`
      const known = dist.get(k)
      if (known !== undefined && known <= st.cost) return
      dist.set(k, st.cost)
      insertByCost(queue, st)
    }
    relax({ q: s.q, r: s.r, f: f0, stopped: false, cost: 0 })
    while (queue.length > 0) {
      const cur = queue.pop()!
      if (cur.stopped || dist.get(`${cur.q},${cur.r},${cur.f}`) !== cur.cost) continue
      const here = key(cur.q, cur.r)
      // The step forward (into the faced hex).
      const d = DIRECTIONS[cur.f]
      const q = cur.q + d.q
      const r = cur.r + d.r
      const there = key(q, r)
      const step = this.cost.get(there)
      if (step !== undefined && step !== IMPASSABLE && !enemies.has(there) && cur.cost + step <= budget) {
        const inZoc = zoc.has(there)
        if (!(inZoc && (friends.has(there) || zoc.has(here)))) relax({ q, r, f: cur.f, stopped: inZoc, cost: cur.cost + step })
      }
      // Turns in place.
      for (let g = 0; g < 6; g++) {
        const k = Math.min(Math.abs(g - cur.f), 6 - Math.abs(g - cur.f))
        if (k > 0 && cur.cost + turn[k] <= budget) relax({ q: cur.q, r: cur.r, f: g, stopped: false, cost: cur.cost + turn[k] })
      }
    }
    const out = new Map<number, Map<number, number>>()
    for (const [k, c] of dist) {
      const [q, r, f] = k.replace('!', '').split(',').map(Number)
      const isStart = q === s.q && r === s.r
      if (friends.has(key(q, r)) || (isStart && (!withStart || f === f0))) continue
      const o = axialToOffset({ q, r })
      const h = o.row * this.width + o.col
      const facings = out.get(h) ?? new Map<number, number>()
      if ((facings.get(f) ?? Infinity) > c) facings.set(f, c)
      out.set(h, facings)
    }
    return new Map([...out].sort((a, b) => a[0] - b[0]))
  }
}
