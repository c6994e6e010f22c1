import { isAbsolute, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PluginDefinition } from '@hexes/core'
import { PluginSetError } from './PluginSetError'

/** Whether an export looks like a plugin definition (`definePlugin`'s shape). */
function isDefinition(v: unknown): v is PluginDefinition<any> {
  if (v === null || typeof v !== 'object') return false
  const d = v as { manifest?: { id?: unknown; version?: unknown }; plugin?: unknown }
  return typeof d.manifest?.id === 'string' && typeof d.manifest.version === 'string' && typeof d.plugin === 'function'
}

/**
 * Loads the plugin definitions of `HEXES_EXTRA_PLUGINS`: a comma-separated list of paths to ESM
 * modules (relative to `cwd`), each exporting one or more plugin definitions (named exports, or
 * arrays of them), typically older versions of the shipped plugins kept for running games.
 *
 * @param list - the variable's value (`undefined` or empty: none)
 * @throws PluginSetError `server/extra-plugins` for a module that fails to load or exports no plugin
 */
export async function loadExtraPlugins(list: string | undefined, cwd = process.cwd()): Promise<PluginDefinition<any>[]> {
  const paths = (list ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  const out: PluginDefinition<any>[] = []
  for (const p of paths) {
    const file = isAbsolute(p) ? p : resolve(cwd, p)
    let mod: Record<string, unknown>
    try {
      mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>
    } catch (e) {
      throw new PluginSetError('server/extra-plugins', p, `HEXES_EXTRA_PLUGINS: cannot load ${p}: ${e instanceof Error ? e.message : String(e)}`)
    }
    const found = Object.values(mod).flatMap((v) => (Array.isArray(v) ? v : [v])).filter(isDefinition)
    if (found.length === 0) throw new PluginSetError('server/extra-plugins', p, `HEXES_EXTRA_PLUGINS: ${p} exports no plugin definition`)
    for (const d of found) if (!out.includes(d)) out.push(d)
  }
  return out
}
