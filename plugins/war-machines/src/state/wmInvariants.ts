import type { GameState, Issue } from '@hexes/core'
import type { WmConfig } from '../config/wmConfig'
import { WM, wmState } from './WmState'

/**
 * The state checks of the war-machine rules (GAP-SK-33, SK-WM-3): one entry per machine of the
 * scenario, each naming a unit whose type has a machine profile; re-rolls banked within 0 … the
 * most, and only while loaded; reload turns counted only while unloaded.
 */
export function wmInvariants(state: GameState, config: WmConfig): Issue[] {
  const issues: Issue[] = []
  const add = (path: string, message: string) => issues.push({ code: 'state/wm-invariant', path, message, plugin: WM })
  wmState(state).machines.forEach((m, i) => {
    const path = `plugins.${WM}.machines[${i}]`
    const unit = state.units.find((u) => u.id === m.unit)
    if (!unit || !config.machines[unit.type]) add(`${path}.unit`, `"${m.unit}" is not a war machine of the scenario`)
    if (!Number.isInteger(m.banked) || m.banked < 0 || m.banked > config.maxBankedRerolls) add(`${path}.banked`, `${m.banked} re-rolls banked, outside 0 … ${config.maxBankedRerolls}`)
    if (m.banked > 0 && !m.loaded) add(`${path}.banked`, `"${m.unit}" has re-rolls banked while unloaded`)
    if (m.reloading !== 0 && m.loaded) add(`${path}.reloading`, `"${m.unit}" counts reload turns while loaded`)
  })
  return issues
}
