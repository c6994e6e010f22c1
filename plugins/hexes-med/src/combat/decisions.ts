import { findUnit, unitAt, type DraftCtx, type GameRules, type GameState, type HexRef, type PendingDecision, type SideId, type UnitState } from '@hexes/core'
import type { HmTables } from '../config/HmTables'
import { blockedRetreat, retreatUnit } from './displacement'
import { retreatOptions } from './retreatOptions'
import { loseStep } from './stepLoss'

/** Decision: where a unit retreats (HM-COMBAT-13, GAP-HM-11); answered by `hm/retreat`. */
export const RETREAT = 'hm/retreat'
/** Decision: which attacker loses the step of an AL or EX (GAP-HM-01); answered by `hm/allocate-loss`. */
export const ALLOCATE_LOSS = 'hm/allocate-loss'
/** Decision: which attacker, if any, advances into the vacated hex (HM-ADV-1); answered by `hm/advance`. */
export const ADVANCE = 'hm/advance'

/** Payload of a retreat decision: the unit, its legal hexes (refreshed as play goes on) and why. */
export interface RetreatData {
  [key: string]: unknown
  unit: string
  options: HexRef[]
  /** CRT code or morale trigger that caused the retreat (`DR`, `DRL`, `DM`, `AR`, `AM`). */
  cause: string
}

/** Payload of a loss-allocation decision: the attackers that may take the step. */
export interface AllocateLossData {
  [key: string]: unknown
  units: string[]
  cause: 'AL' | 'EX'
}

/** Payload of an advance decision: the vacated hex and the attackers that may enter it. */
export interface AdvanceData {
  [key: string]: unknown
  hex: HexRef
  units: string[]
  defender: string
}

/**
 * The retreat decisions at the front of the queue that belong to the same side. The owner answers
 * them in the order he likes (GAP-HM-14): `hm/retreat` may name any unit of this group.
 */
export function retreatGroup(state: GameState): PendingDecision[] {
  const first = state.pending[0]
  if (!first || first.kind !== RETREAT) return []
  const out: PendingDecision[] = []
  for (const d of state.pending) {
    if (d.kind !== RETREAT || d.side !== first.side) break
    out.push(d)
  }
  return out
}

/** Queues a retreat for `unit`; `settleDecisions` fills in the options. */
export function queueRetreat(draft: GameState, unit: { id: string; side: SideId }, cause: string): void {
  const data: RetreatData = { unit: unit.id, options: [], cause }
  draft.pending.push({ kind: RETREAT, side: unit.side, ruleId: 'HM-COMBAT-13', data })
}

/**
 * Candidates for an advance into the vacated hex: listed attackers still on the map, adjacent to
 * it, that the rules of the mix let step there (`displacementOptions`, kind `advance`; under
 * HEXES Med not over a hexside or into terrain the unit may not cross, GAP-HM-12).
 */
export function advanceCandidates(rules: GameRules, state: GameState, data: AdvanceData): string[] {
  if (unitAt(state, data.hex)) return []
  return data.units.filter((id) => {
    const u = findUnit(state, id)
    return !!u && u.status === 'active' && isAdjacent(rules, u, data.hex) && mayAdvanceInto(rules, state, u, data.hex)
  })
}

/** Whether `unit` stands on the map next to `hex`. */
export function isAdjacent(rules: GameRules, unit: UnitState, hex: HexRef): boolean {
  const grid = rules.grid
  return unit.hex !== null && grid.distance(grid.indexOfRef(unit.hex), grid.indexOfRef(hex)) === 1
}

/** Whether the rules of the mix let `unit` advance into `hex` (`displacementOptions`, kind `advance`). */
export function mayAdvanceInto(rules: GameRules, state: GameState, unit: UnitState, hex: HexRef): boolean {
  return rules.hooks.displacementOptions.call([], { state, rules, unit, kind: 'advance', target: hex }).includes(hex)
}

/** Attackers of a loss allocation still able to lose a step. */
export function allocationCandidates(state: GameState, data: AllocateLossData): string[] {
  return data.units.filter((id) => {
    const u = findUnit(state, id)
    return !!u && u.status === 'active' && u.hex !== null
  })
}

function remove(draft: GameState, d: PendingDecision): void {
  draft.pending.splice(draft.pending.indexOf(d), 1)
}

function settleRetreats(ctx: DraftCtx, tables: HmTables): boolean {
  const { draft, rules } = ctx
  const group = retreatGroup(draft)
  let last: HexRef[] = []
  for (const d of group) {
    const data = d.data as RetreatData
    const unit = findUnit(draft, data.unit)
    if (!unit || unit.status !== 'active' || unit.hex === null) {
      remove(draft, d)
      return true
    }
    const options = retreatOptions(rules, draft, unit)
    if (options.length === 0) {
      remove(draft, d)
      blockedRetreat(ctx, unit, tables)
      return true
    }
    data.options = options
    last = options
  }
  if (group.length === 1 && last.length === 1) {
    // A forced move: no choice to make, so no round trip to the (often inactive) owner.
    const data = group[0]!.data as RetreatData
    remove(draft, group[0]!)
    retreatUnit(ctx, findUnit(draft, data.unit)!, last[0]!, 'HM-COMBAT-13')
    return true
  }
  return false
}

/**
 * Brings the front of the decision queue up to date after every change (end of a combat, each
 * answer): drops decisions that no longer apply (unit gone, vacated hex re-occupied), refreshes
 * the options, applies what needs no choice (a blocked retreat, GAP-HM-11; a single legal
 * retreat hex; a loss with one candidate), and stops at the first real choice.
 */
export function settleDecisions(ctx: DraftCtx, tables: HmTables): void {
  const { draft, rules } = ctx
  for (;;) {
    const d = draft.pending[0]
    if (!d) return
    if (d.kind === RETREAT) {
      if (settleRetreats(ctx, tables)) continue
      return
    }
    if (d.kind === ALLOCATE_LOSS) {
      const data = d.data as AllocateLossData
      const units = allocationCandidates(draft, data)
      if (units.length > 1) {
        data.units = units
        return
      }
      remove(draft, d)
      if (units.length === 1) loseStep(ctx, findUnit(draft, units[0]!)!, tables, 'HM-COMBAT-12')
      continue
    }
    if (d.kind === ADVANCE) {
      const data = d.data as AdvanceData
      const units = advanceCandidates(rules, draft, data)
      if (units.length > 0) {
        data.units = units
        return
      }
      remove(draft, d)
      continue
    }
    return
  }
}
