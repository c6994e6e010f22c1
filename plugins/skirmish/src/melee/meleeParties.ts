import type { GameState, SideId, UnitState } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { skState, type AllyChoice } from '../state/SkState'
import { isFree, pairOf } from './contacts'

/** A third army involved in a melee, and its units there (SK-MELEE-3). */
export interface ThirdArmy {
  side: SideId
  /** Its units involved, in `state.units` order. */
  units: UnitState[]
  /** The side of the two it joined for this melee, if it has chosen. */
  joins: SideId | undefined
}

/** The two sides of one melee (SK-MELEE-3), and the third armies in it. */
export interface MeleeParties {
  /** Side 0: the acting side's units (and allies); side 1: the primary opponent first, then its allies. */
  sides: [UnitState[], UnitState[]]
  /** Every third army involved, in the order of the scenario's sides. */
  thirds: ThirdArmy[]
  /** The third armies that have not chosen yet: the melee cannot be fought before they do. */
  undecided: ThirdArmy[]
}

/** The choice a third army made for the melee around `primary` (this melee step), if any. */
function allyChoice(state: GameState, side: SideId, primary: string): AllyChoice | undefined {
  return skState(state).allies?.find((c) => c.side === side && c.primary === primary)
}

/**
 * The melee the acting side `attacker` fights around a primary opponent (SK-MELEE-3: "only two
 * sides fight; the attacker names his primary opponent; all other units involved must ally with
 * one of the two sides"; GAP-SK-38). Only units on the map not fought this step take part:
 *
 * - side 0: the units of the acting side, and of its team, in contact with the primary (but those a
 *   rule keeps out of it: `SkTables.addMeleeAbstainer`);
 * - the **units involved** of a third army (neither of the acting side's team nor of the
 *   primary's): those in contact with the primary or with a unit of side 0. Each third army joins
 *   the side its owner chose for this melee (`state.plugins.skirmish.allies`, the `sk/ally`
 *   decision), side 0 or side 1; until it has chosen it is `undecided`;
 * - side 1: the primary first, then the units of the primary's side and team in contact with a
 *   unit of side 0, and the involved units of the third armies that joined it.
 *
 * Allies fight, share their side's damage and count for numerical superiority as its own units
 * (SK-MELEE-4, R-03). With two armies this is the fight of `fightAround` exactly. Sides in
 * `state.units` order after the primary.
 */
export function meleeParties(state: GameState, tables: SkTables, attacker: SideId, primary: UnitState, fought: readonly string[] = skState(state).fought): MeleeParties {
  const opponent = primary.side
  const core: UnitState[] = []
  for (const u of state.units) if (isFree(u, fought) && tables.allied(u.side, attacker) && pairOf(state, u.id, primary.id) !== undefined && !tables.abstains(state, u, primary)) core.push(u)
  const thirds: ThirdArmy[] = []
  for (const u of state.units) {
    if (u === primary || !isFree(u, fought) || tables.allied(u.side, attacker) || tables.allied(u.side, opponent)) continue
    if (pairOf(state, u.id, primary.id) === undefined && !core.some((a) => pairOf(state, a.id, u.id) !== undefined)) continue
    let t = thirds.find((x) => x.side === u.side)
    if (t === undefined) thirds.push((t = { side: u.side, units: [], joins: allyChoice(state, u.side, primary.id)?.joins }))
    t.units.push(u)
  }
  thirds.sort((a, b) => sideIndex(state, a.side) - sideIndex(state, b.side))
  const joined = (u: UnitState, side: SideId) => thirds.some((t) => t.joins === side && t.units.includes(u))
  const side0 = state.units.filter((u) => core.includes(u) || joined(u, attacker))
  const side1 = [primary, ...state.units.filter((u) => u !== primary && isFree(u, fought) && (joined(u, opponent)
    || (tables.allied(u.side, opponent) && side0.some((a) => pairOf(state, a.id, u.id) !== undefined))))]
  return { sides: [side0, side1], thirds, undecided: thirds.filter((t) => t.joins === undefined) }
}

function sideIndex(state: GameState, side: SideId): number {
  return state.sides.findIndex((s) => s.id === side)
}
