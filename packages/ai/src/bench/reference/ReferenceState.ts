import type { ReferenceGame } from './ReferenceGame'

/** Pending decision kinds (HM-COMBAT-12/13, HM-ADV-1). */
export const DECIDE_RETREAT = 1
export const DECIDE_LOSS = 2
export const DECIDE_ADVANCE = 3
/** Most decisions ever queued at once (a combat of 3 attackers queues at most 4). */
const MAX_PENDING = 16
/** Most units a decision names (attackers of one combat). */
export const MAX_GROUP = 3

/** `result` of a game still going on. */
export const ONGOING = -2
/** `result` of a draw. */
export const DRAW = -1

/**
 * One reference game's state in typed arrays: unit positions and steps, occupancy, leaders, the
 * per-phase HEXES Med records (moved, mover, charge records, fought, leaders moved), the turn and
 * the queue of pending decisions. Reused across playouts with {@link ReferenceState.reset}.
 */
export class ReferenceState {
  readonly game: ReferenceGame
  /** Hex per unit, -1 when eliminated. */
  readonly hex: Int16Array
  readonly reduced: Uint8Array
  /** Unit index per hex, -1 when empty. */
  readonly occ: Int16Array
  /** Unit carrying each leader, -1 when eliminated. */
  readonly leaderUnit: Int16Array
  readonly leaderMoved: Uint8Array
  /** HM-MOVE-7: moved this phase; the mover, its MP spent and whether it had to stop. */
  readonly moved: Uint8Array
  mover = -1
  moverSpent = 0
  moverStopped = false
  /** HM-CHG-4/5 records of the side's own movement phase. */
  readonly movedThisTurn: Uint8Array
  readonly startedInZoc: Uint8Array
  /** HM-COMBAT-5 / GAP-HM-13: fought this phase. */
  readonly fought: Uint8Array
  turn = 1
  phase = 0
  /** Side to act in a player phase, -1 otherwise. */
  active = 0
  /** {@link ONGOING}, {@link DRAW} or the winning side. */
  result = ONGOING
  /** Bumped whenever a unit moves or leaves the map (invalidates cached ZOC maps). */
  version = 0

  /** Pending decisions, front at index 0: kind, owning side, unit, hex, units named. */
  pendingCount = 0
  readonly pKind = new Uint8Array(MAX_PENDING)
  readonly pSide = new Int8Array(MAX_PENDING)
  readonly pUnit = new Int16Array(MAX_PENDING)
  readonly pHex = new Int16Array(MAX_PENDING)
  readonly pCount = new Uint8Array(MAX_PENDING)
  readonly pUnits = new Int16Array(MAX_PENDING * MAX_GROUP)

  constructor(game: ReferenceGame) {
    this.game = game
    this.hex = new Int16Array(game.units)
    this.reduced = new Uint8Array(game.units)
    this.occ = new Int16Array(game.size)
    this.leaderUnit = new Int16Array(game.leaders)
    this.leaderMoved = new Uint8Array(game.leaders)
    this.moved = new Uint8Array(game.units)
    this.movedThisTurn = new Uint8Array(game.units)
    this.startedInZoc = new Uint8Array(game.units)
    this.fought = new Uint8Array(game.units)
    this.reset()
  }

  /** Back to the scenario's set-up, turn 1, first phase. */
  reset(): void {
    const g = this.game
    this.hex.set(g.startHex)
    this.reduced.set(g.startReduced)
    this.occ.fill(-1)
    for (let u = 0; u < g.units; u++) if (this.hex[u]! >= 0) this.occ[this.hex[u]!] = u
    this.leaderUnit.set(g.leaderStartUnit)
    this.leaderMoved.fill(0)
    this.moved.fill(0)
    this.movedThisTurn.fill(0)
    this.startedInZoc.fill(0)
    this.fought.fill(0)
    this.mover = -1
    this.moverSpent = 0
    this.moverStopped = false
    this.turn = 1
    this.phase = 0
    this.active = g.phaseSide[0]!
    this.result = ONGOING
    this.version++
    this.pendingCount = 0
  }

  /** Current combat strength F (HM-MORALE-2). */
  strength(u: number): number {
    return this.reduced[u] ? this.game.strengthReduced[u]! : this.game.strengthFull[u]!
  }

  /** Current ranged strength (0: cannot shoot). */
  ranged(u: number): number {
    return this.reduced[u] ? this.game.rangedReduced[u]! : this.game.rangedFull[u]!
  }

  /** Moves unit `u` to hex `to` (its leader rides with it, HM-LDR-10). */
  place(u: number, to: number): void {
    this.occ[this.hex[u]!] = -1
    this.hex[u] = to
    this.occ[to] = u
    this.version++
  }

  /** Removes unit `u` from the map with every leader on it (HM-LDR-11). */
  eliminate(u: number): void {
    this.occ[this.hex[u]!] = -1
    this.hex[u] = -1
    this.version++
    for (let l = 0; l < this.game.leaders; l++) if (this.leaderUnit[l] === u) this.leaderUnit[l] = -1
  }

  /** Leader index carried by unit `u`, or -1. */
  leaderOn(u: number): number {
    for (let l = 0; l < this.game.leaders; l++) if (this.leaderUnit[l] === u) return l
    return -1
  }

  /** Queues a decision; `units` (first `n` entries) are the units it names. */
  pushDecision(kind: number, side: number, unit: number, hex: number, units: Int16Array | null, n: number): void {
    const k = this.pendingCount++
    if (k >= MAX_PENDING) throw new Error('reference engine: decision queue overflow')
    this.pKind[k] = kind
    this.pSide[k] = side
    this.pUnit[k] = unit
    this.pHex[k] = hex
    this.pCount[k] = n
    for (let i = 0; i < n; i++) this.pUnits[k * MAX_GROUP + i] = units![i]!
  }

  /** Removes decision `k` from the queue. */
  removeDecision(k: number): void {
    const last = --this.pendingCount
    for (let i = k; i < last; i++) {
      this.pKind[i] = this.pKind[i + 1]!
      this.pSide[i] = this.pSide[i + 1]!
      this.pUnit[i] = this.pUnit[i + 1]!
      this.pHex[i] = this.pHex[i + 1]!
      this.pCount[i] = this.pCount[i + 1]!
      this.pUnits.copyWithin(i * MAX_GROUP, (i + 1) * MAX_GROUP, (i + 2) * MAX_GROUP)
    }
  }

  /** Number of retreat decisions at the front owned by the same side (GAP-HM-14: any order). */
  retreatGroup(): number {
    if (this.pendingCount === 0 || this.pKind[0] !== DECIDE_RETREAT) return 0
    let n = 1
    while (n < this.pendingCount && this.pKind[n] === DECIDE_RETREAT && this.pSide[n] === this.pSide[0]) n++
    return n
  }
}
