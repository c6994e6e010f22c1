import type { PluginDefinition } from '@hexes/core'
import { PluginSetError } from './PluginSetError'

/** A plugin id and version a game is pinned to (as in the protocol's `GameSnapshot.pins`). */
export interface Pin {
  id: string
  version: string
}

/**
 * The rules a server knows: the shipped plugins (`builtinPlugins`) plus the modules of
 * `HEXES_EXTRA_PLUGINS`. Of each plugin id, the highest version is the one `installed`: new games
 * start on it and `hexes server migrate` moves running games to it. The other versions stay
 * `available`, so that a game pinned to one (held after an update, or not yet migrated) keeps its
 * rules: pins resolve to the definition with that id and version.
 */
export class PluginSet {
  readonly installed: readonly PluginDefinition<any>[]
  readonly available: readonly PluginDefinition<any>[]

  /**
   * @param definitions - every plugin definition the server has, any versions
   * @throws PluginSetError `server/duplicate-plugin` for two definitions of one id and version
   *   that are not the same object
   */
  constructor(definitions: readonly PluginDefinition<any>[]) {
    const byKey = new Map<string, PluginDefinition<any>>()
    const latest = new Map<string, PluginDefinition<any>>()
    for (const def of definitions) {
      const key = pinKey(def.manifest)
      const seen = byKey.get(key)
      if (seen && seen !== def) throw new PluginSetError('server/duplicate-plugin', key, `two different definitions of plugin ${key}`)
      byKey.set(key, def)
      const best = latest.get(def.manifest.id)
      if (!best || compareVersions(def.manifest.version, best.manifest.version) > 0) latest.set(def.manifest.id, def)
    }
    this.available = [...byKey.values()]
    this.installed = [...latest.values()]
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

/** Compares two `x.y.z` versions numerically (a pre-release suffix sorts before its release). */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string): { nums: number[]; pre: string } => {
    const [main = '', pre = ''] = v.split('-', 2)
    return { nums: main.split('.').map((n) => Number.parseInt(n, 10) || 0), pre }
  }
  const x = parse(a)
  const y = parse(b)
  for (let i = 0; i < Math.max(x.nums.length, y.nums.length); i++) {
    const d = (x.nums[i] ?? 0) - (y.nums[i] ?? 0)
    if (d !== 0) return d
  }
  if (x.pre === y.pre) return 0
  if (!x.pre) return 1
  if (!y.pre) return -1
  return x.pre < y.pre ? -1 : 1
}
