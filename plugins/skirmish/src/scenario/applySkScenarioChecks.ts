import type { HookRegistry } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { SK } from '../state/SkState'
import { skScenarioIssues } from './skScenarioIssues'

/** Contributes {@link skScenarioIssues} to `validateScenario` (`hexes validate` lists them with their paths). */
export function applySkScenarioChecks(hooks: HookRegistry, tables: SkTables, pluginId: string, skOnly: boolean): void {
  hooks.validateScenario.tap({ plugin: SK, ruleId: 'GAP-SK-06' }, ({ scenario, rules }) => skScenarioIssues(scenario, rules, tables, pluginId, skOnly))
}
