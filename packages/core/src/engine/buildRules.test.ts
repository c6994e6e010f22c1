import 'reflect-metadata'
import { container, inject, injectable } from 'tsyringe'
import { describe, expect, it } from 'vitest'
import { EngineError } from '../errors/EngineError'
import { HexGrid } from '../hex/HexGrid'
import { HookRegistry } from '../hooks/HookRegistry'
import { definePlugin, type PluginDefinition } from '../plugin/definePlugin'
import type { RulePlugin } from '../plugin/RulePlugin'
import { GRID, HOOKS, PLUGIN_CONFIG, PLUGIN_ID, SCENARIO, token } from '../plugin/tokens'
import { parseScenario } from '../scenario/parseScenario'
import { buildRules } from './buildRules'
import { CORE_TEST, CoreTestRules, coreTestPlugin, stubPlugin, testPlugins, testScenario, undefinedFields } from './testPlugins.fixture'

const scenario = (extra: Partial<Parameters<typeof testScenario>[0]> = {}) => parseScenario(testScenario({ units: [{ id: 'a1', hex: '1,1' }, { id: 'b1', side: 'b', hex: '5,5' }], ...extra }))

/** Runs `fn`, which must throw an EngineError, and returns it. */
function engineError(fn: () => unknown): EngineError {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError)
    return e as EngineError
  }
  throw new Error('expected an EngineError')
}

/** A plugin with its own `apply`. */
function pluginApplying(id: string, apply: RulePlugin['apply'], extra: object = {}): PluginDefinition {
  @injectable()
  class Custom implements RulePlugin {
    apply = apply
  }
  return definePlugin({ manifest: { id, name: id, version: '0.1.0', engine: '^0.1.0', ...extra }, plugin: Custom })
}

