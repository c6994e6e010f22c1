import { findLeader, findUnit, leadersOn, msg, reject, rejectWith, sideParam, unitParam, type ActionDefinition, type GameRules, type GameState, type Rejection } from '@hexes/core'
import { z } from 'zod'
import { hmState } from '../config/HmTables'
import { LEADER_TRANSFER } from '../sequence/hmPhases'

/** `{ type: 'hm/leader-transfer', side, leader, to }`: a leader leaves his unit for the friendly unit `to` (HM-LDR-5). */
export const leaderTransferSchema = z.strictObject({
  type: z.literal(LEADER_TRANSFER),
  side: z.string(),
  leader: z.string(),
  /** Id of the unit the leader joins (a leader never stands alone, HM-LDR-12). */
  to: z.string(),
})

/** A leader transfer. */
export type LeaderTransferAction = z.infer<typeof leaderTransferSchema>

/**
 * Why `action` is not a legal leader transfer now, or `undefined` when it is (HM-LDR-5..9, HM-LDR-12).
 * Enemy ZOC plays no part (HM-LDR-7). The phase is checked by the core (leader-movement phases only).
 */
export function transferVeto(rules: GameRules, state: GameState, action: LeaderTransferAction): Rejection | undefined {
  const leader = findLeader(state, action.leader)
  if (!leader) return reject('action/unknown-leader', 'core', `Unknown leader "${action.leader}"`, { id: action.leader })
  const lp = { leader: leader.id }
  if (leader.side !== action.side) return reject('leader/not-your-leader', 'HM-SEQ-4', `${leader.name} is not a leader of ${action.side}`, { leader: lp, side: sideParam(action.side) })
  const from = leader.unit === null ? undefined : findUnit(state, leader.unit)
  if (leader.status !== 'active' || !from?.hex) return reject('leader/not-on-map', 'HM-LDR-12', `${leader.name} is not on the map`, { piece: lp })
  if (hmState(state).leadersMoved.includes(leader.id)) {
    return reject('leader/already-transferred', 'HM-LDR-8', `${leader.name} has already joined another unit this phase`, { leader: lp })
  }
  const to = findUnit(state, action.to)
  if (!to) return rejectWith('action/unknown-unit', 'HM-LDR-12', `Unknown unit "${action.to}": a leader can only join a unit`, msg('leader/unknown-unit', { id: action.to }))
  const toName = to.name ?? to.id
  const up = unitParam(to.id)
  if (to.side !== leader.side) return reject('leader/not-friendly', 'HM-LDR-5', `${toName} is not a friendly unit`, { unit: up })
  if (to.status !== 'active' || to.hex === null) return reject('leader/not-on-map', 'HM-LDR-12', `${toName} is not on the map`, { piece: up })
  if (to.id === from.id) return reject('leader/same-unit', 'HM-LDR-5', `${leader.name} is already with ${toName}`, { leader: lp, unit: up })
  if (rules.grid.distance(rules.grid.indexOfRef(from.hex), rules.grid.indexOfRef(to.hex)) !== 1) {
    return reject('leader/not-adjacent', 'HM-LDR-6', `${toName} is not adjacent to ${leader.name}`, { unit: up, leader: lp })
  }
  if (leadersOn(state, to.id).length > 0) return reject('leader/unit-has-leader', 'HM-LDR-9', `${toName} already carries a leader`, { unit: up })
  return undefined
}

/**
 * The leader transfer (HM-LDR-5..9): in his side's leader-movement phase, a leader leaves his unit
 * for one adjacent friendly unit that carries no leader, once per phase, ignoring enemy ZOC.
 */
export const leaderTransferAction: ActionDefinition<LeaderTransferAction> = {
  type: LEADER_TRANSFER,
  schema: leaderTransferSchema,
  validate: ({ state, rules, action }) => transferVeto(rules, state, action),
  apply(ctx) {
    const { draft, action } = ctx
    const leader = findLeader(draft, action.leader)!
    const from = leader.unit
    leader.unit = action.to
    hmState(draft).leadersMoved.push(leader.id)
    const to = findUnit(draft, action.to)!
    ctx.emit({ type: 'leaderTransferred', message: `${leader.name} joins ${to.name ?? to.id}`, text: msg('leaderTransferred', { leader: { leader: leader.id }, unit: unitParam(to.id) }), ruleId: 'HM-LDR-5', side: leader.side, leader: leader.id, from, to: to.id })
  },
  enumerate({ state, rules, side }) {
    const out: LeaderTransferAction[] = []
    for (const leader of state.leaders) {
      if (leader.side !== side || leader.status !== 'active') continue
      for (const unit of state.units) {
        const action: LeaderTransferAction = { type: LEADER_TRANSFER, side, leader: leader.id, to: unit.id }
        if (unit.side === side && unit.id !== leader.unit && !transferVeto(rules, state, action)) out.push(action)
      }
    }
    return out
  },
}
