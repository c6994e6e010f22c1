import { buildRules, parseScenario, PLUGIN_CONFIG, scenarioVariant, type Scenario } from '@hexes/core'
import { container } from 'tsyringe'
import { describe, expect, it } from 'vitest'
import { builtinPlugins } from './builtinPlugins'
import { builtinScenarios } from './index'

/** Own fields of an instance that are `undefined` (a missing `@inject` fails silently otherwise). */
function undefinedFields(instance: object): string[] {
  return Object.entries(instance).filter(([, v]) => v === undefined).map(([k]) => k)
}

describe('registry: DI smoke test', () => {
  it('resolves every builtin plugin in a fresh game container with no undefined injected field', () => {
    const resolved = new Set<string>()
    const scenarios = builtinScenarios.map((s) => parseScenario(s))
    // The shipped scenarios' variants (skirmish-dice is played in Hastings' variant).
    const variants = scenarios.flatMap((s) => (s.variants ?? []).map((v) => scenarioVariant(s, v.id)))
    // The example plugin has no shipped scenario: give it a minimal one.
    const example: Scenario = { ...scenarios[0]!, id: 'example-smoke', plugins: [{ id: 'example' }] }
    // Nor the skirmish morale rules: a shipped skirmish scenario with them added.
    const skirmishOne = scenarios.find((s) => s.plugins.some((p) => p.id === 'skirmish'))!
    const morale: Scenario = { ...skirmishOne, id: 'skirmish-morale-smoke', plugins: [...skirmishOne.plugins, { id: 'skirmish-morale' }] }
    // Nor the war machines: the same with them added (a scenario without machines needs no machine profile).
    const machines: Scenario = { ...skirmishOne, id: 'war-machines-smoke', plugins: [...skirmishOne.plugins, { id: 'war-machines' }] }
    // Nor the flyers rules: the same with them added.
    const flying: Scenario = { ...skirmishOne, id: 'flyers-smoke', plugins: [...skirmishOne.plugins, { id: 'flyers' }] }
    for (const scenario of [...scenarios, ...variants, example, morale, machines, flying]) {
      const rules = buildRules(scenario, builtinPlugins)
      rules.instances.forEach((instance, i) => {
        expect(undefinedFields(instance), `${rules.plugins[i]!.id} in ${scenario.id}`).toEqual([])
        expect(Object.keys(instance).length, `${rules.plugins[i]!.id} has injected fields`).toBeGreaterThan(0)
        resolved.add(rules.plugins[i]!.id)
      })
    }
    expect([...resolved].sort()).toEqual(builtinPlugins.map((p) => p.manifest.id).sort())
    // Nothing leaks into tsyringe's global container.
    expect(container.isRegistered(PLUGIN_CONFIG)).toBe(false)
  })

  it('every builtin plugin has a unique id, a semver version and an engine range', () => {
    const ids = builtinPlugins.map((p) => p.manifest.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const p of builtinPlugins) {
      expect(p.manifest.version).toMatch(/^\d+\.\d+\.\d+$/)
      expect(p.manifest.engine.length).toBeGreaterThan(0)
    }
  })
})
