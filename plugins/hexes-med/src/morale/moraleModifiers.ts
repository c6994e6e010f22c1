import { msg, type MoraleCtx, type Modifier } from '@hexes/core'
import { HM } from '../state/HmState'

/** Modifier kind read by the HEXES Med morale test: added to the morale value (F). */
export const MORALE = 'morale'

/**
 * Leader support in a morale test (HM-LDR-2, HM-LDR-3, HM-LDR-4, HM-MORALE-6): +1 to the morale
 * value when at least one friendly leader is stacked with the tested unit or with a unit in one
 * of the six adjacent hexes. Whatever the leaders' bonuses and however many there are, never
 * more than +1.
 */
export function leaderMoraleModifier(ctx: MoraleCtx): Modifier | undefined {
  const { state, rules, unit } = ctx
  if (unit.hex === null) return undefined
  const grid = rules.grid
  const here = grid.indexOfRef(unit.hex)
  let adjacent: string | undefined
  let adjacentId = ''
  for (const l of state.leaders) {
    if (l.status !== 'active' || l.side !== unit.side || l.unit === null) continue
    if (l.unit === unit.id) return { source: HM, ruleId: 'HM-LDR-2', label: `Leader with the unit (${l.name})`, text: msg('modifier/leader-with-unit', { leader: { leader: l.id } }), value: 1, kind: MORALE }
    if (adjacent !== undefined) continue
    const carrier = state.units.find((u) => u.id === l.unit)
    if (carrier && carrier.status === 'active' && carrier.hex !== null && grid.distance(here, grid.indexOfRef(carrier.hex)) === 1) {
      adjacent = l.name
      adjacentId = l.id
    }
  }
  return adjacent === undefined ? undefined : { source: HM, ruleId: 'HM-LDR-3', label: `Leader adjacent (${adjacent})`, text: msg('modifier/leader-adjacent', { leader: { leader: adjacentId } }), value: 1, kind: MORALE }
}
