import { cloneJson, countersOf, findLeader, findUnit, msg, reject, rejectWith, unitParam, type ActionDefinition, type MessageParam, type GameRules, type GameState, type Rejection } from '@hexes/core'
import { z } from 'zod'
import type { SwConfig } from '../config/swConfig'
import { currentWave, swState } from '../state/SwState'
import { automaticPool, leaderOf, removableLeaders, weakenedUnits } from './gathering'

/** Action type of the declaration (SW-2..SW-7, SW-16). */
export const SW_DECLARE = 'sw/declare'

/** `{ type: 'sw/declare', side, removeUnits, removeLeader? }`. */
export const declareSchema = z.strictObject({
  type: z.literal(SW_DECLARE),
  side: z.string(),
  /** SW-4: the weakened Native units to remove from the table (any number, including none). */
  removeUnits: z.array(z.string()).max(1000),
  /** SW-6: the one Native leader to remove, if any. */
  removeLeader: z.string().optional(),
})

/** A declaration. */
export type DeclareAction = z.infer<typeof declareSchema>

/**
 * The leader this declaration removes (SW-6): the one named, or else the leader riding one of the
 * removed units (he leaves the table with it: HM-LDR-12, no leader stands alone). Returns a
 * rejection when that would be more than one leader.
 */
export function removedLeader(state: GameState, action: DeclareAction): string | null | Rejection {
  const carried = [...new Set(action.removeUnits)].map((id) => leaderOf(state, id)).filter((l) => l !== undefined)
  if (carried.length > 1) {
    const leaders = carried.map((l): MessageParam => ({ leader: l.id })).reduce((head, item) => msg('sw/and', { head, item }))
    return reject('sw/one-leader', 'SW-6', `Only one leader may leave the table: ${carried.map((l) => l.name).join(' and ')} ride removed units`, { leaders })
  }
  const carriedId = carried[0]?.id
  if (action.removeLeader !== undefined && carriedId !== undefined && carriedId !== action.removeLeader) {
    return rejectWith('sw/one-leader', 'SW-6', `${carried[0]!.name} rides a removed unit and leaves with it: he is this wave's one leader`, msg('sw/one-leader/rider', { leader: { leader: carriedId } }))
  }
  return action.removeLeader ?? carriedId ?? null
}

/** Rule-level legality of a declaration. */
export function validateDeclare(state: GameState, rules: GameRules, config: SwConfig, action: DeclareAction): Rejection | undefined {
  if (action.side !== config.nativeSide) return reject('sw/not-native', 'SW-1', 'Only the Native player may use Successive Waves', {})
  if (currentWave(state)) return reject('sw/already-declared', 'SW-2', 'Successive Waves has already been declared this turn', {})
  const seen = new Set<string>()
  for (const id of action.removeUnits) {
    if (seen.has(id)) return reject('sw/duplicate-unit', 'SW-4', `${id} is listed twice`, { unit: unitParam(id) })
    seen.add(id)
    const u = findUnit(state, id)
    if (!u || u.side !== config.nativeSide || u.status !== 'active' || u.hex === null) {
      return reject('sw/not-on-table', 'SW-4', `${id} is not a Native unit on the table`, { unit: unitParam(id) })
    }
    if (rules.hooks.isWeakened.call({ state, rules, unit: u }) !== true) {
      return reject('sw/not-weakened', 'SW-4', `${u.name ?? u.id} is not weakened: only weakened units may be removed`, { unit: unitParam(u.id) })
    }
  }
  const leader = removedLeader(state, action)
  if (typeof leader === 'object' && leader !== null) return leader
  if (action.removeLeader !== undefined && !removableLeaders(state, config).some((l) => l.id === action.removeLeader)) {
    const l = findLeader(state, action.removeLeader)
    if (l?.status === 'eliminated') return reject('sw/leader-eliminated', 'SW-6', `${l.name} has been eliminated and never returns`, { leader: { leader: l.id } })
    return reject('sw/not-removable-leader', 'SW-6', `${action.removeLeader} is not a Native leader on the table`, { leader: { leader: action.removeLeader } })
  }
  if (action.removeUnits.length === 0 && automaticPool(state, rules, config).length === 0) {
    return reject('sw/empty-wave', 'SW-8', 'There is no unit to bring back: no weakened unit removed, none eliminated, none in reserve', {})
  }
  return undefined
}

/**
 * `sw/declare` (SW-2..SW-7, SW-16, GAP-SW-03): the Native player uses Successive Waves.
 * 1. The chosen weakened units leave the table (SW-4; by default not counted as losses, GAP-SW-11).
 * 2. Every eliminated Native unit and the reserve of earlier waves join them (SW-5, GAP-SW-04).
 * 3. At most one leader leaves the table (SW-6); his unit, if it stays, is left without a leader.
 * 4. Every gathered unit is restored to its state at the start of the battle (SW-7, GAP-SW-10).
 * 5. The k-th use advances the time track by k (SW-16); the `swUsed` event reports it.
 * Placement follows with `sw/place` (SW-8..SW-13) and `sw/place-leader` (SW-14).
 */
