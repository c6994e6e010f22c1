import type { AiContext, Objective } from './AiContext'
import type { Board, BoardUnit } from './Board'
import type { TurnDistances } from './turnDistances'

/**
 * Control of a missing objective hex: held by the enemy (next to a unit), empty and within a
 * unit's reach next turn, empty but out of reach (scaled down with distance).
 */
const HOLD_OCC = 0.25
const HOLD_EMPTY = 0.7
const HOLD_FAR = 0.35

/** How far `side` is with a `holdHexes` objective (see {@link holdControl}). */
export interface HoldControl {
  /** Hexes of the objective held by a unit of the side. */
  held: number
  /** `min(held, count)` plus the credit for the missing hexes the side's free units could take. */
  progress: number
}

/** Scratch buffers of {@link holdControl}, grown on demand (the evaluation is synchronous). */
let credit = new Float64Array(64)
let hexUsed = new Uint8Array(8)
let unitUsed = new Uint8Array(16)
const missingHex: number[] = []
const missingHeld: boolean[] = []
const heldHexes: number[] = []
const free: BoardUnit[] = []
const turnsOf: TurnDistances[] = []

/**
 * Control of each hex of a `holdHexes` objective by `side`: 1 when held. A missing hex counts by
 * how surely a unit can take it next turn: an empty hex a unit can enter (within its MP, and not
 * from one enemy zone of control straight into another) is nearly taken; one the enemy holds
 * must be fought for. Distances are walked round impassable terrain (`AiContext.walkFrom`): a
 * unit across a river from the hex is as far as the way by the bridge. An area objective (many
 * more hexes than needed) credits an empty hex by the unit's own turns to it instead, at its
 * terrain costs (`AiContext.turnsFrom`, see `areaCredit`). Each unit counts for one hex only: a
 * unit holding one hex of the condition, or credited with reaching one missing hex, is not
 * counted again for another.
 *
 * The missing hexes are credited greedily, best (missing hex, unit) pair first, ties by hex then
 * unit order: each step picks the best pair whose hex and unit are both still free, which is the
 * pair a full sort of every pair would reach next, so the sum is added in the same order.
 *
 * `removed`, when given, is a unit of the board seen as gone (its hex empty, not among the
 * side's units): the position without it, for `objectiveStake`. `zoc` is `enemyAdjacency` of the
 * board and `bit` the side's bit in it.
 */
export function holdControl(
  ai: AiContext, board: Board, o: Extract<Objective, { kind: 'hold' }>, side: string, removed: BoardUnit | undefined, zoc: Uint8Array, bit: number,
): HoldControl {
  const mine = board.bySide.get(side) ?? []
  const gone = removed ? removed.hex : -1
  let held = 0
  missingHex.length = 0
  missingHeld.length = 0
  heldHexes.length = 0
  for (const h of o.hexes) {
    const occ = h === gone ? 0 : board.occupant[h]!
    const holder = occ ? board.units[occ - 1]! : undefined
    if (holder?.side === side) {
      held++
      heldHexes.push(h)
    } else {
      missingHex.push(h)
      missingHeld.push(holder !== undefined)
    }
  }
  free.length = 0
  for (const b of mine) if (b !== removed && !heldHexes.includes(b.hex)) free.push(b)
  const nm = missingHex.length
  const nu = free.length
  if (credit.length < nm * nu) credit = new Float64Array(nm * nu * 2)
  if (hexUsed.length < nm) hexUsed = new Uint8Array(nm * 2)
  if (unitUsed.length < nu) unitUsed = new Uint8Array(nu * 2)
  const map = board.state.map
  // An area to reach (many more hexes than needed, as a river's far bank): what counts is how many
  // turns away a unit is, and whether it gets there before an end-of-game check.
  const area = o.hexes.length > AREA_FACTOR * o.count
  const turnsLeft = o.timing === 'endOfGame' ? Math.max(1, board.state.turn.lastTurn - board.state.turn.timeTrack + 1) : 99
  turnsOf.length = 0
  if (area) for (const b of free) turnsOf.push(ai.turnsFrom(board.state, b.unit, b.hex))
  for (let m = 0; m < nm; m++) {
    const h = missingHex[m]!
    const occupied = missingHeld[m]!
    const walk = ai.walkFrom(map, h)
    hexUsed[m] = 0
    for (let u = 0; u < nu; u++) {
      const b = free[u]!
      const d = walk[b.hex]!
      const blocked = d === 1 && (zoc[b.hex]! & bit) !== 0 && (zoc[h]! & bit) !== 0
      credit[m * nu + u] = occupied
        ? HOLD_OCC / (1 + Math.max(0, d - 1) / 2)
        : area ? areaCredit(d, turnsOf[u]!.turns[h]!, turnsOf[u]!.pace[h]!, blocked, turnsLeft) : d <= b.mp && !blocked ? HOLD_EMPTY / (1 + (d - 1) / 4) : HOLD_FAR / (1 + d / 2)
    }
  }
  unitUsed.fill(0, 0, nu)
  let progress = Math.min(held, o.count)
  for (let picked = 0; picked < o.count - held; picked++) {
    let best = -1
    let bestC = -Infinity
    for (let m = 0; m < nm; m++) {
      if (hexUsed[m]) continue
      const row = m * nu
      for (let u = 0; u < nu; u++) {
        if (unitUsed[u]) continue
        const c = credit[row + u]!
        if (c > bestC) {
          bestC = c
          best = row + u
        }
      }
    }
    if (best < 0) break
    hexUsed[Math.floor(best / nu)] = 1
    unitUsed[best % nu] = 1
    progress += bestC
  }
  return { held, progress }
}

/** A `holdHexes` objective with more than this many hexes per unit needed is an area to reach. */
const AREA_FACTOR = 2
/** Credit kept per further turn a unit needs to reach an area objective. */
const AREA_DECAY = 0.75

/**
 * Credit of an empty hex of an area objective for a unit `d` steps away (`AiContext.turnsFrom`:
 * `turns` to walk there as the turns fall, `pace` at an even pace, both at its terrain costs):
 * `HOLD_EMPTY` when it gets there this turn, `AREA_DECAY` of it less per further turn (one more
 * when it must leave an enemy zone of control on the way), a tenth of it when it cannot arrive
 * before the end-of-game check (`turnsLeft`); nearer hexes are slightly better among equals.
 * Whether it arrives in time is read from `turns`: a company in a ford that halves its pace is
 * not credited as if it walked on open ground. The further turns are read from `pace`, in
 * fractions: every hex a unit closes in gains credit, even where the turns fall the same (with
 * whole turns, a step that did not cut a whole turn gained nearly nothing and a side that must
 * cross the map stood still).
 */
function areaCredit(d: number, turns: number, pace: number, blocked: boolean, turnsLeft: number): number {
  const whole = Math.max(1, Math.ceil(turns - 1e-6)) + (blocked ? 1 : 0)
  const late = whole > turnsLeft ? 0.1 : 1
  const further = Math.max(0, pace - 1) + (blocked ? 1 : 0)
  return late * HOLD_EMPTY * AREA_DECAY ** further * (1 - 0.01 * Math.min(d, 30))
}
