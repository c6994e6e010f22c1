import type { Issue } from '../errors/EngineError'
import { errors } from '../errors/errors'
import { zodIssues } from '../util/zodIssues'
import type { PluginDefinition } from './definePlugin'
import { capabilityProviders } from './capabilityProviders'
import { EXCLUSIVE_CAPABILITIES } from './PluginManifest'
import { satisfies } from './semver'

/** The engine's version, checked against each manifest's `engine` range. */
export const ENGINE_VERSION = '0.1.0'

/** A plugin of the mix, with its validated config, in load order. */
export interface LoadedPlugin {
  definition: PluginDefinition<any>
  id: string
  config: unknown
}

/** A scenario's request for a plugin. */
export interface PluginRequest {
  id: string
  config?: Record<string, unknown> | undefined
}

/**
 * Checks a plugin mix and orders it (dependencies first). Every problem is collected and thrown at
 * once as `loader/invalid-mix` with one issue per problem: unknown plugin, duplicate, missing
 * dependency or capability, conflict, two providers of an exclusive capability (two combat
 * resolvers; a plugin that requires another and provides the same capability takes it over,
 * `capabilityProviders`), a service injected that no plugin provides, a service provided twice, engine
 * version, dependency cycle, and invalid config (with the path of the field). Providers of a
 * service load before the plugins that inject it.
 *
 * @param requested the scenario's `plugins` list
 * @param available every plugin the host knows (the registry)
 */
export function loadPlugins(requested: readonly PluginRequest[], available: readonly PluginDefinition<any>[]): LoadedPlugin[] {
  const issues: Issue[] = []
  const byId = new Map<string, PluginDefinition<any>>()
  for (const def of available) byId.set(def.manifest.id, def)

  const chosen: { def: PluginDefinition<any>; index: number; config: unknown }[] = []
  const seen = new Set<string>()
  requested.forEach((req, i) => {
    const path = `plugins[${i}]`
    if (seen.has(req.id)) {
      issues.push({ code: 'loader/duplicate', path, message: `plugin "${req.id}" is listed twice`, plugin: req.id })
      return
    }
    seen.add(req.id)
    const def = byId.get(req.id)
    if (!def) {
      const known = [...byId.keys()].sort().join(', ')
      issues.push({ code: 'loader/unknown-plugin', path: `${path}.id`, message: `unknown plugin "${req.id}" (known: ${known || 'none'})`, plugin: req.id })
      return
    }
    const m = def.manifest
    if (!satisfies(ENGINE_VERSION, m.engine)) {
      issues.push({ code: 'loader/engine-version', path, message: `plugin "${m.id}" needs engine ${m.engine}, this is ${ENGINE_VERSION}`, plugin: m.id })
    }
    let config: unknown = req.config ?? {}
    if (m.config) {
      const r = m.config.safeParse(req.config ?? {})
      if (!r.success) issues.push(...zodIssues(r.error, { code: 'loader/bad-config', prefix: `${path}.config`, plugin: m.id }))
      else config = r.data
    } else if (req.config && Object.keys(req.config).length > 0) {
      issues.push({ code: 'loader/bad-config', path: `${path}.config`, message: `plugin "${m.id}" takes no config`, plugin: m.id })
    }
    chosen.push({ def, index: i, config })
  })

  const ids = new Set(chosen.map((c) => c.def.manifest.id))
  /** Capabilities some plugin of the mix provides (exclusive ones are checked below, `capabilityProviders`). */
  const provided = new Set<string>()
  for (const { def, index } of chosen) {
    const m = def.manifest
    for (const dep of m.requires ?? []) {
      if (!ids.has(dep)) issues.push({ code: 'loader/missing-dependency', path: `plugins[${index}]`, message: `plugin "${m.id}" requires plugin "${dep}", which is not in the mix`, plugin: m.id })
    }
    for (const c of m.conflicts ?? []) {
      if (ids.has(c)) issues.push({ code: 'loader/conflict', path: `plugins[${index}]`, message: `plugin "${m.id}" conflicts with plugin "${c}"`, plugin: m.id })
    }
    for (const cap of m.provides ?? []) provided.add(cap)
  }
  for (const { def, index } of chosen) {
    for (const need of def.manifest.needs ?? []) {
      if (!provided.has(need)) {
        issues.push({ code: 'loader/missing-capability', path: `plugins[${index}]`, message: `plugin "${def.manifest.id}" needs a plugin providing "${need}" (e.g. a base rule set), and none is in the mix`, plugin: def.manifest.id })
      }
    }
  }
  // Services: every injected token has a provider in the mix; providers load first.
  const serviceProviders = new Map<symbol, string[]>()
  for (const { def } of chosen) for (const t of def.manifest.services?.provides ?? []) serviceProviders.set(t, [...(serviceProviders.get(t) ?? []), def.manifest.id])
  for (const [t, p] of serviceProviders) {
    if (p.length > 1) issues.push({ code: 'loader/duplicate-service', path: 'plugins', message: `service "${serviceName(t)}" is provided by ${p.map((x) => `"${x}"`).join(' and ')}; only one may`, plugin: p[1]! })
  }
  for (const { def, index } of chosen) {
    for (const t of def.manifest.services?.requires ?? []) {
      if (!serviceProviders.has(t)) {
        issues.push({ code: 'loader/missing-service', path: `plugins[${index}]`, message: `plugin "${def.manifest.id}" needs the service "${serviceName(t)}", which no plugin of the mix provides`, plugin: def.manifest.id })
      }
    }
  }
  const manifests = chosen.map((c) => c.def.manifest)
  for (const cap of EXCLUSIVE_CAPABILITIES) {
    const p = capabilityProviders(manifests, cap)
    if (p.length > 1) issues.push({ code: 'loader/exclusive-capability', path: 'plugins', message: `"${cap}" is provided by ${p.map((x) => `"${x}"`).join(' and ')}; only one may be`, plugin: p[1]! })
  }

  // Dependency order: requires first, otherwise scenario order (stable topological sort).
  const ordered: typeof chosen = []
  const state = new Map<string, 'visiting' | 'done'>()
  const byChosenId = new Map(chosen.map((c) => [c.def.manifest.id, c]))
  const visit = (c: (typeof chosen)[number], stack: string[]) => {
    const id = c.def.manifest.id
    if (state.get(id) === 'done') return
    if (state.get(id) === 'visiting') {
      issues.push({ code: 'loader/dependency-cycle', path: 'plugins', message: `dependency cycle: ${[...stack, id].join(' -> ')}`, plugin: id })
      return
    }
    state.set(id, 'visiting')
    for (const dep of c.def.manifest.requires ?? []) {
      const d = byChosenId.get(dep)
      if (d) visit(d, [...stack, id])
    }
    for (const t of c.def.manifest.services?.requires ?? []) {
      for (const provider of serviceProviders.get(t) ?? []) {
        const d = byChosenId.get(provider)
        if (d && d !== c) visit(d, [...stack, id])
      }
    }
    state.set(id, 'done')
    ordered.push(c)
  }
  for (const c of chosen) visit(c, [])

  if (issues.length) throw errors.loader(issues)
  return ordered.map((c) => ({ definition: c.def, id: c.def.manifest.id, config: c.config }))
}

/** A token's name for messages: its description without the `hexes:` prefix. */
function serviceName(t: symbol): string {
  return (t.description ?? String(t)).replace(/^hexes:/, '')
}
