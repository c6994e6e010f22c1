import type { HookRegistry } from '@hexes/core'
import type { HmTables } from '../config/HmTables'
import { HM } from '../state/HmState'
import { checkDeployment, checkLeaders, checkTerrain, checkUnitTypes } from './scenarioChecks'

/**
 * Scenario checks of HEXES Med (`validateScenario`), on top of the core's structural checks which
 * already require a deployment, Camp 1, the number of turns and the victory conditions
 * (HM-SCN-1..4). Every issue names the path of the bad field (`units[3].type`); the game is not
 * created (`scenario/invalid`) while any remains.
 */
export function applyScenarioChecks(hooks: HookRegistry, tables: HmTables): void {
  hooks.validateScenario.tap({ plugin: HM, ruleId: 'HM-GEN-2' }, ({ scenario, rules }) => [
    ...checkUnitTypes(scenario, tables),
    ...checkTerrain(scenario, tables),
    ...checkDeployment(scenario, rules, tables),
    ...checkLeaders(scenario),
  ])
}
