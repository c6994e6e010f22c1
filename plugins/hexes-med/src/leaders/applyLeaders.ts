import type { HookRegistry, PluginApi } from '@hexes/core'
import { HM } from '../state/HmState'
import { eliminateLeaders } from './eliminateLeaders'
import { leaderTransferAction } from './leaderTransferAction'

/**
 * Leaders (HM-LDR-5..12): defines the `hm/leader-transfer` action (HM-LDR-5..9) and eliminates a
 * leader with his unit (HM-LDR-11). HM-LDR-10 needs no code: a leader has no hex of his own, his
 * position is his unit's. The combat and morale bonuses (HM-LDR-1..4) belong to the combat rules.
 */
export function applyLeaders(hooks: HookRegistry, api: PluginApi): void {
  api.defineAction(leaderTransferAction)
  hooks.events.tap({ plugin: HM, ruleId: 'HM-LDR-11' }, eliminateLeaders)
}
