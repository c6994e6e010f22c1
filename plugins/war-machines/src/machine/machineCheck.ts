import { findUnit, reject, unitParam, type GameState, type Rejection, type UnitState } from '@hexes/core'
import { isLocked, skState, type SkTables } from '@hexes/plugin-skirmish'
import type { MachineProfile, WmConfig } from '../config/wmConfig'
import { machineOf, type MachineState } from '../state/WmState'

/** A machine that may act now: its unit, profile and state. */
export interface ActingMachine {
  unit: UnitState
  profile: MachineProfile
  machine: MachineState
}

const name = (u: { id: string; name?: string }) => u.name ?? u.id

/**
 * Whether `unitId` is a heavy war machine of `side` on the map that may still act this turn:
 * not locked in melee (SK-MELEE-5), and neither moved, nor reloaded, nor shot yet this turn
 * (SK-WM-2, GAP-SK-33: exactly one of the three in a turn). In a HEXES Med game a machine that
 * spent MP in its movement phase has moved (I-10), by HEXES Med's record.
 */
export function machineCheck(state: GameState, tables: SkTables, config: WmConfig, side: string, unitId: string): ActingMachine | Rejection {
  const unit = findUnit(state, unitId)
  if (!unit || unit.side !== side || unit.status !== 'active' || unit.hex === null) return reject('war-machine/not-your-unit', 'SK-WM-2', `"${unitId}" is not a unit of ${side} on the map`, { id: unitId })
  const profile = config.machines[unit.type]
  const machine = machineOf(state, unit.id)
  const who = { unit: unitParam(unit.id) }
  if (!profile || !machine) return reject('war-machine/not-a-machine', 'SK-WM-2', `${name(unit)} is not a heavy war machine`, who)
  if (isLocked(state, unit.id)) return reject('war-machine/locked', 'SK-MELEE-5', `${name(unit)} is locked in melee: its crew can neither reload nor shoot`, who)
  // I-10: in a HEXES Med game, "moved" is HEXES Med's own record of the MP spent in the movement phase.
  const moved = tables.mix ? tables.mix.movedThisTurn(state, unit) : skState(state).moved.some((m) => m.unit === unit.id)
  if (moved) return reject('war-machine/moved', tables.mix ? 'I-10' : 'SK-WM-2', `${name(unit)} moved this turn: a heavy war machine moves, reloads or shoots in a turn, only one of them`, who)
  if (machine.acted?.turn === state.turn.turn) {
    return reject(machine.acted.deed === 'shot' ? 'war-machine/shot' : 'war-machine/reloaded', 'SK-WM-2', `${name(unit)} has already ${machine.acted.deed} this turn: a heavy war machine moves, reloads or shoots in a turn, only one of them`, who)
  }
  return { unit, profile, machine }
}
