import type { PluginDefinition } from '@hexes/core'
import { PluginSetError } from './PluginSetError'

/** A plugin id and version a game is pinned to (as in the protocol's `GameSnapshot.pins`). */
export interface Pin {
  id: string
  version: string
}

/**
 * The rules a server knows: `installed` are the versions new games start on and `migrate` moves
 * running games to (one per id); `available` adds older versions (from `HEXES_EXTRA_PLUGINS`)
 * so that a game pinned to them, or held on them after an update, keeps its rules.
 */
export class PluginSet {
  readonly installed: readonly PluginDefinition<any>[]
  readonly available: readonly PluginDefinition<any>[]

  /**
   * @param installed - the current version of each plugin (normally `builtinPlugins`)
   * @param extra - other versions kept for running games
   * @throws PluginSetError `server/duplicate-plugin` for two definitions of one id and version
   *   that are not the same object
   */
  constructor(installed: readonly PluginDefinition<any>[], extra: readonly PluginDefinition<any>[] = []) {
    this.installed = installed
    const byKey = new Map<string, PluginDefinition<any>>()
    for (const def of [...installed, ...extra]) {
      const key = pinKey(def.manifest)
      const seen = byKey.get(key)
      if (seen && seen !== def) throw new PluginSetError('server/duplicate-plugin', key, `two different definitions of plugin ${key}`)
      byKey.set(key, def)
    }
    this.available = [...byKey.values()]
  }

  /** The pins of the installed versions of `ids` (unknown ids are left out: the loader names them). */
  currentPins(ids: readonly string[]): Pin[] {
    return ids.flatMap((id) => {
      const def = this.installed.find((d) => d.manifest.id === id)
      return def ? [{ id, version: def.manifest.version }] : []
    })
  }

  /**
   * The definitions a game's pins name, one per pinned id, to pass to `createGame` as its plugins.
   *
   * @throws PluginSetError `server/unknown-pin` naming the first `id@version` the set lacks
   */
  resolve(pins: readonly Pin[]): PluginDefinition<any>[] {
    return pins.map((pin) => {
      const def = this.available.find((d) => d.manifest.id === pin.id && d.manifest.version === pin.version)
      if (!def) {
        const have = this.available.filter((d) => d.manifest.id === pin.id).map((d) => d.manifest.version)
        throw new PluginSetError('server/unknown-pin', pinKey(pin), `no plugin ${pinKey(pin)} on this server (versions here: ${have.join(', ') || 'none'}); add its module to HEXES_EXTRA_PLUGINS`)
      }
      return def
    })
  }

  /** Whether `pins` are the installed versions. */
  isCurrent(pins: readonly Pin[]): boolean {
    return pins.every((p) => this.installed.some((d) => d.manifest.id === p.id && d.manifest.version === p.version))
  }
}

/** `id@version`. */
export function pinKey(p: { id: string; version: string }): string {
  return `${p.id}@${p.version}`
}
