import { d6, msg, unitParam, type DraftCtx, type UnitState } from '@hexes/core'
import { applyHpLoss, loseFigure, type SkTables } from '@hexes/plugin-skirmish'
import { isPowder, type MachineProfile, type WmConfig } from '../config/wmConfig'
import { misfireMalus } from '../machine/crewAndHp'
import type { MachineState } from '../state/WmState'
import { explode } from './explode'

/** A row of the misfire table (GAP-SK-05). */
export type MisfireResult = 'jam' | 'disabled' | 'destroyed'

/** The row of the misfire table for a roll, malus included (GAP-SK-05: 1–3 jam, 4–5 disabled, 6+ destroyed). */
export function misfireRow(config: WmConfig, total: number): MisfireResult {
  return total <= config.misfireTable.jam ? 'jam' : total <= config.misfireTable.disabled ? 'disabled' : 'destroyed'
}

/**
 * A misfire that stands (GAP-SK-05, SK-WM-16): the misfire table, 1d6, +1 when the machine has lost
 * more than half its HP. Jam: no shot, the machine must reload (it counts as having shot). Disabled:
 * no shot this turn or next, one crew figure slain. Destroyed: the machine is removed; a powder
 * machine (cannon, bombard) explodes, every figure in the hexes around it taking a damage die.
 */
export function misfire(ctx: DraftCtx, tables: SkTables, config: WmConfig, profile: MachineProfile, unit: UnitState, machine: MachineState): MisfireResult {
  const malus = misfireMalus(tables, config, unit)
  const roll = ctx.dice.roll(d6(), 'GAP-SK-05 misfire table').value
  const row = misfireRow(config, roll + malus)
  const who = unit.name ?? unit.id
  ctx.emit({
    type: 'wm/misfire', message: `${who} misfires: ${roll}${malus ? ` + ${malus}` : ''} on the misfire table, ${row}`,
    text: msg(`wm/misfire/${row}`, { unit: unitParam(unit.id), roll, malus }), ruleId: malus ? 'SK-WM-16' : 'GAP-SK-05', side: unit.side, unit: unit.id, roll, malus, result: row,
  })
  if (row === 'disabled') {
    machine.disabledUntil = ctx.draft.turn.turn + 1
    loseFigure(ctx, tables, unit, 'GAP-SK-05')
  } else if (row === 'destroyed') {
    const hex = unit.hex!
    applyHpLoss(ctx, tables, unit, tables.stats(unit).hp, 'GAP-SK-05')
    if (isPowder(profile)) explode(ctx, tables, config, hex, who)
  }
  return row
}
