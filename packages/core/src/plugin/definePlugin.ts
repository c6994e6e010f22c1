import type { PluginManifest } from './PluginManifest'
import type { RulePlugin } from './RulePlugin'

/** A class constructor (plugins are resolved through DI, so any parameters). */
export type PluginClass = new (...args: any[]) => RulePlugin

/** A plugin as a scenario's mix refers to it: its manifest and its class. */
export interface PluginDefinition<C = unknown> {
  manifest: PluginManifest<C>
  plugin: PluginClass
}

/**
 * Declares a rule plugin. The manifest is checked by the loader; the class is resolved in the
 * game's own child container.
 *
 * @example
 * export const examplePlugin = definePlugin({
 *   manifest: { id: 'example', name: 'Example', version: '0.1.0', engine: '^0.1.0' },
 *   plugin: ExamplePlugin,
 * })
 */
export function definePlugin<C>(definition: PluginDefinition<C>): PluginDefinition<C> {
  return definition
}