describe('core/buildRules', () => {
  it('compiles the scenario, the plugins, the sealed hooks, the actions and the phase sequence', () => {
    const rules = buildRules(scenario({ terrain: { '2,2': 'forest', '3,3': 'river' }, plugins: [{ id: CORE_TEST }, { id: 'companion' }] }), testPlugins)
    expect(rules.plugins.map((p) => p.id)).toEqual(['core-test', 'companion'])
    expect(rules.instances[0]).toBeInstanceOf(CoreTestRules)
    expect(rules.phases.map((p) => p.slot)).toEqual(['1', '2', '3', '4', '5', '6', '7'])
    expect(Object.isFrozen(rules.phases)).toBe(true)
    expect([...rules.actions.keys()]).toEqual(['move', 'attack', 'end-phase', 'concede', 'test/rally', 'test/retreat'])
    expect(rules.palette.ids).toEqual(['clear', 'forest', 'river'])
    expect(rules.config(CORE_TEST)).toEqual({ mp: 2, forestCost: 2, minimumMove: false })
    expect(rules.has('companion')).toBe(true)
    expect(rules.has('example')).toBe(false)
    expect(rules.hooks.all().every((h) => h.isSealed)).toBe(true)
    expect(rules.hooks.movementCost.order).toEqual(['core-test', 'companion'])
  })

  it('registers nothing in the global container: each game has its own child container', () => {
    const rules = buildRules(scenario({ config: { mp: 5 } }), testPlugins)
    const other = buildRules(scenario({ config: { mp: 1 } }), testPlugins)
    for (const t of [PLUGIN_CONFIG, PLUGIN_ID, SCENARIO, GRID, HOOKS]) expect(container.isRegistered(t, true)).toBe(false)
    expect(rules.container).not.toBe(container)
    expect(rules.container.isRegistered(SCENARIO)).toBe(true)
    expect(rules.container.resolve(HOOKS)).toBe(rules.hooks)
    expect(other.container.resolve(HOOKS)).toBe(other.hooks)
    expect(rules.instances[0]).not.toBe(other.instances[0])
    expect(rules.config(CORE_TEST)).toMatchObject({ mp: 5 })
    expect(other.config(CORE_TEST)).toMatchObject({ mp: 1 })
  })

  it('DI smoke test: every inline plugin resolves in a fresh child container with every injected field set', () => {
    const s = scenario()
    for (const def of testPlugins) {
      const child = container.createChildContainer()
      child.register(PLUGIN_CONFIG, { useValue: def.manifest.config ? def.manifest.config.parse({}) : {} })
      child.register(PLUGIN_ID, { useValue: def.manifest.id })
      child.register(SCENARIO, { useValue: s })
      child.register(GRID, { useValue: new HexGrid(s.map.width, s.map.height) })
      child.register(HOOKS, { useValue: new HookRegistry() })
      const instance = child.resolve(def.plugin)
      expect(Object.keys(instance).length, def.manifest.id).toBeGreaterThan(0)
      expect(undefinedFields(instance), def.manifest.id).toEqual([])
    }
    // And as the engine builds them.
    const rules = buildRules(scenario({ plugins: [{ id: CORE_TEST }, { id: 'companion' }] }), testPlugins)
    for (const instance of rules.instances) expect(undefinedFields(instance)).toEqual([])
    expect(container.isRegistered(PLUGIN_CONFIG, true)).toBe(false)
  })

  it('the smoke test catches an injected field left undefined', () => {
    // No @injectable() and no @inject: tsyringe calls `new Forgetful()` and the field stays
    // undefined without any error.
    class Forgetful implements RulePlugin {
      constructor(readonly config: unknown = undefined) {}
      apply(): void {}
    }
    expect(undefinedFields(container.createChildContainer().resolve(Forgetful))).toEqual(['config'])
  })

  it('names the plugin when its constructor or apply throws (hooks/tap-threw)', () => {
    const s = scenario({ plugins: [{ id: CORE_TEST }, { id: 'bad' }] })
    const applyThrows = pluginApplying('bad', () => {
      throw new Error('cannot apply')
    })
    expect(engineError(() => buildRules(s, [coreTestPlugin, applyThrows]))).toMatchObject({ code: 'hooks/tap-threw', plugin: 'bad', hook: 'apply' })
    @injectable()
    class Exploding implements RulePlugin {
      constructor() {
        throw new Error('no')
      }
      apply(): void {}
    }
    const ctorThrows = definePlugin({ manifest: { id: 'bad', name: 'bad', version: '0.1.0', engine: '^0.1.0' }, plugin: Exploding })
    expect(engineError(() => buildRules(s, [coreTestPlugin, ctorThrows]))).toMatchObject({ code: 'hooks/tap-threw', plugin: 'bad', hook: 'constructor' })
  })

  it('refuses a hook called while plugins apply (hooks/not-sealed)', () => {
    const eager = pluginApplying('eager', (hooks) => void hooks.unitStrength.call(0, {} as never))
    expect(engineError(() => buildRules(scenario({ plugins: [{ id: CORE_TEST }, { id: 'eager' }] }), [coreTestPlugin, eager]))).toMatchObject({ code: 'hooks/not-sealed', hook: 'unitStrength' })
  })

  it('refuses an action type defined twice (actions/duplicate)', () => {
    const dup = pluginApplying('dup', (_hooks, api) => api.defineAction({ type: 'move', schema: {} as never, validate: () => undefined, apply: () => undefined }))
    expect(engineError(() => buildRules(scenario({ plugins: [{ id: CORE_TEST }, { id: 'dup' }] }), [coreTestPlugin, dup]))).toMatchObject({ code: 'actions/duplicate', plugin: 'dup' })
  })

  it('gives a service a plugin provides to the plugins that inject it, in that game only (services/duplicate twice)', () => {
    const SERVICE = token<{ n: number }>('test.service')
    let n = 0
    const provider = pluginApplying('provider', (_hooks, api) => api.provide(SERVICE, { n: ++n }), { services: { provides: [SERVICE] } })
    const seen: number[] = []
    @injectable()
    class Consumer implements RulePlugin {
      constructor(@inject(SERVICE) service: { n: number }) {
        seen.push(service.n)
      }
      apply(): void {}
    }
    const consumer = definePlugin({ manifest: { id: 'consumer', name: 'consumer', version: '0.1.0', engine: '^0.1.0', services: { requires: [SERVICE] } }, plugin: Consumer })
    const mix = [coreTestPlugin, provider, consumer]
    // Listed before its provider, the consumer still loads after it: the service orders them.
    const s = scenario({ plugins: [{ id: CORE_TEST }, { id: 'consumer' }, { id: 'provider' }] })
    expect(buildRules(s, mix).plugins.map((p) => p.id)).toEqual([CORE_TEST, 'provider', 'consumer'])
    buildRules(s, mix)
    expect(seen).toEqual([1, 2])
    expect(container.isRegistered(SERVICE, true)).toBe(false)

    const twice = pluginApplying('twice', (_hooks, api) => api.provide(SERVICE, { n: 0 }), { services: { provides: [SERVICE] } })
    const dup = engineError(() => buildRules(scenario({ plugins: [{ id: CORE_TEST }, { id: 'provider' }, { id: 'twice' }] }), [coreTestPlugin, provider, twice]))
    expect(dup).toMatchObject({ code: 'loader/invalid-mix', issues: [expect.objectContaining({ code: 'loader/duplicate-service', plugin: 'twice' })] })
    const engineToken = pluginApplying('grid', (_hooks, api) => api.provide(GRID, {} as never), { services: { provides: [GRID] } })
    expect(engineError(() => buildRules(scenario({ plugins: [{ id: CORE_TEST }, { id: 'grid' }] }), [coreTestPlugin, engineToken]))).toMatchObject({ code: 'services/duplicate', plugin: 'grid' })
  })

  it('refuses at load a plugin that injects a service no plugin of the mix provides, naming both (loader/missing-service)', () => {
    const COMMANDER = token<unknown>('test.commanders')
    @injectable()
    class Needy implements RulePlugin {
      constructor(@inject(COMMANDER) readonly commanders: unknown) {}
      apply(): void {}
    }
    const needy = definePlugin({ manifest: { id: 'needy', name: 'needy', version: '0.1.0', engine: '^0.1.0', services: { requires: [COMMANDER] } }, plugin: Needy })
    const e = engineError(() => buildRules(scenario({ plugins: [{ id: CORE_TEST }, { id: 'needy' }] }), [coreTestPlugin, needy]))
    expect(e.code).toBe('loader/invalid-mix')
    expect(e.issues).toEqual([expect.objectContaining({ code: 'loader/missing-service', path: 'plugins[1]', plugin: 'needy' })])
    expect(e.message).toContain('plugin "needy" needs the service "test.commanders", which no plugin of the mix provides')
  })

  it('refuses a service provided without being declared, or declared and not provided (services/undeclared, services/not-provided)', () => {
    const SERVICE = token<number>('test.quiet')
    const sneaky = pluginApplying('sneaky', (_hooks, api) => api.provide(SERVICE, 1))
    expect(engineError(() => buildRules(scenario({ plugins: [{ id: CORE_TEST }, { id: 'sneaky' }] }), [coreTestPlugin, sneaky]))).toMatchObject({ code: 'services/undeclared', plugin: 'sneaky' })
    const idle = pluginApplying('idle', () => undefined, { services: { provides: [SERVICE] } })
    expect(engineError(() => buildRules(scenario({ plugins: [{ id: CORE_TEST }, { id: 'idle' }] }), [coreTestPlugin, idle]))).toMatchObject({ code: 'services/not-provided', plugin: 'idle' })
  })

  it('refuses a mix without a turn sequence, or with a broken one (rules/*)', () => {
    const alone = stubPlugin({ id: 'alone' })
    const e = engineError(() => buildRules(scenario({ plugins: [{ id: 'alone' }] }), [alone]))
    expect(e.code).toBe('loader/invalid-mix')
    expect(e.issues.map((i) => i.code)).toEqual(['rules/no-phases'])

    const broken = pluginApplying('broken', (hooks) =>
      hooks.phases.tap('broken', () => [
        { id: 'move', slot: '1', side: 0, label: 'Move', actions: ['fly'] },
        { id: 'other', slot: '1', side: 2, label: 'Other', actions: [] },
      ]),
    )
    const e2 = engineError(() => buildRules(scenario({ plugins: [{ id: 'broken' }] }), [broken]))
    expect(e2.issues.map((i) => i.code).sort()).toEqual(['rules/bad-phase-side', 'rules/duplicate-slot', 'rules/unknown-action'])

    const automatic = pluginApplying('automatic', (hooks) => hooks.phases.tap('automatic', () => [{ id: 'tick', slot: '1', side: null, label: 'Tick', actions: [], auto: 'turn-end' }]))
    expect(engineError(() => buildRules(scenario({ plugins: [{ id: 'automatic' }] }), [automatic])).issues.map((i) => i.code)).toEqual(['rules/no-player-phase'])
  })

  it("reports the plugins' scenario checks with paths (validateScenario → scenario/invalid)", () => {
    const e = engineError(() => buildRules(scenario({ units: [{ id: 'a1', hex: '1,1', type: 'dragon' }, { id: 'b1', side: 'b', hex: '5,5' }] }), testPlugins))
    expect(e.code).toBe('scenario/invalid')
    expect(e.issues).toEqual([expect.objectContaining({ code: 'test/unknown-type', path: 'units[0].type', plugin: 'core-test' })])
  })
})
