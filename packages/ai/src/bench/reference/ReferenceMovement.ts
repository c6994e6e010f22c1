import { IMPASSABLE_COST, type ReferenceGame } from './ReferenceGame'
import type { ReferenceState } from './ReferenceState'

/**
 * Movement of the reference engine (HM-MOVE-1..10, HM-ZOC-1..5, GAP-HM-03, GAP-HM-09): a Dial
 * search over the compiled neighbour table with generation-stamped scratch arrays (nothing is
 * cleared or allocated per query), and the enemy-ZOC map of each side, cached until a unit moves.
 */
export class ReferenceMovement {
  private readonly game: ReferenceGame
  private gen = 0
  private readonly stamp: Uint32Array
  /** MP to reach each hex stamped with the current generation. */
  readonly cost: Int16Array
  private readonly canEnd: Uint8Array
  private readonly stops: Uint8Array
  /** Destinations of the last search (first {@link ReferenceMovement.count} entries). */
  readonly dests: Int16Array
  count = 0
  private readonly bucket: Int16Array
  private readonly bucketLen: Int16Array
  private readonly zoc: Uint8Array
  private readonly zocVersion: Float64Array

  constructor(game: ReferenceGame) {
    this.game = game
    const n = game.size
    this.stamp = new Uint32Array(n)
    this.cost = new Int16Array(n)
    this.canEnd = new Uint8Array(n)
    this.stops = new Uint8Array(n)
    this.dests = new Int16Array(n)
    let mp = 0
    for (let u = 0; u < game.units; u++) mp = Math.max(mp, game.mp[u]!)
    this.bucket = new Int16Array((mp + 1) * n)
    this.bucketLen = new Int16Array(mp + 1)
    this.zoc = new Uint8Array(game.sideIds.length * n)
    this.zocVersion = new Float64Array(game.sideIds.length).fill(-1)
  }

  /**
   * The enemy zones of control `side` must respect (HM-ZOC-1): 1 on every hex next to an enemy
   * unit, except across a hexside that cannot be crossed (GAP-HM-09). A view into a cache
   * (offset `side * size`), valid until a unit moves.
   */
  enemyZoc(s: ReferenceState, side: number): Uint8Array {
    const g = this.game
    const n = g.size
    const zoc = this.zoc.subarray(side * n, side * n + n)
    if (this.zocVersion[side] === s.version) return zoc
    zoc.fill(0)
    for (let e = 0; e < g.units; e++) {
      const h = s.hex[e]!
      if (h < 0 || g.unitSide[e] === side) continue
      for (let d = 0; d < 6; d++) {
        const m = g.nb[h * 6 + d]!
        if (m >= 0 && g.sideCost[h * 6 + d] !== IMPASSABLE_COST) zoc[m] = 1
      }
    }
    this.zocVersion[side] = s.version
    return zoc
  }

  /** HM-MOVE-7: whether `u` may (still) move this phase. */
  canMove(s: ReferenceState, u: number): boolean {
    if (!s.moved[u]) return true
    return s.mover === u && !s.moverStopped && s.moverSpent < this.game.mp[u]!
  }

  /** MP `u` has left this phase (HM-MOVE-3). */
  mpLeft(s: ReferenceState, u: number): number {
    return Math.max(0, this.game.mp[u]! - (s.mover === u ? s.moverSpent : 0))
  }

  /**
   * Every legal destination of unit `u` into {@link ReferenceMovement.dests} (returns the count):
   * terrain and hexside costs within its MP left, never into an enemy or impassable terrain, through
   * friends but never ending on one, stopping on entering enemy ZOC or stop terrain, no step from
   * ZOC to ZOC out of a start in ZOC, a friend in enemy ZOC neither passed nor ended on, and the
   * minimum move of a unit that has not moved yet.
   */
  search(s: ReferenceState, u: number): number {
    const g = this.game
    const { nb, terrain, terrainCost, terrainStop, sideCost, unitSide } = g
    const { stamp, cost, canEnd, stops, dests, bucket, bucketLen } = this
    const occ = s.occ
    const side = unitSide[u]!
    const zoc = this.enemyZoc(s, side)
    const start = s.hex[u]!
    const limit = this.mpLeft(s, u)
    const gen = ++this.gen
    const size = g.size
    const startInZoc = zoc[start] !== 0
    let count = 0
    stamp[start] = gen
    cost[start] = 0
    canEnd[start] = 0
    stops[start] = 0
    bucketLen.fill(0, 0, limit + 1)
    bucket[0] = start
    bucketLen[0] = 1
    for (let c = 0; c <= limit; c++) {
      for (let k = 0; k < bucketLen[c]!; k++) {
        const h = bucket[c * size + k]!
        if (cost[h] !== c) continue // improved since it was queued
        const firstStep = h === start
        for (let d = 0; d < 6; d++) {
          const n = nb[h * 6 + d]!
          if (n < 0) continue
          const o = occ[n]!
          const friend = o >= 0 && unitSide[o] === side
          if (o >= 0 && !friend) continue // HM-MOVE-10
          let w = terrainCost[terrain[n]!]!
          if (w === IMPASSABLE_COST) continue // HM-MOVE-6
          const sc = sideCost[h * 6 + d]!
          if (sc === IMPASSABLE_COST) continue
          w += sc
          const nc = c + w
          if (nc > limit) continue // HM-MOVE-3
          if (stamp[n] !== gen) {
            const inZoc = zoc[n] !== 0
            if (inZoc && (friend || (startInZoc && firstStep))) continue // GAP-HM-09, HM-ZOC-4
            const stop = inZoc || terrainStop[terrain[n]!] !== 0 // HM-ZOC-3, ford
            if (stop && friend) continue // HM-MOVE-8
            stamp[n] = gen
            stops[n] = stop ? 1 : 0
            canEnd[n] = friend ? 0 : 1
            if (!friend) dests[count++] = n
          } else if (cost[n]! <= nc) continue
          cost[n] = nc
          if (nc < limit && stops[n] === 0) bucket[nc * size + bucketLen[nc]!++] = n
        }
      }
    }
    if (g.minimumMove && !s.moved[u]) count = this.minimumMove(s, start, zoc, startInZoc, count)
    this.count = count
    return count
  }

  /** GAP-HM-03: neighbours the search did not reach but the unit may enter by spending all its MP. */
  private minimumMove(s: ReferenceState, start: number, zoc: Uint8Array, startInZoc: boolean, count: number): number {
    const g = this.game
    const gen = this.gen
    for (let d = 0; d < 6; d++) {
      const n = g.nb[start * 6 + d]!
      if (n < 0 || this.stamp[n] === gen || s.occ[n]! >= 0) continue
      const w = g.terrainCost[g.terrain[n]!]!
      const sc = g.sideCost[start * 6 + d]!
      if (w === IMPASSABLE_COST || sc === IMPASSABLE_COST) continue
      if (startInZoc && zoc[n] !== 0) continue
      this.stamp[n] = gen
      this.cost[n] = w + sc
      this.canEnd[n] = 1
      this.stops[n] = 1
      this.dests[count++] = n
    }
    return count
  }

  /** MP the last search found to reach `h` as a legal destination, or -1 when it is not one. */
  destinationCost(h: number): number {
    return h >= 0 && h < this.game.size && this.stamp[h] === this.gen && this.canEnd[h] !== 0 ? this.cost[h]! : -1
  }
}
