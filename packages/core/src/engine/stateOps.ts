import type { DraftCtx } from '../hooks/HookContexts'
import type { LeaderState, UnitState } from '../model/GameState'
import { countersOf } from './stateQueries'

/**
 * Common state changes that keep the append-only counters right (catalogue §3.3 rule 5): kills
 * and losses are counted when they happen and never recomputed from the board, so rules that
 * bring units back (Successive Waves) cannot erase the opponent's progress (GAP-SW-11).
 */

/**
 * Records that `unit` lost `steps` steps worth `strength` strength points. Call it from the rule
 * that applies the loss, with the unit already updated.
 */
export function recordLoss(ctx: DraftCtx, unit: UnitState, steps: number, strength: number, ruleId: string): void {
  const c = countersOf(ctx.draft, unit.side)
  c.stepsLost += steps
  c.strengthEliminated += strength
  ctx.emit({ type: 'stepLost', message: `${unit.name ?? unit.id} loses ${steps === 1 ? 'a step' : `${steps} steps`}`, ruleId, side: unit.side, unit: unit.id, steps })
}

/**
 * Removes `unit` from the map as eliminated: status, hex, counters, and an `unitEliminated`
 * event (rules react to it through the `events` hook, e.g. HM-LDR-11 removes its leader).
 * `strength` is what the unit was still worth.
 */
export function eliminateUnit(ctx: DraftCtx, unit: UnitState, strength: number, ruleId: string): void {
  const hex = unit.hex
  unit.status = 'eliminated'
  unit.hex = null
  const c = countersOf(ctx.draft, unit.side)
  c.unitsEliminated += 1
  c.strengthEliminated += strength
  c.eliminated.push(unit.id)
  ctx.emit({ type: 'unitEliminated', message: `${unit.name ?? unit.id} is eliminated`, ruleId, side: unit.side, unit: unit.id, hex })
}

/**
 * Removes `leader` as eliminated (HM-LDR-11 when his unit dies): status, attachment, the side's
 * append-only counters, and a `leaderEliminated` event.
 */
export function eliminateLeader(ctx: DraftCtx, leader: LeaderState, message: string, ruleId: string): void {
  const unit = leader.unit
  leader.status = 'eliminated'
  leader.unit = null
  const c = countersOf(ctx.draft, leader.side)
  c.leadersEliminated += 1
  c.eliminated.push(leader.id)
  ctx.emit({ type: 'leaderEliminated', message, ruleId, side: leader.side, leader: leader.id, unit })
}
