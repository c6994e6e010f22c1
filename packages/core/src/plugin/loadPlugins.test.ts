import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { EngineError, type Issue } from '../errors/EngineError'
import { coreTestPlugin, companionPlugin, stubPlugin, testPlugins } from '../engine/testPlugins.fixture'
import { capabilityProvider, capabilityProviders } from './capabilityProviders'
import { ENGINE_VERSION, loadPlugins, type PluginRequest } from './loadPlugins'
import type { PluginDefinition } from './definePlugin'

/** The `loader/invalid-mix` error of a mix that must not load. */
function mixError(requested: PluginRequest[], available: readonly PluginDefinition<any>[]): EngineError {
  try {
    loadPlugins(requested, available)
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError)
    expect((e as EngineError).code).toBe('loader/invalid-mix')
    return e as EngineError
  }
  throw new Error('expected loader/invalid-mix')
}

const codes = (issues: readonly Issue[]) => issues.map((i) => i.code)

describe('core/loader', () => {
  it('loads a worked rule set with its config validated and defaults applied', () => {
    const loaded = loadPlugins([{ id: 'core-test', config: { mp: 3 } }], testPlugins)
    expect(loaded).toHaveLength(1)
    expect(loaded[0]).toMatchObject({ id: 'core-test', config: { mp: 3, forestCost: 2, minimumMove: false } })
    expect(loaded[0]!.definition).toBe(coreTestPlugin)
    expect(loadPlugins([{ id: 'core-test' }], testPlugins)[0]!.config).toEqual({ mp: 2, forestCost: 2, minimumMove: false })
  })

  it('orders the mix dependencies first, otherwise in scenario order', () => {
    const extra = stubPlugin({ id: 'extra' })
    const loaded = loadPlugins([{ id: 'extra' }, { id: 'companion' }, { id: 'core-test' }], [...testPlugins, extra])
    expect(loaded.map((p) => p.id)).toEqual(['extra', 'core-test', 'companion'])
  })

  it('refuses two conflicting plugins (loader/conflict)', () => {
    const e = mixError([{ id: 'a' }, { id: 'b' }], [stubPlugin({ id: 'a', conflicts: ['b'] }), stubPlugin({ id: 'b' })])
    expect(e.issues).toEqual([expect.objectContaining({ code: 'loader/conflict', path: 'plugins[0]', plugin: 'a' })])
  })

  it('refuses a plugin whose dependency is not in the mix (loader/missing-dependency)', () => {
    const e = mixError([{ id: 'companion' }], testPlugins)
    expect(e.issues).toEqual([expect.objectContaining({ code: 'loader/missing-dependency', path: 'plugins[0]', plugin: 'companion' })])
    expect(e.issues[0]!.message).toContain('core-test')
  })

  it('refuses a plugin that needs a capability nobody provides (loader/missing-capability)', () => {
    const waves = stubPlugin({ id: 'waves', needs: ['base-rules'] })
    const e = mixError([{ id: 'waves' }], [waves])
    expect(e.issues).toEqual([expect.objectContaining({ code: 'loader/missing-capability', path: 'plugins[0]', plugin: 'waves' })])
    expect(loadPlugins([{ id: 'core-test' }, { id: 'waves' }], [coreTestPlugin, waves]).map((p) => p.id)).toEqual(['core-test', 'waves'])
  })

  it('refuses two providers of an exclusive capability such as combat-resolver (loader/exclusive-capability)', () => {
    const crt = stubPlugin({ id: 'other-crt', provides: ['combat-resolver'] })
    const e = mixError([{ id: 'core-test' }, { id: 'other-crt' }], [coreTestPlugin, crt])
    expect(e.issues).toEqual([expect.objectContaining({ code: 'loader/exclusive-capability', plugin: 'other-crt' })])
    expect(e.issues[0]!.message).toContain('combat-resolver')
    // A capability that is not exclusive may have several providers.
    const many = [stubPlugin({ id: 'x', provides: ['terrain-pack'] }), stubPlugin({ id: 'y', provides: ['terrain-pack'] })]
    expect(loadPlugins([{ id: 'x' }, { id: 'y' }], many)).toHaveLength(2)
  })

  it('§3.3 rule 4: a plugin that builds on another takes its exclusive capabilities over; two unrelated providers are still refused', () => {
    // `dice` requires core-test (directly), `deeper` through `dice`: each stands in for what it builds on.
    const dice = stubPlugin({ id: 'dice', requires: ['core-test'], provides: ['combat-resolver', 'charge-provider'] })
    const deeper = stubPlugin({ id: 'deeper', requires: ['dice'], provides: ['charge-provider'] })
    const rival = stubPlugin({ id: 'rival', provides: ['charge-provider'] })
    const core = { ...coreTestPlugin, manifest: { ...coreTestPlugin.manifest, provides: ['base-rules', 'combat-resolver', 'charge-provider'] } }
    const all = [core, dice, deeper, rival]
    const manifests = (ids: string[]) => ids.map((id) => all.find((p) => p.manifest.id === id)!.manifest)
    expect(loadPlugins([{ id: 'core-test' }, { id: 'dice' }], all).map((p) => p.id)).toEqual(['core-test', 'dice'])
    expect(capabilityProviders(manifests(['core-test', 'dice']), 'combat-resolver')).toEqual(['dice'])
    expect(capabilityProviders(manifests(['core-test', 'dice', 'deeper']), 'charge-provider')).toEqual(['deeper'])
    expect(capabilityProviders(manifests(['core-test', 'dice']), 'base-rules')).toEqual(['core-test'])
    // Through a plugin that does not provide it: `c` builds on `a` by way of `b`.
    expect(capabilityProviders([{ id: 'a', provides: ['x'] }, { id: 'b', requires: ['a'] }, { id: 'c', requires: ['b'], provides: ['x'] }], 'x')).toEqual(['c'])
    expect(capabilityProvider({ plugins: loadPlugins([{ id: 'core-test' }, { id: 'dice' }], all) }, 'charge-provider')).toBe('dice')
    expect(capabilityProvider({ plugins: loadPlugins([{ id: 'core-test' }], all) }, 'charge-provider')).toBe('core-test')
    const e = mixError([{ id: 'core-test' }, { id: 'dice' }, { id: 'rival' }], all)
    expect(e.issues).toEqual([expect.objectContaining({ code: 'loader/exclusive-capability', plugin: 'rival' })])
    expect(e.issues[0]!.message).toBe('"charge-provider" is provided by "dice" and "rival"; only one may be')
  })

  it('names an unknown plugin at its path (loader/unknown-plugin)', () => {
    const e = mixError([{ id: 'core-test' }, { id: 'no-such-rules' }], testPlugins)
    expect(e.issues).toEqual([expect.objectContaining({ code: 'loader/unknown-plugin', path: 'plugins[1].id', plugin: 'no-such-rules' })])
    expect(e.issues[0]!.message).toContain('companion, core-test')
  })

  it('names the bad field of a config (loader/bad-config)', () => {
    expect(mixError([{ id: 'core-test', config: { mp: 'fast' } }], testPlugins).issues).toEqual([
      expect.objectContaining({ code: 'loader/bad-config', path: 'plugins[0].config.mp', plugin: 'core-test' }),
    ])
    expect(mixError([{ id: 'core-test', config: { mp: 3, speed: 2 } }], testPlugins).issues).toEqual([
      expect.objectContaining({ code: 'loader/bad-config', path: 'plugins[0].config.speed' }),
    ])
    // A plugin without a config schema takes no config.
    expect(mixError([{ id: 'plain', config: { x: 1 } }], [stubPlugin({ id: 'plain' })]).issues).toEqual([
      expect.objectContaining({ code: 'loader/bad-config', path: 'plugins[0].config' }),
    ])
    const nested = stubPlugin({ id: 'nested', config: z.strictObject({ terrain: z.record(z.string(), z.strictObject({ cost: z.number() })) }) })
    expect(mixError([{ id: 'nested', config: { terrain: { bog: { cost: 'x' } } } }], [nested]).issues[0]!.path).toBe('plugins[0].config.terrain.bog.cost')
  })

  it('refuses a plugin made for another engine version (loader/engine-version)', () => {
    const e = mixError([{ id: 'future' }], [stubPlugin({ id: 'future', engine: '^2.0.0' })])
    expect(e.issues).toEqual([expect.objectContaining({ code: 'loader/engine-version', plugin: 'future' })])
    expect(e.issues[0]!.message).toContain(ENGINE_VERSION)
  })

  it('refuses a dependency cycle (loader/dependency-cycle)', () => {
    const e = mixError([{ id: 'x' }, { id: 'y' }], [stubPlugin({ id: 'x', requires: ['y'] }), stubPlugin({ id: 'y', requires: ['x'] })])
    expect(codes(e.issues)).toEqual(['loader/dependency-cycle'])
    expect(e.issues[0]!.message).toMatch(/x -> y -> x/)
  })

  it('refuses a plugin listed twice (loader/duplicate)', () => {
    expect(mixError([{ id: 'core-test' }, { id: 'core-test' }], testPlugins).issues).toEqual([
      expect.objectContaining({ code: 'loader/duplicate', path: 'plugins[1]' }),
    ])
  })

  it('reports every problem of the mix at once', () => {
    const available = [...testPlugins, stubPlugin({ id: 'a', conflicts: ['core-test'] }), stubPlugin({ id: 'old', engine: '<0.0.1' })]
    const e = mixError(
      [{ id: 'core-test', config: { mp: -1 } }, { id: 'ghost' }, { id: 'a' }, { id: 'old' }, { id: 'companion', config: { x: 1 } }],
      available,
    )
    expect(codes(e.issues).sort()).toEqual(['loader/bad-config', 'loader/bad-config', 'loader/conflict', 'loader/engine-version', 'loader/unknown-plugin'])
    expect(e.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['plugins[0].config.mp', 'plugins[1].id', 'plugins[2]', 'plugins[3]', 'plugins[4].config']))
    for (const i of e.issues) expect(e.message).toContain(i.message)
  })

  it('exposes the manifests it was given untouched', () => {
    loadPlugins([{ id: 'companion' }, { id: 'core-test' }], testPlugins)
    expect(companionPlugin.manifest.requires).toEqual(['core-test'])
  })
})
