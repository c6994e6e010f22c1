import { msg, unitParam, type DraftCtx, type UnitState } from '@hexes/core'
import { inAftermathOdds, isLocked, pairsOf, type SkTables } from '@hexes/plugin-skirmish'
import { isFleeing, MORALE_STATS, moraleState } from '../state/MoraleState'
import { gapBetween } from '../geometry/gapBetween'
import { dropMootPursuits, reachOf, runPursuit } from '../pursuit/pursueAction'
import { PURSUIT } from '../pursuit/pursuitDecision'
import { flightOf } from './flightOf'

/**
 * A unit breaks and flees (SK-MORALE-1..3, -9, -13, -19): it is marked fleeing, `sk-morale/flees`
 * records the hex it flees from and its HP (for the friends who see it, SK-MORALE-17, R-08), and it
 * makes its flight move ({@link flightOf}). Every enemy that was in contact with it, still stands,
 * is not fleeing and is not locked in another melee may pursue it (SK-MORALE-4, GAP-SK-16):
 * one `sk-morale/pursuit` decision each, for the pursuer's side, unless its standing order answers
 * (`never`; `always`: it pursues at once when in reach) or it is the side not playing, which pursues
 * when in reach (no decision waits on it). It first tests to rally in its
 * side's next turn (SK-MORALE-7), not in the one it broke in.
 */
export function flee(ctx: DraftCtx, tables: SkTables, unit: UnitState, ruleId: string, pursuitDie = 6): void {
  if (unit.status !== 'active' || unit.hex === null) return
  const { draft } = ctx
  const contacts = pairsOf(draft, unit.id).map((p) => (p.units[0] === unit.id ? p.units[1] : p.units[0]))
  const hp = tables.stats(unit).hp
  unit.stats[MORALE_STATS] = { fleeing: true }
  // It tests to rally in its side's next turn, not in the one it broke in (SK-MORALE-7).
  const m = moraleState(draft)
  if (!m.rallyTested.includes(unit.id)) m.rallyTested.push(unit.id)
  ctx.emit({ type: 'sk-morale/flees', message: `${unit.name ?? unit.id} flees`, text: msg('sk-morale/flees', { unit: unitParam(unit.id) }), ruleId, side: unit.side, unit: unit.id, hex: unit.hex, hp })
  // The odds of an attack stop here: they read who breaks, not where he runs nor who pursues (SK-MORALE-1..4).
  if (inAftermathOdds(ctx)) return
  const flight = flightOf(ctx, tables, unit, ruleId)
  if (flight.lost) return
  for (const id of contacts) {
    const p = draft.units.find((u) => u.id === id)
    if (!p || p.status !== 'active' || p.hex === null || isFleeing(p) || isLocked(draft, p.id)) continue
    // A standing order answers at once; a unit of the side not playing pursues when in reach, so that nobody waits on it.
    const order = moraleState(draft).orders.find((o) => o.unit === p.id)?.pursuit ?? (p.side === draft.turn.activeSide ? 'ask' : 'always')
    if (order === 'never') continue
    if (order === 'always') {
      if (gapBetween(ctx.rules, tables, p.hex, unit.hex!) <= reachOf(tables, p, pursuitDie)) runPursuit(ctx, tables, p, unit)
      continue
    }
    draft.pending.push({ kind: PURSUIT, side: p.side, ruleId: 'SK-MORALE-4', data: { unit: p.id, target: unit.id } })
  }
  // A pursuit made at once may have caught the quarry: the others are then not asked.
  dropMootPursuits(draft)
}
