import { msg, reject, rejectWith, type HexGrid, type MapEdge, type Rejection } from '@hexes/core'

/**
 * A piece of the enemy side as the placement rules see it (SW-9, SW-10, SW-12). Leaders are
 * listed too, so that the « sans compter un Chef isolé » exception is explicit: an isolated leader
 * (one not stacked with a friendly unit, GAP-SW-08) never counts; a leader riding a unit stands on
 * that unit's hex, which counts anyway.
 */
export interface EnemyPiece {
  /** Hex index on the map, or `null` when the piece's position is not known (off the map). */
  hex: number | null
  kind: 'unit' | 'leader'
  /** A leader not stacked with a unit of his side (GAP-SW-08). Always `false` for units. */
  isolated: boolean
}

/**
 * Everything the placement predicate needs, as flat arrays over the map's hex indices. Built from
 * a game state by `placementBoard`, or by hand in tests.
 */
export interface PlacementBoard {
  grid: HexGrid
  /** 1 where any unit stands (SW-18: a placement hex must be empty; HM-MOVE-8). */
  occupied: Uint8Array
  /** 1 where the unit being placed may stand: terrain not impassable for it (SW-18, HM-MOVE-6). */
  enterable: Uint8Array
  /** Optional: 1 at `h * 6 + d` when the hexside from `h` in direction `d` cannot be crossed. */
  sideBlocked?: Uint8Array
  /** Every piece of the enemy sides. */
  enemies: readonly EnemyPiece[]
  /** The map edges that count for SW-10 (GAP-SW-06: all four, or the Native side's own). */
  edges: readonly MapEdge[]
  /** SW-9, SW-12: minimum hex distance to every enemy unit (default 3, GAP-SW-05). */
  minDistance: number
}

/**
 * The one placement predicate of Successive Waves, compiled for one board. The `placementLegality`
 * hook, the `sw/place` validation and the enumeration of legal hexes (web app highlighting, AI)
 * all go through {@link PlacementRules.verdict}.
 *
 * @example
 * const rules = new PlacementRules(board)
 * rules.verdict(grid.indexOfRef('4,4'), [])        // first hex: SW-9 + SW-10 + SW-18
 * rules.verdict(grid.indexOfRef('4,5'), [firstHex]) // block hex: SW-11 + SW-12 + SW-18
 */
export class PlacementRules {
  readonly board: PlacementBoard
  /** Enemy hexes that count (units, and leaders riding them; never isolated leaders). */
  private readonly counting: number[]
  /** 1 where a hex holds or touches a counting enemy (SW-10's forbidden hexes). */
  private readonly nearEnemy: Uint8Array
  /** Connected-component label of the hexes a SW-10 path may use (0 = not usable). */
  private components: Int32Array | undefined
  /** Enterable hexes of the counting edges (once per board). */
  private edgeTargets: number[] | undefined

  constructor(board: PlacementBoard) {
    this.board = board
    this.counting = countingEnemyHexes(board.enemies)
    const { grid } = board
    this.nearEnemy = new Uint8Array(grid.size)
    for (const h of this.counting) {
      this.nearEnemy[h] = 1
      for (let d = 0; d < 6; d++) {
        const n = grid.neighbors[h * 6 + d]!
        if (n >= 0) this.nearEnemy[n] = 1
      }
    }
  }

