import type { Issue, Scenario } from '@hexes/core'
import type { SkTables } from '@hexes/plugin-skirmish'
import type { MoraleConfig } from '../config/moraleConfig'
import { MORALE } from '../state/MoraleState'
import { isUndead } from '../test/applyMoraleModel'

/**
 * Scenario checks of the morale rules, each naming the field: a test the scenario orders
 * (`orderedTests[k].unit`) must name a skirmish unit of the scenario, never an undead one (they
 * ignore every morale test: SK-MORALE-22), and a turn of the game.
 */
export function moraleScenarioIssues(scenario: Scenario, tables: SkTables, config: MoraleConfig): Issue[] {
  const issues: Issue[] = []
  const at = scenario.plugins.findIndex((p) => p.id === MORALE)
  const path = (k: number, field: string) => `plugins[${at}].config.orderedTests[${k}].${field}`
  config.orderedTests.forEach((t, k) => {
    const u = scenario.units.find((x) => x.id === t.unit)
    if (!u) return issues.push({ code: 'scenario/skirmish-morale', path: path(k, 'unit'), message: `unknown unit "${t.unit}"`, plugin: MORALE })
    if (!tables.unitTypes[u.type]) return issues.push({ code: 'scenario/skirmish-morale', path: path(k, 'unit'), message: `"${t.unit}" is not a skirmish unit: it takes no skirmish morale test`, plugin: MORALE })
    if (isUndead(tables, u)) issues.push({ code: 'scenario/skirmish-morale', path: path(k, 'unit'), message: `SK-MORALE-22: "${t.unit}" is undead, immune to every morale test: no test may be ordered for it`, plugin: MORALE })
    if (t.turn > scenario.turns) issues.push({ code: 'scenario/skirmish-morale', path: path(k, 'turn'), message: `turn ${t.turn} is after the last turn (${scenario.turns})`, plugin: MORALE })
    return undefined
  })
  // The mix with HEXES Med (I-03, I-06): unit types and leaders of the scenario.
  const mixPath = (field: string, k: number) => `plugins[${at}].config.mix.${field}[${k}]`
  config.mix.skModel.forEach((type, k) => {
    if (!tables.unitTypes[type]) issues.push({ code: 'scenario/skirmish-morale', path: mixPath('skModel', k), message: `I-03: unknown unit type "${type}"`, plugin: MORALE })
  })
  config.mix.generals.forEach((id, k) => {
    if (!(scenario.leaders ?? []).some((l) => l.id === id)) issues.push({ code: 'scenario/skirmish-morale', path: mixPath('generals', k), message: `I-06: unknown leader "${id}"`, plugin: MORALE })
  })
  return issues
}