export function declareAction(config: SwConfig): ActionDefinition<DeclareAction> {
  return {
    type: SW_DECLARE,
    schema: declareSchema,
    validate: ({ state, rules, action }) => validateDeclare(state, rules, config, action),
    apply(ctx) {
      const { draft, rules, action, emit } = ctx
      const sw = swState(draft)
      const leaderId = removedLeader(draft, action) as string | null
      const removed = new Set(action.removeUnits)
      for (const id of action.removeUnits) {
        const u = findUnit(draft, id)!
        if (config.removalCountsAsLoss) {
          const c = countersOf(draft, u.side)
          c.unitsEliminated += 1
          c.strengthEliminated += rules.hooks.unitStrength.call(0, { state: draft, rules, unit: u })
          c.eliminated.push(u.id)
        }
        const from = u.hex
        u.status = 'reserve'
        u.hex = null
        emit({ type: 'sw/removed', message: `${u.name ?? u.id} leaves the table`, text: msg('sw/removed', { unit: unitParam(u.id) }), ruleId: 'SW-4', side: u.side, unit: u.id, hex: from })
      }
      if (leaderId !== null) {
        const l = findLeader(draft, leaderId)!
        const from = l.unit
        l.status = 'reserve'
        l.unit = null
        sw.reserveLeaders = sw.reserveLeaders.filter((id) => id !== leaderId)
        const leftBehind = from !== null && !removed.has(from)
        const text = leftBehind ? msg('sw/leader-removed/left', { leader: { leader: l.id }, unit: unitParam(from) }) : msg('sw/leader-removed', { leader: { leader: l.id } })
        emit({ type: 'sw/leader-removed', message: `${l.name} leaves the table${leftBehind ? `; ${from} stays without a leader` : ''}`, text, ruleId: 'SW-6', side: l.side, leader: l.id, unit: from })
      }
      const auto = new Set(automaticPool(draft, rules, config).map((u) => u.id))
      const pool = draft.units.filter((u) => removed.has(u.id) || auto.has(u.id))
      const snapshots = new Map(sw.snapshots.map((s) => [s.unit, s.stats]))
      for (const u of pool) {
        if (u.status === 'eliminated') emit({ type: 'sw/gathered', message: `${u.name ?? u.id} returns from the eliminated units`, text: msg('sw/gathered', { unit: unitParam(u.id) }), ruleId: 'SW-5', side: u.side, unit: u.id })
        u.status = 'reserve'
        u.hex = null
        const snap = snapshots.get(u.id)
        if (snap) u.stats = cloneJson(snap)
      }
      sw.reserve = sw.reserve.filter((id) => !auto.has(id))
      const k = sw.uses + 1
      sw.uses = k
      draft.turn.timeTrack += k
      sw.history.push({ turn: draft.turn.turn, k, timeTrack: draft.turn.timeTrack })
      sw.wave = { turn: draft.turn.turn, pool: pool.map((u) => u.id), placed: [], leader: leaderId, leaderPlaced: false, ended: false }
      emit({
        type: 'swUsed',
        message: `Successive Waves, use ${k}: ${pool.length} unit${pool.length === 1 ? '' : 's'} restored; the time track advances by ${k} to ${draft.turn.timeTrack}`,
        text: msg('swUsed', { k, n: pool.length, timeTrack: draft.turn.timeTrack }),
        ruleId: 'SW-16',
        side: action.side,
        k,
        timeTrack: draft.turn.timeTrack,
        units: pool.map((u) => u.id),
        leader: leaderId,
      })
    },
    enumerate({ state, rules, side }) {
      if (side !== config.nativeSide || currentWave(state)) return []
      const weak = weakenedUnits(state, rules, config).map((u) => u.id)
      // Representative choices rather than every subset: none, all, and each one alone.
      const subsets: string[][] = [[], ...(weak.length > 0 ? [weak] : []), ...(weak.length > 1 ? weak.map((id) => [id]) : [])]
      const leaders: (string | undefined)[] = [undefined, ...removableLeaders(state, config).map((l) => l.id)]
      const out: DeclareAction[] = []
      for (const removeUnits of subsets) {
        for (const removeLeader of leaders) {
          const a: DeclareAction = { type: SW_DECLARE, side, removeUnits, ...(removeLeader !== undefined ? { removeLeader } : {}) }
          if (!validateDeclare(state, rules, config, a)) out.push(a)
        }
      }
      return out
    },
  }
}
