import type { Issue, Scenario } from '@hexes/core'
import type { SwConfig } from '../config/swConfig'
import { SW } from '../state/SwState'

/**
 * Scenario checks of Successive Waves (`validateScenario`): the Native side named by the config
 * is a side of the scenario (SW-1), and with `edge: 'nativeEdgesOnly'` it owns at least one map
 * edge, or no first hex could ever meet SW-10 (GAP-SW-06). Paths point at the plugin's config.
 */
export function swScenarioChecks(scenario: Scenario, config: SwConfig): Issue[] {
  const i = scenario.plugins.findIndex((p) => p.id === SW)
  const base = `plugins[${i}].config`
  const out: Issue[] = []
  const side = scenario.sides.find((s) => s.id === config.nativeSide)
  if (!side) {
    const known = scenario.sides.map((s) => `"${s.id}"`).join(', ')
    out.push({ code: 'sw/unknown-native-side', path: `${base}.nativeSide`, message: `nativeSide "${config.nativeSide}" is not a side of this scenario (sides: ${known})`, plugin: SW })
  } else if (config.edge === 'nativeEdgesOnly' && side.edges.length === 0) {
    out.push({ code: 'sw/no-native-edges', path: `${base}.edge`, message: `edge "nativeEdgesOnly" needs the Native side "${side.id}" to own at least one map edge (sides[].edges)`, plugin: SW })
  }
  return out
}
