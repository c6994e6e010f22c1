import {
  BATTLE_RECORD, COMMANDERS, inject, injectable, LINE_OF_SIGHT, PLUGIN_CONFIG, SCENARIO, token, type HookRegistry, type PluginApi, type RulePlugin, type Scenario,
} from '@hexes/core'
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
import { hmBattleRecord } from './services/hmBattleRecord'
import { hmCommanders } from './services/hmCommanders'
import { hmLineOfSight } from './services/hmLineOfSight'
import { applyUnitInfo } from './state/applyUnitInfo'

/**
 * DI token of HEXES Med's tables (the game's unit types, terrain and CRT, scenario config
 * merged), provided to the plugins that `require` hexes-med: `@inject(HM_TABLES) tables: HmTables`.
 */
export const HM_TABLES = token<HmTables>('hexes-med.tables')

/**
 * HEXES Med, the base rule set (catalogue §1.1): one small applier per concern, each tapping the
 * hooks of its rules. The instance holds only its tables, built from the validated config, and the
 * scenario; all game data lives in `state.plugins['hexes-med']` and the pieces' stats. It provides
 * its tables and the shared services (commanders, line of sight, battle record) to the plugins
 * that inject them.
 */
@injectable()
export class HexesMedRules implements RulePlugin {
  /** Unit and terrain tables with the scenario's entries merged over the defaults. */
  readonly tables: HmTables

  private readonly scenario: Scenario

  constructor(@inject(PLUGIN_CONFIG) config: HmConfig, @inject(SCENARIO) scenario: Scenario) {
    this.tables = new HmTables(config)
    this.scenario = scenario
  }

  apply(hooks: HookRegistry, api: PluginApi): void {
    const tables = this.tables
    api.provide(HM_TABLES, tables)
    // The services other rule sets inject (catalogue I-06, LOS, I-09).
    api.provide(COMMANDERS, hmCommanders(this.scenario, tables))
    api.provide(LINE_OF_SIGHT, hmLineOfSight)
    api.provide(BATTLE_RECORD, hmBattleRecord(this.scenario))
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
