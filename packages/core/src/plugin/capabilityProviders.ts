import type { PluginManifest } from './PluginManifest'

/** What {@link capabilityProviders} reads of a manifest. */
export type CapabilityManifest = Pick<PluginManifest, 'id' | 'provides' | 'requires'>

/** Whether `from` requires `id`, directly or through the plugins it requires (cycles are the loader's error, not looped here). */
function buildsOn(from: CapabilityManifest, id: string, byId: ReadonlyMap<string, CapabilityManifest>): boolean {
  const seen = new Set<string>()
  const todo = [...(from.requires ?? [])]
  while (todo.length) {
    const next = todo.pop()!
    if (next === id) return true
    if (seen.has(next)) continue
    seen.add(next)
    todo.push(...(byId.get(next)?.requires ?? []))
  }
  return false
}

/**
 * The plugins of a mix that provide `capability` (manifest `provides`), in mix order, less those
 * another provider takes it over from: a plugin that builds on another (requires it, directly or
 * not) and provides the same capability stands in for it (catalogue §3.3 rules 1 and 4: the mix
 * `skirmish-dice`, which requires `hexes-med`, is the game's combat resolver and charge provider
 * in HEXES Med's stead). For an exclusive capability a mix the loader accepts has at most one.
 *
 * @example capabilityProviders([hexesMed.manifest, skirmishDice.manifest], 'charge-provider') // ['skirmish-dice']
 */
export function capabilityProviders(manifests: readonly CapabilityManifest[], capability: string): string[] {
  const providers = manifests.filter((m) => m.provides?.includes(capability) === true)
  if (providers.length < 2) return providers.map((p) => p.id)
  const byId = new Map(manifests.map((m) => [m.id, m]))
  return providers.filter((p) => !providers.some((q) => q !== p && buildsOn(q, p.id, byId))).map((p) => p.id)
}

/**
 * The plugin of a game that provides an exclusive capability (`combat-resolver`,
 * `charge-provider`...), after take-overs ({@link capabilityProviders}), or `undefined` when none
 * does: what a UI module asks to know whether its rules resolve the combats, rather than testing
 * plugin ids.
 *
 * @example capabilityProvider(rules, 'combat-resolver') === 'hexes-med' // the CRT is in use
 */
export function capabilityProvider(rules: { readonly plugins: readonly { readonly definition: { readonly manifest: CapabilityManifest } }[] }, capability: string): string | undefined {
  return capabilityProviders(rules.plugins.map((p) => p.definition.manifest), capability)[0]
}
