import { msg, unitParam, type DraftCtx, type UnitState } from '@hexes/core'
import { applyHpLoss, type SkTables } from '@hexes/plugin-skirmish'
import { MORALE_STATS } from '../state/MoraleState'
import { isUndead } from '../test/applyMoraleModel'

/**
 * SK-MORALE-23, GAP-SK-29: the necromancer is killed or captured → every undead unit of his army becomes dead
 * again, at once: removed, its remaining HP counted as killed for the enemy (SK-VP-1), so that
 * units locked with it are free (the contacts follow the eliminations), and marked `dispelled`:
 * no other rule raises them again (`mayReturn`, I-14). Run from the event bus
 * (`unitEliminated`, `characterCaptured`), whatever rule killed or took him.
 */
export function dispelUndead(ctx: DraftCtx, tables: SkTables, necromancer: UnitState): void {
  const undead = ctx.draft.units.filter((u) => u.side === necromancer.side && u.status === 'active' && u.hex !== null && isUndead(tables, u))
  if (undead.length === 0) return
  const captured = necromancer.status === 'reserve'
  ctx.emit({ type: 'sk-morale/dispelled', message: `${necromancer.name ?? necromancer.id} is ${captured ? 'captured' : 'dead'}: the undead fall (${undead.map((u) => u.id).join(', ')})`, text: msg(captured ? 'sk-morale/dispelled/captured' : 'sk-morale/dispelled', { unit: unitParam(necromancer.id), n: undead.length }), ruleId: 'SK-MORALE-23', side: necromancer.side, unit: necromancer.id, units: undead.map((u) => u.id) })
  for (const u of undead) {
    u.stats[MORALE_STATS] = { fleeing: false, ...u.stats[MORALE_STATS], dispelled: true }
    applyHpLoss(ctx, tables, u, tables.stats(u).hp, 'SK-MORALE-23')
  }
}
