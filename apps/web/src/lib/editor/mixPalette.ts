import type { PluginDefinition, PluginRequest } from '@hexes/core'
import { findPlugin } from '../catalog'

/** The terrain ids and unit type ids a rule mix knows, for the editor's brushes. */
export interface MixPalette {
  terrain: string[]
  unitTypes: string[]
}

/** Ids after `prefix` among a catalogue's keys (`terrain/forest` → `forest`). */
function idsOf(messages: Record<string, string> | undefined, prefix: string): string[] {
  return Object.keys(messages ?? {}).filter((k) => k.startsWith(prefix) && !k.slice(prefix.length).includes('/')).map((k) => k.slice(prefix.length))
}

/** The keys of a config table (`config.terrain`, `config.unitTypes`) when it is an object. */
function tableKeys(config: Record<string, unknown> | undefined, key: string): string[] {
  const t = config?.[key]
  return t && typeof t === 'object' && !Array.isArray(t) ? Object.keys(t) : []
}

/**
 * What the brushes offer for a mix: every terrain and unit type a plugin of the mix names in its
 * English catalogue (`terrain/<id>`, `unitType/<id>`: the rule set's defaults), plus those the
 * scenario's config adds (`config.terrain`, `config.unitTypes`, HEXES Med's tables). The engine's
 * checks still decide: a type the mix does not know is an issue of the live validation.
 */
export function mixPalette(requests: readonly PluginRequest[], find: (id: string) => PluginDefinition<any> | undefined = findPlugin): MixPalette {
  const terrain = new Set<string>()
  const unitTypes = new Set<string>()
  for (const r of requests) {
    const messages = find(r.id)?.manifest.messages?.en
    for (const id of idsOf(messages, 'terrain/')) terrain.add(id)
    for (const id of idsOf(messages, 'unitType/')) unitTypes.add(id)
    const config = r.config as Record<string, unknown> | undefined
    for (const id of tableKeys(config, 'terrain')) terrain.add(id)
    for (const id of tableKeys(config, 'unitTypes')) unitTypes.add(id)
  }
  return { terrain: [...terrain], unitTypes: [...unitTypes] }
}

/**
 * The name of a terrain or unit type (`terrain/forest`, `unitType/militia`) in `lang`, from the
 * catalogues of the mix's plugins (the page's language, else English), else `fallback`.
 */
export function mixName(requests: readonly PluginRequest[], key: string, lang: string, fallback: string, find: (id: string) => PluginDefinition<any> | undefined = findPlugin): string {
  for (const l of [lang, 'en']) {
    for (const r of requests) {
      const m = find(r.id)?.manifest.messages?.[l]
      if (m && Object.hasOwn(m, key)) return m[key]!
    }
  }
  return fallback
}
