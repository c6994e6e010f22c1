import { inject, injectable, PLUGIN_CONFIG, type HookRegistry, type PluginApi, type RulePlugin } from '@hexes/core'
import type { __Name__Config } from './__name__Config.ts'
import { __name__State, actedRefusal } from './__name__State.ts'
import { PLUGIN, VOLLEY } from './ids.ts'
import { volleyAction } from './volleyAction.ts'

/**
 * The __TITLE__ rules, a small complete rule set to start from:
 * - __RULE__-1: each side in turn gives its orders, then the victory check and the end of the turn (`phases`);
 * - __RULE__-2: in its side's phase each unit acts once: it moves or it looses a volley (`canMove`, `afterMove`);
 * - __RULE__-3: every unit has `mp` MP and a forest costs `forestCost` MP (`movementProfile`, `movementCost`);
 * - __RULE__-4: a volley at an enemy within `range` hexes hits on a d6 of `hitOn` or more and
 *   eliminates it (the action `__NAME__/volley`, `volleyAction.ts`).
 *
 * Every constructor parameter names its token with `@inject`: nothing relies on decorator metadata.
 */
@injectable()
export class __Name__Rules implements RulePlugin {
  constructor(@inject(PLUGIN_CONFIG) private readonly config: __Name__Config) {}

  apply(hooks: HookRegistry, api: PluginApi): void {
    hooks.phases.tap(PLUGIN, () => [
      { id: 'orders', slot: '1', side: 0, label: 'Orders', actions: ['move', VOLLEY], ruleId: '__RULE__-1' },
      { id: 'orders', slot: '2', side: 1, label: 'Orders', actions: ['move', VOLLEY], ruleId: '__RULE__-1' },
      { id: 'victory', slot: '3', side: null, label: 'Victory check', actions: [], auto: 'victory', ruleId: '__RULE__-1' },
      { id: 'turn-end', slot: '4', side: null, label: 'End of turn', actions: [], auto: 'turn-end', ruleId: '__RULE__-1' },
    ])
    hooks.setupState.tap(PLUGIN, ({ draft }) => {
      draft.plugins[PLUGIN] = { acted: [] }
    })
    hooks.phaseStart.tap(PLUGIN, ({ draft }) => {
      __name__State(draft).acted = []
    })
    hooks.canMove.tap(PLUGIN, ({ state, unit }) => actedRefusal(state, unit))
    hooks.afterMove.tap(PLUGIN, ({ draft, unit }) => {
      __name__State(draft).acted.push(unit.id)
    })
    hooks.movementProfile.tap(PLUGIN, (profile) => ({ ...profile, mp: this.config.mp }))
    // The hook to start from: what entering a terrain costs. Asked once per terrain type, never per hex.
    hooks.movementCost.tap(PLUGIN, (_cost, { terrain }) => (terrain === 'forest' ? { cost: this.config.forestCost, ruleId: '__RULE__-3' } : undefined))
    api.defineAction(volleyAction)
  }
}