  /**
   * Whether a unit may be placed on hex `hex` (an index, -1 for off the map) given the hexes
   * already placed by this wave (`batch`, first hex first). Returns the rejection, or `undefined`
   * when legal:
   * - every hex: on the map, empty, enterable (SW-18);
   * - the first hex (empty batch): at least `minDistance` from every enemy unit (SW-9), and a path
   *   to the nearest edge hex that never enters a hex holding or touching an enemy unit (SW-10);
   * - later hexes: adjacent to a hex of the block (SW-11, GAP-SW-07) and at least `minDistance`
   *   from every enemy unit (SW-12); SW-10 is not required of them.
   */
  verdict(hex: number, batch: readonly number[]): Rejection | undefined {
    const { grid, occupied, enterable, minDistance } = this.board
    if (hex < 0 || hex >= grid.size) return reject('sw/off-map', 'SW-18', 'A wave is placed on the map', {})
    if (occupied[hex] !== 0) return reject('sw/occupied', 'SW-18', 'A wave unit must be placed in an empty hex (one unit per hex)', {})
    if (enterable[hex] === 0) return reject('sw/impassable', 'SW-18', 'A wave unit cannot be placed in terrain it may not enter', {})
    const first = batch.length === 0
    const nearest = this.distanceToEnemy(hex)
    if (nearest < minDistance) {
      const params = { min: minDistance, nearest }
      return first
        ? rejectWith('sw/too-close', 'SW-9', `The first hex of a wave must be at least ${minDistance} hexes from every enemy unit (an enemy is ${nearest} away)`, msg('sw/too-close/first', params))
        : rejectWith('sw/too-close', 'SW-12', `No hex of the wave's block may be less than ${minDistance} hexes from an enemy unit (an enemy is ${nearest} away)`, msg('sw/too-close/block', params))
    }
    if (first) {
      if (!this.reachesNearestEdge(hex)) {
        return reject('sw/no-edge-path', 'SW-10', 'From the first hex of a wave, a path must reach the nearest map edge without entering a hex that holds or touches an enemy unit', {})
      }
      return undefined
    }
    for (const b of batch) if (grid.distance(hex, b) === 1) return undefined
    return reject('sw/not-contiguous', 'SW-11', "The wave's units form one block: each one is placed next to a unit already placed by the wave", {})
  }

  /** Hex distance from `hex` to the nearest counting enemy (`Infinity` when there is none). */
  distanceToEnemy(hex: number): number {
    let best = Infinity
    for (const e of this.counting) {
      const d = this.board.grid.distance(hex, e)
      if (d < best) best = d
    }
    return best
  }

  /**
   * SW-10 with GAP-SW-06: a chain of adjacent on-map hexes from `hex` to one of the nearest edge
   * hexes (by hex distance; on a tie any of them will do), of any length, through hexes that are
   * enterable, crossing no impassable hexside, and none of which (both ends included) holds or
   * touches an enemy unit. Friendly units may be crossed.
   */
  reachesNearestEdge(hex: number): boolean {
    const labels = this.componentLabels()
    const own = labels[hex]!
    if (own === 0) return false
    for (const t of this.nearestEdgeHexes(hex)) if (labels[t] === own) return true
    return false
  }

  /**
   * The edge hexes nearest to `hex` by hex distance (ties: all of them), among the edge hexes of
   * `board.edges` that the unit could enter. Design decision (GAP-SW-06 is silent): an impassable
   * edge hex (a lake, crags) can never end a path, so it is not "the nearest edge" a path must
   * reach; otherwise a stretch of impassable border would forbid deployment near it whatever the
   * enemy does.
   */
  nearestEdgeHexes(hex: number): number[] {
    const { grid } = this.board
    this.edgeTargets ??= grid.edgeHexes(this.board.edges).filter((h) => this.board.enterable[h] !== 0)
    let best = Infinity
    let out: number[] = []
    for (const t of this.edgeTargets) {
      const d = grid.distance(hex, t)
      if (d < best) {
        best = d
        out = [t]
      } else if (d === best) out.push(t)
    }
    return out
  }

  /** Labels the connected components of the hexes a SW-10 path may use (once per board). */
  private componentLabels(): Int32Array {
    if (this.components) return this.components
    const { grid, sideBlocked } = this.board
    const labels = new Int32Array(grid.size)
    const queue = new Int32Array(grid.size)
    let next = 0
    for (let s = 0; s < grid.size; s++) {
      if (labels[s] !== 0 || !this.usable(s)) continue
      next++
      labels[s] = next
      queue[0] = s
      let tail = 1
      for (let k = 0; k < tail; k++) {
        const h = queue[k]!
        for (let d = 0; d < 6; d++) {
          const n = grid.neighbors[h * 6 + d]!
          if (n < 0 || labels[n] !== 0 || !this.usable(n)) continue
          if (sideBlocked !== undefined && sideBlocked[h * 6 + d] !== 0) continue
          labels[n] = next
          queue[tail++] = n
        }
      }
    }
    this.components = labels
    return labels
  }

  private usable(h: number): boolean {
    return this.board.enterable[h] !== 0 && this.nearEnemy[h] === 0
  }
}

/** The hexes of the enemy pieces that count for SW-9/10/12: never an isolated leader (GAP-SW-08). */
export function countingEnemyHexes(enemies: readonly EnemyPiece[]): number[] {
  const out: number[] = []
  for (const e of enemies) {
    if (e.hex === null || (e.kind === 'leader' && e.isolated)) continue
    out.push(e.hex)
  }
  return out
}
