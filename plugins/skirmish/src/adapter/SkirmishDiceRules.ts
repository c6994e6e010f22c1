import { inject, injectable, LINE_OF_SIGHT, PLUGIN_CONFIG, PLUGIN_ID, ownRecord, type HookRegistry, type LineOfSightService, type PluginApi, type RulePlugin } from '@hexes/core'
import { HM_TABLES, type HmTables } from '@hexes/plugin-hexes-med'
import type { SkAdapterProfile, SkConfig } from '../config/skConfig'
import { SkTables } from '../config/SkTables'
import { applySkCombat } from '../fight/applySkCombat'
import { applySkInvariants } from '../invariants/applySkInvariants'
import { applyContacts } from '../melee/applyContacts'
import type { SkUnitType } from '../model/skProfile'
import { applySkScenarioChecks } from '../scenario/applySkScenarioChecks'
import { applySkUnitInfo } from '../state/applySkUnitInfo'
import { SK } from '../state/SkState'
import { SK_TABLES } from '../SkirmishRules'
import { adapterUnitType, defaultAdapterProfile } from './adapterProfiles'
import { applyAdapter } from './applyAdapter'
import { applyMixCharges } from './applyMixCharges'
import { chargeProviderIssues } from './chargeProviderIssues'
import { HmMix } from './hmMix'

/**
 * The skirmish dice inside a HEXES Med game (catalogue §3.3, §3.4 I-02, I-05, I-11, I-18, I-19):
 * HEXES Med keeps its turn, movement, ZOC, leaders and victory; its combat results table is
 * replaced by skirmish dice combat. Every HM unit type gets an adapter profile (the config's
 * `adapter.profiles` over the catalogue's defaults by strength); combats are declared in HEXES
 * Med's combat phases with the modes `melee` and `missile`, one per unit and phase (HM-COMBAT-5),
 * and resolved by the skirmish melee and volley rules. The skirmish rules are the charge provider
 * (R-15, §3.3 rule 4): charges are declared in HEXES Med's movement phases (`applyMixCharges`,
 * `HmCharge`), and locked melees and undeclared charges are fought at the end of each combat
 * phase (I-02). A scenario that also sets HEXES Med's charge bonus does not load (`chargeProviderIssues`).
 */
@injectable()
export class SkirmishDiceRules implements RulePlugin {
  readonly tables: SkTables
  readonly id: string

  constructor(@inject(PLUGIN_CONFIG) config: SkConfig, @inject(PLUGIN_ID) id: string, @inject(HM_TABLES) hm: HmTables, @inject(LINE_OF_SIGHT) los: LineOfSightService) {
    const profiles: Record<string, SkAdapterProfile> = ownRecord()
    const unitTypes: Record<string, SkUnitType> = ownRecord()
    for (const [typeId, t] of Object.entries(hm.unitTypes)) {
      const p = config.adapter.profiles[typeId] ?? defaultAdapterProfile(t)
      profiles[typeId] = p
      unitTypes[typeId] = adapterUnitType(typeId, t, p, config.adapter.keywords[typeId])
    }
    const mix = new HmMix(hm, los, profiles, config)
    this.tables = new SkTables(config, { unitTypes, neutralTerrain: true, mix })
    mix.bind(this.tables)
    this.id = id
  }

  apply(hooks: HookRegistry, api: PluginApi): void {
    const tables = this.tables
    api.provide(SK_TABLES, tables)
    applyAdapter(hooks, tables)
    applySkScenarioChecks(hooks, tables, this.id, false)
    hooks.validateScenario.tap({ plugin: SK, ruleId: 'R-15' }, ({ scenario }) => chargeProviderIssues(scenario, this.id))
    applyContacts(hooks, tables)
    applySkCombat(hooks, tables, false)
    applyMixCharges(hooks, api, tables)
    applySkUnitInfo(hooks, tables, false)
    applySkInvariants(hooks, tables)
  }
}
