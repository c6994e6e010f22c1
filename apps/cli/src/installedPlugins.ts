import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PluginDefinition, Scenario } from '@hexes/core'
import { CliError } from './CliError'
import type { CommandCtx } from './CliIo'

/** The package names a plugin id may be installed under, in the order they are tried. */
export function pluginPackageNames(id: string): string[] {
  return [`hexes-plugin-${id}`, `@hexes/plugin-${id}`]
}

/** Every plugin id a scenario may load: its mix and its variants' mixes. */
function pluginIds(scenario: Scenario): string[] {
  const ids = new Set(scenario.plugins.map((p) => p.id))
  for (const v of scenario.variants ?? []) for (const p of v.plugins) if (p.remove !== true) ids.add(p.id)
  return [...ids]
}

/** A module's export that defines the plugin `id` (`export default` or any named export). */
function definitionIn(mod: Record<string, unknown>, id: string): PluginDefinition<any> | undefined {
  for (const value of [mod.default, ...Object.values(mod)]) {
    const m = (value as { manifest?: { id?: unknown } } | null | undefined)?.manifest
    if (m && m.id === id && typeof (value as { plugin?: unknown }).plugin === 'function') return value as PluginDefinition<any>
  }
  return undefined
}

/**
 * The plugins a scenario needs that are not builtin, loaded by name from the packages installed
 * where the command runs (`hexes-plugin-<id>`, then `@hexes/plugin-<id>`, resolved from the
 * caller's directory the way Node resolves a package). The package exports the plugin's
 * definition (`definePlugin`), as its default export or a named one; the engine's loader then
 * checks it like any other (manifest, engine range, services). A plugin found nowhere is left
 * to that loader, which reports it with its path and the known ids (see {@link INSTALL_HINT});
 * a package that does not define it is the error `cli/plugin-invalid`.
 */
export async function installedPlugins(cwd: string, scenario: Scenario, builtin: readonly PluginDefinition<any>[]): Promise<PluginDefinition<any>[]> {
  const known = new Set(builtin.map((p) => p.manifest.id))
  const require = createRequire(join(cwd, 'package.json'))
  const out: PluginDefinition<any>[] = []
  for (const id of pluginIds(scenario)) {
    if (known.has(id)) continue
    const names = pluginPackageNames(id)
    let entry: string | undefined
    let name = ''
    for (const n of names) {
      try {
        entry = require.resolve(n)
        name = n
        break
      } catch {
        // not installed under this name
      }
    }
    // Installed nowhere: the engine's loader reports it (`loader/unknown-plugin`, with the path and the known ids).
    if (entry === undefined) continue
    let mod: Record<string, unknown>
    try {
      mod = (await import(pathToFileURL(entry).href)) as Record<string, unknown>
    } catch (e) {
      throw new CliError('cli/plugin-load', `The plugin package ${name} (${entry}) could not be loaded: ${e instanceof Error ? e.message : String(e)}`)
    }
    const def = definitionIn(mod, id)
    if (!def) throw new CliError('cli/plugin-invalid', `The package ${name} does not export a plugin definition with the id "${id}" (export the result of definePlugin, as the default export or a named one)`)
    out.push(def)
  }
  return out
}

/** What `validate` adds under an unknown plugin: where a plugin that is not builtin is looked for. */
export const INSTALL_HINT = 'A plugin that is not builtin loads from the package hexes-plugin-<id> (or @hexes/plugin-<id>) installed where hexes runs.'

/** The builtin plugins, with the installed ones the scenario needs (see {@link installedPlugins}). */
export async function pluginsFor(ctx: CommandCtx, scenario: Scenario): Promise<PluginDefinition<any>[]> {
  const builtin = (await ctx.deps.registry()).plugins
  return [...builtin, ...(await installedPlugins(ctx.io.cwd, scenario, builtin))]
}
