import { hexParam, msg, unitParam, type DraftCtx, type HexRef, type UnitState } from '@hexes/core'
import { syncContacts, type SkTables } from '@hexes/plugin-skirmish'

/** The hex distance from `hex` to the nearest active enemy of `side` on the map (a large number when there is none). */
function nearestEnemy(ctx: DraftCtx, side: string, hex: HexRef): number {
  const g = ctx.rules.grid
  const from = g.indexOfRef(hex)
  let best = Number.MAX_SAFE_INTEGER
  for (const u of ctx.draft.units) {
    if (u.status !== 'active' || u.hex === null || u.side === side) continue
    best = Math.min(best, g.distance(from, g.indexOfRef(u.hex)))
  }
  return best
}

/**
 * The HEXES Med retreat of one hex a morale test calls for in a mixed game (HM-MORALE-4, I-03,
 * I-13), made at once so that no one waits on a decision (the rule for reactions): among
 * the hexes the rules of the mix allow (`displacementOptions`, kind `retreat`: HEXES Med's
 * HM-COMBAT-13/14 and HM-ZOC-6), the one farthest from the nearest enemy, ties to the first in
 * direction order (as R-07 rules a flight). With no hex, the unit loses a step in place
 * (GAP-HM-11). The unit keeps its facing (it gives ground facing the enemy, as a push-back); its
 * leader rides with it (HM-LDR-10); the contacts follow (a locked melee it leaves is broken).
 *
 * @returns the hex it retreated to, or `undefined` when it could not
 */
export function hmRetreat(ctx: DraftCtx, tables: SkTables, unit: UnitState, ruleId: string): HexRef | undefined {
  if (unit.hex === null) return undefined
  const options = ctx.rules.hooks.displacementOptions.call([], { state: ctx.draft, rules: ctx.rules, unit, kind: 'retreat' })
  let to: HexRef | undefined
  let far = -1
  for (const o of options) {
    const d = nearestEnemy(ctx, unit.side, o)
    if (d > far) {
      far = d
      to = o
    }
  }
  if (to === undefined) return undefined
  const from = unit.hex
  unit.hex = to
  ctx.emit({ type: 'retreated', message: `${unit.name ?? unit.id} retreats from ${from} to ${to}`, text: msg('sk-morale/retreated', { unit: unitParam(unit.id), from: hexParam(from), to: hexParam(to) }), ruleId, side: unit.side, unit: unit.id, from, to })
  syncContacts(ctx.rules, ctx.draft, tables)
  return to
}
