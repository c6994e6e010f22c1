import { BATTLE_RECORD, inject, injectable, PLUGIN_CONFIG, PLUGIN_ID, token, type HookRegistry, type PluginApi, type RulePlugin } from '@hexes/core'
import type { SkConfig } from './config/skConfig'
import { SkTables } from './config/SkTables'
import { applySkInvariants } from './invariants/applySkInvariants'
import { applyContacts } from './melee/applyContacts'
import { applySkMovement } from './movement/applySkMovement'
import { applySkCitations } from './rules/skCitations'
import { applySkScenarioChecks } from './scenario/applySkScenarioChecks'
import { skBattleRecord } from './record/skBattleRecord'
import { applySkSequence } from './sequence/applySkSequence'
import { applySkSetup } from './state/applySkSetup'
import { applySkStrikeEstimate } from './state/applySkStrikeEstimate'
import { applySkUnitInfo } from './state/applySkUnitInfo'
import { applyCharges } from './charge/applyCharges'
import { applySkCombat } from './fight/applySkCombat'
import { applyAllies } from './melee/applyAllies'
import { applyMeleeStep } from './melee/applyMeleeStep'
import { burnAction } from './structures/burnAction'

/**
 * DI token of the skirmish tables of a game (unit types, terrain, obstacles, weapons, merged over
 * the defaults): `@inject(SK_TABLES) tables: SkTables` in plugins that require the skirmish rules.
 */
export const SK_TABLES = token<SkTables>('skirmish.tables')

/**
 * The skirmish rules as a standalone rule set (catalogue §1.3): one small applier per concern,
 * each tapping the hooks of its rules. The instance holds only its tables, built from the
 * validated config; every game datum lives in `state.plugins.skirmish` and `unit.stats.sk`.
 */
@injectable()
export class SkirmishRules implements RulePlugin {
  /** The game's skirmish tables. */
  readonly tables: SkTables
  /** The plugin id of the mix (`skirmish`). */
  readonly id: string

  constructor(@inject(PLUGIN_CONFIG) config: SkConfig, @inject(PLUGIN_ID) id: string) {
    this.tables = new SkTables(config)
    this.id = id
  }

  apply(hooks: HookRegistry, api: PluginApi): void {
    const tables = this.tables
    api.provide(SK_TABLES, tables)
    api.provide(BATTLE_RECORD, skBattleRecord(tables))
    applySkCitations(hooks)
    applySkSequence(hooks)
    applySkSetup(hooks, tables)
    applySkScenarioChecks(hooks, tables, this.id, true)
    applySkMovement(hooks, tables)
    applyContacts(hooks, tables)
    applyCharges(hooks, api, tables)
    applySkCombat(hooks, tables, true)
    applyMeleeStep(hooks, tables)
    applyAllies(hooks, api, tables)
    api.defineAction(burnAction(tables))
    applySkUnitInfo(hooks, tables, true)
    applySkStrikeEstimate(hooks, tables)
    applySkInvariants(hooks, tables)
  }
}
