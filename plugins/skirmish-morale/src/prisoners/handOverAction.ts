import { findUnit, msg, reject, unitParam, type ActionDefinition, type GameRules, type GameState, type Rejection } from '@hexes/core'
import type { SkTables } from '@hexes/plugin-skirmish'
import { z } from 'zod'
import { moraleState } from '../state/MoraleState'
import { standingBuilding } from './buildings'
import { canGuard, guardCapacity, heldBy } from './guards'
import type { Prisoner } from './Prisoner'

/** Action type of handing prisoners to another guard or into a building (SK-PRIS-1, SK-PRIS-5), in one's movement step. */
export const HAND_OVER = 'sk-morale/hand-over'

/** `{ type: 'sk-morale/hand-over', side, prisoners, guard? , building? }`: exactly one of `guard` (a unit) and `building` (a structure id). */
export const handOverSchema = z.strictObject({
  type: z.literal(HAND_OVER),
  side: z.string(),
  prisoners: z.array(z.string()).min(1).max(64),
  /** The unit that guards them from now on. */
  guard: z.string().optional(),
  /** The building they are held in from now on (no guard needed, SK-PRIS-5). */
  building: z.string().optional(),
})

/** A hand-over action. */
export type HandOverAction = z.infer<typeof handOverSchema>

/** The hex where a prisoner is: its guard's, or its building's. */
function whereHeld(state: GameState, tables: SkTables, p: Prisoner): string | null {
  if (p.guard !== null) return findUnit(state, p.guard)?.hex ?? null
  return p.building !== null ? tables.structure(p.building)?.hex ?? null : null
}

/** Why a hand-over is refused, if it is. */
function handOverCheck(rules: GameRules, state: GameState, tables: SkTables, a: HandOverAction): Rejection | undefined {
  if ((a.guard === undefined) === (a.building === undefined)) return reject('prisoners/no-target', 'SK-PRIS-1', 'Hand prisoners either to a guard or into a building', {})
  if (new Set(a.prisoners).size !== a.prisoners.length) return reject('prisoners/twice', 'SK-PRIS-1', 'A prisoner is named twice', {})
  const all = moraleState(state).prisoners
  const moved: Prisoner[] = []
  for (const id of a.prisoners) {
    const p = all.find((x) => x.unit === id)
    if (!p || p.side !== a.side) return reject('prisoners/unknown', 'SK-PRIS-1', `${id} is not a prisoner of ${a.side}`, { unit: unitParam(id) })
    moved.push(p)
  }
  const { grid } = rules
  let to: string
  if (a.guard !== undefined) {
    const g = findUnit(state, a.guard)
    if (!g || g.side !== a.side || !canGuard(tables, g)) return reject('prisoners/not-a-guard', 'SK-PRIS-1', `${g?.name ?? a.guard} cannot guard prisoners: a unit of ${a.side} of infantry or cavalry, on the map and not fleeing`, { unit: unitParam(a.guard) })
    const kept = heldBy(state, g.id).filter((p) => !a.prisoners.includes(p.unit)).length
    const cap = guardCapacity(tables, g)
    if (kept + moved.length > cap) return reject('prisoners/over-capacity', 'SK-PRIS-1', `${g.name ?? g.id} can guard ${cap} prisoners (two a figure), not ${kept + moved.length}`, { unit: unitParam(g.id), capacity: cap, count: kept + moved.length })
    to = g.hex!
  } else {
    const b = standingBuilding(state, tables, a.building!)
    if (!b) return reject('prisoners/not-a-building', 'SK-PRIS-5', `"${a.building}" is not a standing building (a structure that is no bridge)`, { id: a.building! })
    const inside = state.units.find((u) => u.status === 'active' && u.hex === b.hex)
    if (inside && !tables.allied(inside.side, a.side)) return reject('prisoners/building-held', 'SK-PRIS-5', `${inside.name ?? inside.id} holds ${b.name ?? b.id}`, { unit: unitParam(inside.id) })
    to = b.hex
  }
  for (const p of moved) {
    const at = whereHeld(state, tables, p)
    if (at === null || grid.distance(grid.indexOfRef(at), grid.indexOfRef(to)) > 1) return reject('prisoners/not-adjacent', 'SK-PRIS-1', `${p.unit} is not next to where it would be held`, { unit: unitParam(p.unit) })
  }
  return undefined
}

/**
 * Hands prisoners of one's side to another guard or leaves them in a building, in one's movement
 * step (SK-PRIS-1, SK-PRIS-5, GAP-SK-27): each from where it is held (its guard's hex, or the
 * building's) to a hex at most one hex away (the new guard's, or the building's). A guard holds at
 * most two prisoners a living figure, those it keeps included: a third prisoner for one figure is
 * refused (`prisoners/over-capacity`, SK-PRIS-1) with the state untouched. A building holds any
 * number with no guard; it must be a standing structure that is no bridge, not occupied by an
 * enemy (`prisoners/not-a-building`, `prisoners/building-held`, SK-PRIS-5). The legal actions list
 * each prisoner handed alone to each guard or building that may take it.
 */
export function handOverAction(tables: SkTables): ActionDefinition<HandOverAction> {
  return {
    type: HAND_OVER,
    schema: handOverSchema,
    validate: ({ rules, state, action }) => handOverCheck(rules, state, tables, action),
    apply(ctx) {
      const { draft, action } = ctx
      const m = moraleState(draft)
      m.prisoners = m.prisoners.map((p) => (action.prisoners.includes(p.unit) ? { ...p, guard: action.guard ?? null, building: action.building ?? null } : p))
      const to = action.guard ?? action.building!
      ctx.emit({ type: 'sk-morale/handed-over', message: `${action.prisoners.join(', ')} handed to ${to}`, text: msg(action.guard !== undefined ? 'sk-morale/handed-over/guard' : 'sk-morale/handed-over/building', { n: action.prisoners.length, to: action.guard !== undefined ? unitParam(to) : tables.structure(to)?.name ?? to }), ruleId: action.guard !== undefined ? 'SK-PRIS-1' : 'SK-PRIS-5', side: action.side, prisoners: [...action.prisoners], ...(action.guard !== undefined ? { guard: action.guard } : { building: action.building }) })
    },
    enumerate({ state, rules, side }) {
      const out: HandOverAction[] = []
      const targets = [
        ...state.units.filter((u) => u.side === side && canGuard(tables, u)).map((u) => ({ guard: u.id })),
        ...tables.config.structures.filter((b) => standingBuilding(state, tables, b.id)).map((b) => ({ building: b.id })),
      ]
      for (const p of moraleState(state).prisoners) {
        if (p.side !== side) continue
        for (const to of targets) {
          if (('guard' in to && to.guard === p.guard) || ('building' in to && to.building === p.building)) continue
          const a: HandOverAction = { type: HAND_OVER, side, prisoners: [p.unit], ...to }
          if (!handOverCheck(rules, state, tables, a)) out.push(a)
        }
      }
      return out
    },
  }
}
