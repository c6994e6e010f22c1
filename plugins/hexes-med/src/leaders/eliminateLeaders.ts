import { eliminateLeader, leadersOn, msg, type EventCtx } from '@hexes/core'

/**
 * HM-LDR-11: when a unit is eliminated, every leader stacked with it is eliminated too (through
 * core's `eliminateLeader`: status, attachment, the side's append-only counters and a
 * `leaderEliminated` event for the log and the victory conditions). GAP-HM-17: this is the only
 * way a leader dies.
 */
export function eliminateLeaders(ctx: EventCtx): void {
  const { draft, event } = ctx
  if (event.type !== 'unitEliminated' || typeof event['unit'] !== 'string') return
  for (const leader of leadersOn(draft, event['unit'])) {
    eliminateLeader(ctx, leader, `${leader.name} falls with his unit`, 'HM-LDR-11', msg('hm/leaderFalls', { leader: { leader: leader.id } }))
  }
}
