import type { Issue, Scenario } from '@hexes/core'
import { hasKeyword, type SkTables } from '@hexes/plugin-skirmish'
import type { FlyersConfig } from '../config/flyersConfig'
import { FLYERS } from '../state/FlyersState'

/** Keywords a flyer's type may not have: a war machine or a chariot does not fly (SK-FLY-1..5, SK-WM-1, SK-WM-17). */
const NOT_WITH_FLYER = ['warMachine', 'chariot'] as const

/**
 * Scenario checks of the flyers rules, each naming the field: every type of `groundMove` is a
 * skirmish unit type with the keyword `flyer`, its ground allowance no more than its M (GAP-SK-26);
 * no flyer type is also a war machine or a chariot; `skirmish`'s unit types are checked at
 * `plugins[k].config.unitTypes.<type>.keywords`.
 */
export function flyersScenarioIssues(scenario: Scenario, tables: SkTables, config: FlyersConfig): Issue[] {
  const issues: Issue[] = []
  const at = scenario.plugins.findIndex((p) => p.id === FLYERS)
  for (const [type, ground] of Object.entries(config.groundMove).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const path = `plugins[${at}].config.groundMove.${type}`
    const t = tables.unitTypes[type]
    if (!t) issues.push({ code: 'scenario/flyers', path, message: `GAP-SK-26: unknown skirmish unit type "${type}"`, plugin: FLYERS })
    else if (!hasKeyword(t, 'flyer')) issues.push({ code: 'scenario/flyers', path, message: `GAP-SK-26: "${type}" is not a flyer (its type has no keyword "flyer"): it has no ground allowance`, plugin: FLYERS })
    else if (ground > t.move) issues.push({ code: 'scenario/flyers', path, message: `GAP-SK-26: the ground allowance ${ground} of "${type}" is more than its M ${t.move}`, plugin: FLYERS })
  }
  const sk = scenario.plugins.findIndex((p) => p.id === 'skirmish')
  for (const [type, t] of Object.entries(tables.config.unitTypes).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!hasKeyword(t, 'flyer')) continue
    for (const k of NOT_WITH_FLYER) {
      if (hasKeyword(t, k)) issues.push({ code: 'scenario/flyers', path: `plugins[${sk}].config.unitTypes.${type}.keywords`, message: `SK-FLY-1: "${type}" is both a flyer and a ${k}: a ${k} does not fly`, plugin: FLYERS })
    }
  }
  return issues
}
