import { inject, injectable, PLUGIN_CONFIG, type HookRegistry, type PluginApi, type RulePlugin } from '@hexes/core'
import { SK_TABLES, type SkTables } from '@hexes/plugin-skirmish'
import { applyFlyerCombat } from './combat/applyFlyerCombat'
import type { FlyersConfig } from './config/flyersConfig'
import { FLY_ON, flyOnAction } from './flyOn/flyOnAction'
import { applyFlyerMovement } from './movement/applyFlyerMovement'
import { flyersScenarioIssues } from './scenario/flyersScenarioIssues'
import { FLYERS, initialFlyersState } from './state/FlyersState'
import { flyersInvariants } from './state/flyersInvariants'

/**
 * The flyers rules (catalogue §1.3 SK-FLY-1..5, §2.3 GAP-SK-26, §3.4 I-04) over the skirmish
 * rules, whose tables it injects (`SK_TABLES`): the flyer's movement in flight and on the ground
 * (`applyFlyerMovement`), its combat without cover or height (`applyFlyerCombat`), the fly-on
 * after its attack (`fly/on`, in the standalone rules' melee step), the scenario checks and the
 * state's invariants. The
 * charge is the skirmish rules' own refusal (SK-FLY-3). It holds only its config and the tables;
 * every game datum lives in `state.plugins.flyers`.
 */
@injectable()
export class FlyersRules implements RulePlugin {
  constructor(
    @inject(PLUGIN_CONFIG) readonly config: FlyersConfig,
    @inject(SK_TABLES) readonly tables: SkTables,
  ) {}

  apply(hooks: HookRegistry, api: PluginApi): void {
    const { config, tables } = this
    hooks.setupState.tap({ plugin: FLYERS, ruleId: 'GAP-SK-26' }, ({ draft }) => {
      draft.plugins[FLYERS] = initialFlyersState()
    })
    hooks.validateScenario.tap({ plugin: FLYERS, ruleId: 'GAP-SK-26' }, ({ scenario }) => flyersScenarioIssues(scenario, tables, config))
    hooks.invariants.tap({ plugin: FLYERS, ruleId: 'GAP-SK-26' }, ({ state }) => flyersInvariants(state, tables))
    applyFlyerMovement(hooks, tables, config)
    applyFlyerCombat(hooks, tables, config)
    // SK-FLY-4: the fly-on, in the standalone rules' melee step (a HEXES Med game has no such step).
    if (tables.mix || !config.flyOn) return
    api.defineAction(flyOnAction(tables, config))
    hooks.phases.tap({ plugin: FLYERS, ruleId: 'SK-FLY-4' }, (phases) => phases.map((p) => (p.id === 'melee' && p.side !== null ? { ...p, actions: [...p.actions, FLY_ON] } : p)))
  }
}
