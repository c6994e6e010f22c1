import type { PluginDefinition, Scenario } from '@hexes/core'
import { builtinPlugins, builtinScenarios } from '@hexes/registry'
import { packRules } from 'virtual:hexes-web-packs/rules'
import { exampleScenario } from './exampleScenario'

/**
 * What the app offers: the rule plugins and the scenarios that ship with Hexes (from
 * `@hexes/registry`), plus a small skirmish for the example rules (it shows that the app is driven
 * by the engine, whatever the mix), plus the rule plugins and scenarios of the web packs the app
 * is built with (`web-packs.json`, `HEXES_WEB_PACKS`). Scenarios stay raw JSON here; `createGame`
 * validates them.
 */
export const plugins: readonly PluginDefinition<any>[] = [...builtinPlugins, ...packRules.flatMap((p) => p.plugins ?? [])]

/** The scenarios, teaching scenario first, then the web packs'. */
export const scenarios: readonly Scenario[] = [...(builtinScenarios as Scenario[]), exampleScenario, ...packRules.flatMap((p) => (p.scenarios ?? []) as Scenario[])]

/** A scenario by id: a shipped one, or the generated bench map (`bench-60x40`). */
export async function loadScenario(id: string): Promise<Scenario | undefined> {
  const s = scenarios.find((x) => x.id === id)
  if (s) return s
  if (id === 'bench-60x40') {
    const { benchScenario } = await import('./benchScenario')
    return benchScenario()
  }
  return undefined
}

/** The plugin definition with this id, if the app knows it. */
export function findPlugin(id: string): PluginDefinition<any> | undefined {
  return plugins.find((p) => p.manifest.id === id)
}

/**
 * A plugin's description in `lang`: its catalogue's `plugin/description` when it ships one in that
 * language, else the manifest's (English) description.
 */
export function pluginDescription(plugin: PluginDefinition<any>, lang: string): string {
  const m = plugin.manifest.messages?.[lang]
  return m && Object.hasOwn(m, 'plugin/description') ? m['plugin/description']! : plugin.manifest.description ?? ''
}
