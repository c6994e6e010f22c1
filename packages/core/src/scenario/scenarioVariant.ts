import type { Issue } from '../errors/EngineError'
import { errors } from '../errors/errors'
import type { PluginRequest } from '../plugin/loadPlugins'
import { cloneJson } from '../util/cloneJson'
import type { Scenario, ScenarioVariant } from './Scenario'

/**
 * The rule mix of a variant, in the form the start screen gives (every plugin with its config
 * object, `{}` when it has none): the scenario's plugins in order, without those the variant
 * removes, each with the options the variant sets over the scenario's (key by key); then the
 * plugins the variant adds, in its order.
 */
export function variantMix(scenario: Pick<Scenario, 'plugins'>, variant: ScenarioVariant): PluginRequest[] {
  const change = new Map(variant.plugins.map((p) => [p.id, p]))
  const mix: PluginRequest[] = []
  for (const p of scenario.plugins) {
    const c = change.get(p.id)
    if (c?.remove) continue
    mix.push({ id: p.id, config: cloneJson({ ...(p.config ?? {}), ...(c?.config ?? {}) }) })
  }
  for (const c of variant.plugins) {
    if (!c.remove && !scenario.plugins.some((p) => p.id === c.id)) mix.push({ id: c.id, config: cloneJson(c.config ?? {}) })
  }
  return mix
}

/** The variant of a scenario with this id; throws `scenario/invalid` (issue `scenario/unknown-variant`) naming the ones it has. */
export function findVariant(scenario: Pick<Scenario, 'id' | 'variants'>, id: string): ScenarioVariant {
  const v = scenario.variants?.find((x) => x.id === id)
  if (v) return v
  const ids = (scenario.variants ?? []).map((x) => x.id)
  const issue: Issue = { code: 'scenario/unknown-variant', path: 'variant', message: `scenario "${scenario.id}" has no variant "${id}" (${ids.length ? `variants: ${ids.join(', ')}` : 'it has none'})` }
  throw errors.scenario([issue])
}

/**
 * A scenario as one of its variants plays it: the same document with the variant's mix
 * ({@link variantMix}) as its plugins. Its `variants` stay (they are not part of the game: the
 * scenario hash leaves them out, and `checkScenario` does not check them against the mix), so a
 * variant's game hashes as its mix, however the mix was made (here, on the start screen, on the
 * server). Throws `scenario/invalid` for an id the scenario has no variant with.
 *
 * @example scenarioVariant(parseScenario(hastings), 'skirmish-dice').plugins.map((p) => p.id) // ['hexes-med', 'skirmish-dice']
 */
export function scenarioVariant(scenario: Scenario, id: string): Scenario {
  return { ...scenario, plugins: variantMix(scenario, findVariant(scenario, id)) }
}
