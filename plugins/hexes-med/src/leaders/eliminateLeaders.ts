import { countersOf, leadersOn, type EventCtx } from '@hexes/core'

/**
 * HM-LDR-11: when a unit is eliminated, every leader stacked with it is eliminated too (status,
 * unit, the side's `leadersEliminated` counter, and a `leaderEliminated` event for the log and the
 * victory conditions). GAP-HM-17: this is the only way a leader dies.
 */
export function eliminateLeaders(ctx: EventCtx): void {
  const { draft, event } = ctx
  if (event.type !== 'unitEliminated' || typeof event['unit'] !== 'string') return
  const unitId = event['unit']
  for (const leader of leadersOn(draft, unitId)) {
    leader.status = 'eliminated'
    leader.unit = null
    countersOf(draft, leader.side).leadersEliminated += 1
    ctx.emit({ type: 'leaderEliminated', message: `${leader.name} falls with his unit`, ruleId: 'HM-LDR-11', side: leader.side, leader: leader.id, unit: unitId })
  }
}
