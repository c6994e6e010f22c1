import { inject, injectable, PLUGIN_CONFIG, token, type HookRegistry, type PluginApi, type RulePlugin } from '@hexes/core'
import { SK_TABLES, type SkTables } from '@hexes/plugin-skirmish'
import type { WmConfig } from './config/wmConfig'
import { applyChariots } from './chariot/applyChariots'
import { RELOAD, reloadAction } from './machine/reloadAction'
import { wmScenarioIssues } from './scenario/wmScenarioIssues'
import { powderFire } from './shot/powderFire'
import { SHOOT, shootAction } from './shot/shootAction'
import { initialMachine, WM } from './state/WmState'
import { wmInvariants } from './state/wmInvariants'

/** DI token of the war-machine config of a game (`shotChances` and the hosts read it through the game's container). */
export const WM_CONFIG = token<WmConfig>('war-machines.config')

/**
 * The war-machine rules (catalogue §1.3 SK-WM) over the skirmish rules, whose tables it injects
 * (`SK_TABLES`): the machines' state (loaded, reload turns, banked re-rolls, disabled), the reload
 * and shoot actions in each side's shooting step (in a HEXES Med game, its combat phase: I-10), the misfire table and the templates, flaming
 * arrows on powder machines (SK-WM-14), chariots (SK-WM-17/18). It holds
 * only its config and the tables; every game datum lives in `state.plugins['war-machines']`.
 */
@injectable()
export class WarMachinesRules implements RulePlugin {
  constructor(
    @inject(PLUGIN_CONFIG) readonly config: WmConfig,
    @inject(SK_TABLES) readonly tables: SkTables,
  ) {}

  apply(hooks: HookRegistry, api: PluginApi): void {
    const { config, tables } = this
    api.provide(WM_CONFIG, config)
    hooks.setupState.tap({ plugin: WM, ruleId: 'GAP-SK-33' }, ({ draft }) => {
      // Machines start the battle loaded (GAP-SK-33), in scenario order.
      draft.plugins[WM] = { machines: draft.units.filter((u) => config.machines[u.type] !== undefined).map((u) => initialMachine(u.id)) }
    })
    hooks.validateScenario.tap({ plugin: WM, ruleId: 'SK-WM-1' }, ({ scenario }) => wmScenarioIssues(scenario, tables, config))
    hooks.invariants.tap({ plugin: WM, ruleId: 'GAP-SK-33' }, ({ state }) => wmInvariants(state, config))
    // SK-WM-14: flaming arrows on a powder machine, after the skirmish rules applied the volley.
    hooks.combatOutcome.tap({ plugin: WM, ruleId: 'SK-WM-14' }, (ctx) => powderFire(ctx, tables, config))
    applyChariots(hooks, tables, config)
    api.defineAction(reloadAction(tables, config))
    api.defineAction(shootAction(tables, config))
    // SK-WM-2, GAP-SK-07: machines reload or shoot in their side's shooting step (they move in the
    // movement step); I-10: in a HEXES Med game, in their side's combat phase.
    const step = tables.mix ? 'combat' : 'shooting'
    hooks.phases.tap({ plugin: WM, ruleId: tables.mix ? 'I-10' : 'SK-WM-2' }, (phases) => phases.map((p) => (p.id === step && p.side !== null ? { ...p, actions: [...p.actions, RELOAD, SHOOT] } : p)))
  }
}
