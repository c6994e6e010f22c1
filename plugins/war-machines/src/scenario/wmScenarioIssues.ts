import type { Issue, Scenario } from '@hexes/core'
import { hasKeyword, type SkTables } from '@hexes/plugin-skirmish'
import type { WmConfig } from '../config/wmConfig'
import { WM } from '../state/WmState'

/**
 * Scenario checks of the war-machine rules, each naming the field: a machine profile
 * (`machines.<type>`) must be a skirmish unit type with the keyword `warMachine` (its figures are
 * the crew, SK-WM-1/15), and every skirmish unit type with that keyword needs a machine profile
 * (what it shoots); the chariots' obstacles and dense terrain (`chariots.obstacles`,
 * `chariots.denseTerrain`, SK-WM-17) must be skirmish obstacles and terrain.
 */
export function wmScenarioIssues(scenario: Scenario, tables: SkTables, config: WmConfig): Issue[] {
  const issues: Issue[] = []
  const at = scenario.plugins.findIndex((p) => p.id === WM)
  const issue = (path: string, message: string) => issues.push({ code: 'scenario/war-machines', path, message, plugin: WM })
  for (const type of Object.keys(config.machines).sort()) {
    const t = tables.unitTypes[type]
    if (!t) issue(`plugins[${at}].config.machines.${type}`, `unknown skirmish unit type "${type}"`)
    else if (!hasKeyword(t, 'warMachine')) issue(`plugins[${at}].config.machines.${type}`, `SK-WM-1: "${type}" has no keyword warMachine: only a heavy war machine has a machine profile`)
  }
  // In a HEXES Med game (I-10) the keyword is given in skirmish-dice's adapter.keywords.
  const sk = scenario.plugins.findIndex((p) => p.id === (tables.mix ? 'skirmish-dice' : 'skirmish'))
  const keywords = tables.mix ? 'adapter.keywords' : 'unitTypes'
  for (const type of Object.keys(tables.unitTypes).sort()) {
    if (hasKeyword(tables.unitTypes[type]!, 'warMachine') && !config.machines[type]) {
      issue(`plugins[${sk}].config.${keywords}.${type}${tables.mix ? '' : '.keywords'}`, `"${type}" is a heavy war machine without a machine profile: give it one in plugins[${at}].config.machines.${type} (its kind: catapult, bombard, cannon or tripleCannon)`)
    }
  }
  ;(config.chariots.obstacles ?? []).forEach((f, i) => {
    if (!tables.obstacles[f]) issue(`plugins[${at}].config.chariots.obstacles[${i}]`, `SK-WM-17: unknown skirmish obstacle "${f}"`)
  })
  ;(config.chariots.denseTerrain ?? []).forEach((t, i) => {
    if (!tables.terrain[t]) issue(`plugins[${at}].config.chariots.denseTerrain[${i}]`, `SK-WM-17: unknown skirmish terrain "${t}"`)
  })
  return issues
}
