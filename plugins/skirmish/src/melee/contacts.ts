import type { GameRules, GameState, UnitState } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { skState, type MeleePair } from '../state/SkState'

/** Per grid, a scratch layer of unit indices by hex (−1 where none): stamped for one query, cleared after it. */
const scratchOf = new WeakMap<GameRules['grid'], Int32Array>()

/**
 * Every pair of enemy skirmish units in contact (adjacent, gap 0: GAP-SK-01; units of one side or
 * of one declared team are not enemies, GAP-SK-38), as `[i, j]` indices
 * into `state.units` with `i < j`, in ascending order. (Where two units share a hex, the later
 * one in `state.units` stands for it.)
 */
export function contactPairs(rules: GameRules, state: GameState, tables: SkTables): [number, number][] {
  const { grid } = rules
  let at = scratchOf.get(grid)
  if (!at) scratchOf.set(grid, (at = new Int32Array(grid.size).fill(-1)))
  // The hex of each unit that counts (−1 for the others), parallel to state.units.
  const hexes: number[] = []
  for (let i = 0; i < state.units.length; i++) {
    const u = state.units[i]!
    const h = u.status === 'active' && u.hex !== null && tables.isSkUnit(u) ? grid.indexOfRef(u.hex) : -1
    hexes.push(h)
    if (h >= 0) at[h] = i
  }
  const out: [number, number][] = []
  for (let i = 0; i < hexes.length; i++) {
    const h = hexes[i]!
    if (h < 0) continue
    const side = state.units[i]!.side
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbors[h * 6 + d]!
      const j = n < 0 ? -1 : at[n]!
      if (j > i && !tables.allied(state.units[j]!.side, side)) out.push([i, j])
    }
  }
  for (const h of hexes) if (h >= 0) at[h] = -1
  return out.sort((a, b) => a[0] - b[0] || a[1] - b[1])
}

/**
 * Brings the melee pairs of the draft up to date with the board (SK-MELEE-1, GAP-SK-08): a pair
 * for every two enemy units in contact, keeping the attacks, the lock and the pending charge of
 * the pairs that were already there; a pair whose units are no longer in contact (one moved away
 * before the lock, was pushed back, fled or fell) is gone. Called after every move and every
 * combat.
 */
export function syncContacts(rules: GameRules, draft: GameState, tables: SkTables): void {
  const sk = skState(draft)
  const old = new Map(sk.melees.map((p) => [`${p.units[0]}|${p.units[1]}`, p]))
  sk.melees = contactPairs(rules, draft, tables).map(([i, j]): MeleePair => {
    const a = draft.units[i]!.id
    const b = draft.units[j]!.id
    return old.get(`${a}|${b}`) ?? { units: [a, b], attacks: [0, 0], locked: false, charge: null }
  })
}

/** The melee pairs a unit is in. */
export function pairsOf(state: GameState, unitId: string): MeleePair[] {
  return skState(state).melees.filter((p) => p.units[0] === unitId || p.units[1] === unitId)
}

/** The pair of two units, if they are in contact. */
export function pairOf(state: GameState, a: string, b: string): MeleePair | undefined {
  return skState(state).melees.find((p) => (p.units[0] === a && p.units[1] === b) || (p.units[0] === b && p.units[1] === a))
}

/** Whether a unit is locked in melee (SK-MELEE-1): in a locked pair. */
export function isLocked(state: GameState, unitId: string): boolean {
  return skState(state).melees.some((p) => p.locked && (p.units[0] === unitId || p.units[1] === unitId))
}

/** Whether a unit is in contact with an enemy (engaged, locked or not). */
export function isEngaged(state: GameState, unitId: string): boolean {
  return pairsOf(state, unitId).length > 0
}

/** The other unit of a pair. */
export function otherOf(pair: MeleePair, unitId: string): string {
  return pair.units[0] === unitId ? pair.units[1] : pair.units[0]
}

/**
 * Every unit connected to a unit through contact pairs, in `state.units` order (just the unit when
 * it is in no contact): a line of units in contact can make this the whole battle line.
 */
export function meleeGroup(state: GameState, unitId: string): UnitState[] {
  const sk = skState(state)
  const seen = new Set([unitId])
  const todo = [unitId]
  while (todo.length) {
    const id = todo.pop()!
    for (const p of sk.melees) {
      if (p.units[0] !== id && p.units[1] !== id) continue
      const o = otherOf(p, id)
      if (!seen.has(o)) {
        seen.add(o)
        todo.push(o)
      }
    }
  }
  return state.units.filter((u) => seen.has(u.id))
}

/**
 * The fight around a primary opponent (SK-MELEE-3: two sides; the attacker names his primary
 * opponent, the others ally): side 0 is every unit for which `inSide0` holds that is in contact
 * with the primary opponent; side 1 is the primary opponent first, then every other unit in
 * contact with a unit of side 0 (the primary's side, and any third army's units, which side with
 * it). Units in `fought` are left out (one fight a step). Both in `state.units` order after the
 * primary. Bounded: one hop around the primary, never a whole line in contact. The melee a volley
 * shoots into (SK-MELEE-9); the melee step's sides, with third armies' choices, are `meleeParties`'.
 */
export function fightAround(state: GameState, primary: UnitState, inSide0: (u: UnitState) => boolean, fought: readonly string[] = []): [UnitState[], UnitState[]] {
  const side0 = state.units.filter((u) => isFree(u, fought) && inSide0(u) && pairOf(state, u.id, primary.id) !== undefined)
  const side1 = [primary, ...state.units.filter((u) => u !== primary && isFree(u, fought) && !inSide0(u) && side0.some((a) => pairOf(state, a.id, u.id) !== undefined))]
  return [side0, side1]
}

/** On the map and not fought this step. (Module level: no closure per call of a hot query.) */
export function isFree(u: UnitState, fought: readonly string[]): boolean {
  return u.status === 'active' && u.hex !== null && !fought.includes(u.id)
}
