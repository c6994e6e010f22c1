import { msg, reject, unitParam, type Rejection, type UnitState } from '@hexes/core'
import type { HmTables } from '../config/HmTables'
import type { HmState, HmStopReason } from '../state/HmState'

const STOP_RULE: Record<HmStopReason, { rule: string; why: string }> = {
  zoc: { rule: 'HM-ZOC-3', why: 'it entered an enemy zone of control' },
  terrain: { rule: 'HM-MOVE-4', why: 'it entered terrain that ends movement' },
  minimum: { rule: 'HM-MOVE-3', why: 'it used its minimum move, which spends all its MP' },
}

/**
 * HM-MOVE-7: whether `unit` may (still) move in this movement phase. A unit that has not moved yet
 * may; the last unit moved may go on while it has MP left and did not have to stop; any other unit
 * that moved is done for the phase. Returns the rejection, or `undefined` when it may move.
 */
export function moveVeto(tables: HmTables, hm: HmState, unit: UnitState): Rejection | undefined {
  if (!hm.moved.includes(unit.id)) return undefined
  const name = unit.name ?? unit.id
  const mover = hm.mover
  if (mover?.unit !== unit.id) {
    return reject('move/already-moved', 'HM-MOVE-7', `${name} has finished its move: another unit has moved since`, { unit: unitParam(unit.id) })
  }
  if (mover.stop !== null) {
    const s = STOP_RULE[mover.stop]
    return reject('move/stopped', s.rule, `${name} may not move further: ${s.why}`, { unit: unitParam(unit.id), why: msg(`move/stopped/${mover.stop}`) })
  }
  if (mover.spent >= tables.mp(unit)) return reject('move/no-mp', 'HM-MOVE-3', `${name} has no MP left`, { unit: unitParam(unit.id) })
  return undefined
}

/** MP `unit` has left in this phase (HM-MOVE-3): its allowance, less what it spent moving so far. */
export function mpLeft(tables: HmTables, hm: HmState, unit: UnitState): number {
  const spent = hm.mover?.unit === unit.id ? hm.mover.spent : 0
  return Math.max(0, tables.mp(unit) - spent)
}
