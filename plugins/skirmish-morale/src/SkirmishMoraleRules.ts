import { inject, injectable, PLUGIN_CONFIG, type HookRegistry, type PluginApi, type RulePlugin } from '@hexes/core'
import { SK_TABLES, type SkTables } from '@hexes/plugin-skirmish'
import type { MoraleConfig } from './config/moraleConfig'
import { applyFleeing } from './flight/applyFleeing'
import { pursueAction } from './pursuit/pursueAction'
import { STANDING_ORDER, standingOrderAction } from './pursuit/standingOrderAction'
import { applyPrisoners } from './prisoners/applyPrisoners'
import { moraleScenarioIssues } from './scenario/moraleScenarioIssues'
import { applyMoraleMix } from './mix/applyMoraleMix'
import { applyOutOfPlay } from './state/applyOutOfPlay'
import { applyBreakRisk } from './state/breakRisk'
import { initialMoraleState, MORALE } from './state/MoraleState'
import { applyMoraleModel } from './test/applyMoraleModel'
import { applyTriggers } from './triggers/applyTriggers'
import { moraleAftermath } from './odds/moraleAftermath'

/**
 * The skirmish morale rules (catalogue §1.3 SK-MORALE) over the skirmish rules, whose tables it
 * injects (`SK_TABLES`): the morale model on the core's morale hooks (panic, post-melee, fear,
 * terror, the general's Cd, the great banner's re-roll, undead immunity), the triggers on the event
 * bus, flight, rally and pursuit; the prisoners (catalogue SK-PRIS, GAP-SK-27); the marks of a combat's aftermath for the
 * skirmish odds (`moraleAftermath`: flees, captured); in a HEXES Med
 * game, the mix with HEXES Med's morale (`applyMoraleMix`: I-03, I-06, I-13, I-14). It holds only its config and the tables; every game datum lives
 * in `state.plugins['skirmish-morale']` and `unit.stats.skMorale`.
 */
@injectable()
export class SkirmishMoraleRules implements RulePlugin {
  constructor(
    @inject(PLUGIN_CONFIG) readonly config: MoraleConfig,
    @inject(SK_TABLES) readonly tables: SkTables,
  ) {}

  apply(hooks: HookRegistry, api: PluginApi): void {
    const { config, tables } = this
    hooks.setupState.tap({ plugin: MORALE, ruleId: 'SK-MORALE-19' }, ({ draft }) => {
      draft.plugins[MORALE] = initialMoraleState()
    })
    hooks.validateScenario.tap({ plugin: MORALE, ruleId: 'SK-MORALE-22' }, ({ scenario }) => moraleScenarioIssues(scenario, tables, config))
    applyMoraleModel(hooks, tables, config)
    applyTriggers(hooks, tables, config)
    applyFleeing(hooks, api, tables, config)
    applyMoraleMix(hooks, api, tables, config)
    api.defineAction(pursueAction(tables, config.pursuitDie))
    api.defineAction(standingOrderAction())
    applyPrisoners(hooks, api, tables, config)
    applyOutOfPlay(hooks, config)
    applyBreakRisk(hooks, tables, config)
    // The exact odds of an attack read what it brings about: flights, captures (SK-MORALE-8/16, SK-PRIS-1).
    tables.addAftermathReader(moraleAftermath)
    hooks.phases.tap({ plugin: MORALE, ruleId: 'SK-MORALE-4' }, (phases) => phases.map((p) => (p.side !== null && p.auto === undefined ? { ...p, actions: [...p.actions, STANDING_ORDER] } : p)))
  }
}
