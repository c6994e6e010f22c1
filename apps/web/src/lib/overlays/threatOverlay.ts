import { movementRange, type GameRules, type GameState, type UnitState } from '@hexes/core'
import { forEachHexInRange, lineOfSightService, rangedOf } from './lineOfSight'

/** How an enemy unit threatens a hex: it can enter it, assault it from a hex it can reach, or shoot at it from where it stands. */
export type ThreatKind = 'move' | 'attack' | 'fire'

/** One threatened hex: who threatens it, and how (each unit once, by its strongest threat). */
export interface ThreatHex {
  hex: string
  units: { unit: string; how: ThreatKind }[]
}

/** The enemy reach and threat on one side's behalf. */
export interface ThreatOverlay {
  /** The side threatened. */
  side: string
  /** Per hex index, how many enemy units threaten it. */
  count: Uint16Array
  /** The threatened hexes, ascending hex index. */
  hexes: ThreatHex[]
  /** The highest count. */
  max: number
}

const MOVE = 3
const ATTACK = 2
const FIRE = 1
const KIND: readonly ThreatKind[] = ['fire', 'fire', 'attack', 'move']

/**
 * Which enemy units of `side` could reach or attack each hex in their next turn, from the
 * engine's answers for the state as it stands: each enemy's movement range (core's
 * `movementRange`, the one its moves are checked with: terrain, ZOC, units in the way), the
 * hexes next to it and to every hex it can reach (a close assault after the move), and, for a
 * shooter, the hexes within its range that the rules' line-of-sight service lets it see from
 * where it stands. A hex already threatened in a stronger way counts each unit once.
 */
export function threatOverlay(state: GameState, rules: GameRules, side: string): ThreatOverlay {
  const grid = rules.grid
  const count = new Uint16Array(grid.size)
  const best = new Uint8Array(grid.size)
  const byHex = new Map<number, { unit: string; how: ThreatKind }[]>()
  const los = lineOfSightService(rules)
  const touched: number[] = []
  const mark = (h: number, how: number) => {
    if (h < 0 || best[h]! >= how) return
    if (best[h] === 0) touched.push(h)
    best[h] = how
  }
  for (const u of state.units) {
    if (u.side === side || u.status !== 'active' || u.hex === null) continue
    const start = grid.indexOfRef(u.hex)
    const reach = [start, ...movementRange(rules, state, u).range.reachable]
    for (const h of reach) mark(h, MOVE)
    for (const h of reach) for (let d = 0; d < 6; d++) mark(grid.neighbors[h * 6 + d]!, ATTACK)
    const ranged = los ? rangedOf(rules, state, u) : null
    if (ranged && los) forEachHexInRange(rules, state, los, u, ranged.range, (h, seen) => {
      if (seen) mark(h, FIRE)
    })
    record(u, touched, best, count, byHex)
  }
  const hexes: ThreatHex[] = []
  let max = 0
  for (const [h, units] of [...byHex.entries()].sort((a, b) => a[0] - b[0])) {
    hexes.push({ hex: grid.refOf(h), units })
    if (count[h]! > max) max = count[h]!
  }
  return { side, count, hexes, max }
}

/** Adds one unit's marks to the totals and clears them for the next unit. */
function record(u: UnitState, touched: number[], best: Uint8Array, count: Uint16Array, byHex: Map<number, { unit: string; how: ThreatKind }[]>): void {
  for (const h of touched) {
    count[h]!++
    let list = byHex.get(h)
    if (!list) byHex.set(h, (list = []))
    list.push({ unit: u.id, how: KIND[best[h]!]! })
    best[h] = 0
  }
  touched.length = 0
}
