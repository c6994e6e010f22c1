import type { HookRegistry } from '@hexes/core'
import { HM, initialHmState } from './HmState'

/**
 * Setup (HM-SCN-1, GAP-HM-04, GAP-HM-05): creates `state.plugins['hexes-med']` and the HEXES Med
 * stats of every piece from the scenario: a unit starts reduced when its scenario entry says
 * `"reduced": true`, and a leader's bonus is his entry's `bonus` (default 1).
 */
export function applySetup(hooks: HookRegistry): void {
  hooks.setupState.tap({ plugin: HM, ruleId: 'HM-SCN-1' }, ({ scenario, draft }) => {
    draft.plugins[HM] = initialHmState()
    const reduced = new Map(scenario.units.map((u) => [u.id, u.reduced === true]))
    for (const unit of draft.units) unit.stats[HM] = { reduced: reduced.get(unit.id) ?? false }
    const bonus = new Map(scenario.leaders.map((l) => [l.id, l.bonus ?? 1]))
    for (const leader of draft.leaders) leader.stats[HM] = { bonus: bonus.get(leader.id) ?? 1 }
  })
}
