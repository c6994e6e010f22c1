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
import { SK_TABLES } from '../SkirmishRules'
import { adapterUnitType, defaultAdapterProfile } from './adapterProfiles'
import { applyAdapter } from './applyAdapter'
import { HmMix } from './hmMix'

/**
 * The skirmish dice inside a HEXES Med game (catalogue §3.3, §3.4 I-02, I-05, I-11, I-18, I-19):
 * HEXES Med keeps its turn, movement, ZOC, leaders and victory; its combat results table is
 * replaced by skirmish dice combat. Every HM unit type gets an adapter profile (the config's
 * `adapter.profiles` over the catalogue's defaults by strength); combats are declared in HEXES
 * Med's combat phases with the modes `melee` and `missile`, one per unit and phase (HM-COMBAT-5),
 * and resolved by the skirmish melee and volley rules.
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
      unitTypes[typeId] = adapterUnitType(typeId, t, p)
    }
    const mix = new HmMix(hm, los, profiles)
    this.tables = new SkTables(config, { unitTypes, neutralTerrain: true, mix })
    mix.bind(this.tables)
    this.id = id
  }

  apply(hooks: HookRegistry, api: PluginApi): void {
    const tables = this.tables
    api.provide(SK_TABLES, tables)
    applyAdapter(hooks, tables)
    applySkScenarioChecks(hooks, tables, this.id, false)
    applyContacts(hooks, tables)
    applySkCombat(hooks, tables, false)
    applySkUnitInfo(hooks, tables, false)
    applySkInvariants(hooks, tables)
  }
}
