import { findUnit, msg, type CombatApplyCtx, type DraftCtx, type MoraleRecord, type UnitState } from '@hexes/core'
import { hmState, type HmTables } from '../config/HmTables'
import { ADVANCE, ALLOCATE_LOSS, queueRetreat, settleDecisions, type AdvanceData, type AllocateLossData } from './decisions'
import { hmCombatData } from './resolveHmCombat'
import { eliminateOutright, loseStep } from './stepLoss'

/**
 * Applies a morale result to its unit (HM-MORALE-3..5): `none` does nothing, `retreat` queues a
 * one-hex retreat (HM-MORALE-4), `reduce` costs a step, eliminating a reduced unit (HM-MORALE-5).
 *
 * @returns `'gone'` when the unit leaves its hex (eliminated, or a retreat queued), else `'stays'`
 */
export function applyMoraleRecord(ctx: DraftCtx, unit: UnitState, record: MoraleRecord, tables: HmTables): 'gone' | 'stays' {
  ctx.emit({ type: 'hm/morale', message: record.result.label, text: msg('hm/morale', { result: record.result.text ?? record.result.label }), ruleId: 'HM-MORALE-1', side: unit.side, unit: unit.id, trigger: record.trigger, result: record.result.key, data: record.result.data, modifiers: record.modifiers })
  if (record.result.key === 'retreat') {
    queueRetreat(ctx.draft, unit, record.trigger)
    return 'gone'
  }
  if (record.result.key === 'reduce') return loseStep(ctx, unit, tables, 'HM-MORALE-5') === 'eliminated' ? 'gone' : 'stays'
  return 'stays'
}

function attackerLoss(ctx: CombatApplyCtx, attackers: UnitState[], cause: 'AL' | 'EX'): void {
  const data: AllocateLossData = { units: attackers.map((a) => a.id), cause }
  ctx.draft.pending.push({ kind: ALLOCATE_LOSS, side: attackers[0]!.side, ruleId: 'HM-COMBAT-12', data })
}

/**
 * Applies a HEXES Med combat outcome to the draft (HM-COMBAT-12..15, GAP-HM-01, GAP-HM-11,
 * GAP-HM-12, GAP-HM-14): records who fought (HM-COMBAT-5), applies step losses at once, queues
 * the players' choices as pending decisions (retreat hexes, which attacker loses the step of an
 * AL or EX, the advance after combat), then settles what needs no choice. Shooters ignore AL,
 * AR, AM and their half of EX (GAP-HM-07) and never advance.
 */
export function applyCombatOutcome(ctx: CombatApplyCtx, tables: HmTables): void {
  const data = hmCombatData(ctx.outcome)
  if (!data) return
  const { draft, decl } = ctx
  const hm = hmState(draft)
  const defenderId = decl.defender!
  if (hm) for (const id of [...decl.attackers, defenderId]) if (!hm.fought.includes(id)) hm.fought.push(id)
  const defender = findUnit(draft, defenderId)!
  const defenderHex = defender.hex!
  const close = data.mode === 'close'
  const attackers = close ? decl.attackers.map((id) => findUnit(draft, id)!) : []
  let vacated = false
  switch (data.result) {
    case 'NE':
      break
    case 'DL':
      vacated = loseStep(ctx, defender, tables, 'HM-COMBAT-12') === 'eliminated'
      break
    case 'DE':
      eliminateOutright(ctx, defender, tables, 'HM-COMBAT-12')
      vacated = true
      break
    case 'DR':
      queueRetreat(draft, defender, 'DR')
      vacated = true
      break
    case 'DRL':
      if (loseStep(ctx, defender, tables, 'HM-COMBAT-12') !== 'eliminated') queueRetreat(draft, defender, 'DRL')
      vacated = true
      break
    case 'DM':
      vacated = applyMoraleRecord(ctx, defender, data.morale[0]!, tables) === 'gone'
      break
    case 'EX':
      vacated = loseStep(ctx, defender, tables, 'HM-COMBAT-12') === 'eliminated'
      if (attackers.length) attackerLoss(ctx, attackers, 'EX')
      break
    case 'AL':
      if (attackers.length) attackerLoss(ctx, attackers, 'AL')
      break
    case 'AR':
      for (const a of attackers) queueRetreat(draft, a, 'AR')
      break
    case 'AM':
      attackers.forEach((a, i) => applyMoraleRecord(ctx, a, data.morale[i]!, tables))
      break
  }
  if (close && vacated) {
    const adv: AdvanceData = { hex: defenderHex, units: [...decl.attackers], defender: defenderId }
    draft.pending.push({ kind: ADVANCE, side: attackers[0]!.side, ruleId: 'HM-ADV-1', data: adv })
  }
  settleDecisions(ctx, tables)
}
