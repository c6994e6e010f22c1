import { errors, msg, reject, unitParam, type ActionDefinition, type GameState, type Rejection } from '@hexes/core'
import type { SkTables } from '@hexes/plugin-skirmish'
import { z } from 'zod'
import type { WmConfig } from '../config/wmConfig'
import { machineOf, wmState } from '../state/WmState'
import { reloadTurnsNeeded } from './crewAndHp'
import { machineCheck, type ActingMachine } from './machineCheck'

/** Action type of a machine's reload turn (SK-WM-2/3, GAP-SK-33), in its side's shooting step. */
export const RELOAD = 'wm/reload'

/** `{ type: 'wm/reload', side, unit }`: the machine spends this turn reloading. */
export const reloadSchema = z.strictObject({ type: z.literal(RELOAD), side: z.string(), unit: z.string() })

/** A reload action. */
export type ReloadAction = z.infer<typeof reloadSchema>

/** Whether the machine may spend this turn reloading: it may act (SK-WM-2) and, loaded, has fewer re-rolls banked than the most (SK-WM-3). */
function reloadCheck(state: GameState, tables: SkTables, config: WmConfig, action: ReloadAction): ActingMachine | Rejection {
  const m = machineCheck(state, tables, config, action.side, action.unit)
  if ('ok' in m) return m
  if (m.machine.loaded && m.machine.banked >= config.maxBankedRerolls) {
    return reject('war-machine/fully-banked', 'SK-WM-3', `${m.unit.name ?? m.unit.id} is loaded with ${m.machine.banked} re-rolls banked, the most it may bank`, { unit: unitParam(m.unit.id), banked: m.machine.banked })
  }
  return m
}

/**
 * A reload turn (SK-WM-2/3/15, GAP-SK-33): an unloaded machine counts one more turn towards its
 * reload and is loaded once it has spent the turns it needs (one; two when it has lost more than
 * half its crew); a loaded one banks a misfire re-roll (at most `maxBankedRerolls`, 2). Either way
 * it is the machine's one deed of the turn.
 */
export function reloadAction(tables: SkTables, config: WmConfig): ActionDefinition<ReloadAction> {
  return {
    type: RELOAD,
    schema: reloadSchema,
    validate({ state, action }) {
      const m = reloadCheck(state, tables, config, action)
      return 'ok' in m ? m : undefined
    },
    apply(ctx) {
      const { draft, action } = ctx
      const checked = reloadCheck(ctx.before, tables, config, action)
      if ('ok' in checked) throw errors.internal(`reload became illegal between validate and apply: ${checked.code}`)
      const machine = machineOf(draft, action.unit)!
      const unit = checked.unit
      machine.acted = { turn: draft.turn.turn, deed: 'reloaded' }
      const who = unit.name ?? unit.id
      if (machine.loaded) {
        machine.banked++
        ctx.emit({ type: 'wm/banked', message: `${who} takes an extra reload turn: ${machine.banked} misfire re-roll${machine.banked > 1 ? 's' : ''} banked`, text: msg('wm/banked', { unit: unitParam(unit.id), banked: machine.banked }), ruleId: 'SK-WM-3', side: unit.side, unit: unit.id, banked: machine.banked })
        return
      }
      const needed = reloadTurnsNeeded(tables, config, checked.profile, unit)
      machine.reloading++
      if (machine.reloading >= needed) {
        machine.loaded = true
        machine.reloading = 0
        ctx.emit({ type: 'wm/loaded', message: `${who} is reloaded`, text: msg('wm/loaded', { unit: unitParam(unit.id) }), ruleId: 'GAP-SK-33', side: unit.side, unit: unit.id })
        return
      }
      ctx.emit({
        type: 'wm/reloading', message: `${who} reloads: ${machine.reloading} of ${needed} turns`, text: msg('wm/reloading', { unit: unitParam(unit.id), done: machine.reloading, needed }),
        ruleId: needed > checked.profile.reloadTurns ? 'SK-WM-15' : 'GAP-SK-33', side: unit.side, unit: unit.id, done: machine.reloading, needed,
      })
    },
    enumerate({ state, side }) {
      const out: ReloadAction[] = []
      for (const m of wmState(state).machines) {
        const a: ReloadAction = { type: RELOAD, side, unit: m.unit }
        if (!('ok' in reloadCheck(state, tables, config, a))) out.push(a)
      }
      return out
    },
  }
}
