import type { GameState, SideId, UnitState } from '@hexes/core'
import type { AiContext } from './AiContext'
import type { EvalWeights } from './EvalWeights'
import { zeroedInt16 } from './zeroedArrays'

/** One unit on the map, with what the evaluation needs about it. */
export interface BoardUnit {
  unit: UnitState
  hex: number
  side: SideId
  strength: number
  weakened: boolean
  /** Material value (see {@link unitValue}). */
  value: number
  mp: number
  ranged: number
  range: number
  /** Leaders riding this unit (a shared empty list when none). */
  leaders: readonly string[]
}

/**
 * A read-only index of a state for the evaluation: units on the map with their strength and
 * value, hex occupancy, and leaders by carrier. Built once per evaluated state (O(units)).
 */
export interface Board {
  state: GameState
  units: BoardUnit[]
  /** Index into `units` + 1 per hex, 0 when empty. */
  occupant: Int16Array
  bySide: Map<SideId, BoardUnit[]>
  /** Cache of `enemyAdjacency` (computed on first use). */
  enemyAdjacent?: Uint8Array
  /** Cache of `breakRiskOf` per unit id (computed on first use). */
  breaks?: Map<string, number>
  /** Cache of `lostUnits` per side (computed on first use). */
  lost?: Map<SideId, number>
  /** Cache of `objectiveScore` per side, for one time fraction and weights (computed on first use). */
  objectiveMemo?: { t: number; w: Readonly<EvalWeights>; scores: Map<SideId, number> }
}

/**
 * Material value of a unit: its strength, plus half again while it still has a step to lose
 * (a full unit absorbs a loss; a weakened one dies of the next).
 */
export function unitValue(strength: number, weakened: boolean): number {
  return weakened ? strength : strength * 1.5
}

/** The leaders of a unit that carries none (shared: boards are read-only). */
const NO_LEADERS: readonly string[] = Object.freeze([])

/** Builds the {@link Board} of a state. */
export function buildBoard(ai: AiContext, state: GameState): Board {
  const occupant = zeroedInt16(ai.grid.size)
  const units: BoardUnit[] = []
  const bySide = new Map<SideId, BoardUnit[]>()
  for (const s of state.sides) bySide.set(s.id, [])
  let carriers: Map<string, string[]> | undefined
  for (const l of state.leaders) {
    if (l.status !== 'active' || l.unit === null) continue
    carriers ??= new Map()
    const list = carriers.get(l.unit)
    if (list) list.push(l.id)
    else carriers.set(l.unit, [l.id])
  }
  for (const u of state.units) {
    if (u.status !== 'active' || u.hex === null) continue
    const hex = ai.hex(u.hex)
    const strength = ai.strength(state, u)
    const weakened = ai.weakened(state, u)
    const info = ai.info(state, u, weakened)
    const b: BoardUnit = {
      unit: u, hex, side: u.side, strength, weakened, value: unitValue(strength, weakened),
      mp: info.mp, ranged: info.ranged, range: info.range, leaders: carriers?.get(u.id) ?? NO_LEADERS,
    }
    units.push(b)
    occupant[hex] = units.length
    bySide.get(u.side)?.push(b)
  }
  return { state, units, occupant, bySide }
}
