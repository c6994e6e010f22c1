import { inject, injectable, PLUGIN_CONFIG, token, type HookRegistry, type PluginApi, type RulePlugin } from '@hexes/core'
import { applyCombatRules } from './combat/applyCombatRules'
import type { HmConfig } from './config/hmConfig'
import { HmTables } from './config/HmTables'
import { applyInvariants } from './invariants/applyInvariants'
import { applyLeaders } from './leaders/applyLeaders'
import { applyMovement } from './movement/applyMovement'
import { applyScenarioChecks } from './scenario/applyScenarioChecks'
import { applySequence } from './sequence/applySequence'
import { applySetup } from './state/applySetup'
import { applyCitations } from './rules/hmCitations'
import { applyUnitInfo } from './state/applyUnitInfo'

/**
 * DI token of HEXES Med's tables (the game's unit types, terrain and CRT, scenario config
 * merged), provided to the plugins that `require` hexes-med: `@inject(HM_TABLES) tables: HmTables`.
 */
export const HM_TABLES = token<HmTables>('hexes-med.tables')

/**
 * HEXES Med, the base rule set (catalogue §1.1): one small applier per concern, each tapping the
 * hooks of its rules. The instance holds only its tables, built from the validated config; all
 * game data lives in `state.plugins['hexes-med']` and the pieces' stats.
 */
@injectable()
export class HexesMedRules implements RulePlugin {
  /** Unit and terrain tables with the scenario's entries merged over the defaults. */
  readonly tables: HmTables

  constructor(@inject(PLUGIN_CONFIG) config: HmConfig) {
    this.tables = new HmTables(config)
  }

  apply(hooks: HookRegistry, api: PluginApi): void {
    const tables = this.tables
    api.provide(HM_TABLES, tables)
    applyCitations(hooks)
    applySequence(hooks)
    applySetup(hooks)
    applyScenarioChecks(hooks, tables)
    applyMovement(hooks, tables)
    applyLeaders(hooks, api)
    applyUnitInfo(hooks, tables)
    applyInvariants(hooks)
    applyCombatRules(hooks, api, tables)
  }
}
