/// <reference types="node" />
import { fileURLToPath } from 'node:url'
import { parseScenario, scenarioVariant, type Scenario } from '@hexes/core'
import { checkConformance, rulesCodeProblems, untestedRuleIds } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { builtinPlugins } from './builtinPlugins'
import { builtinScenarios } from './index'

/**
 * The conformance suite of `@hexes/testing` on every plugin that ships with Hexes (issue #21):
 * seeded random games of every shipped scenario and variant (so every plugin plays in each mix a
 * scenario gives it), and each plugin's code checks.
 */

/** Each builtin plugin's package folder (the `src/` the code checks read). */
const PLUGIN_FOLDERS: Readonly<Record<string, string>> = {
  'hexes-med': 'hexes-med', 'successive-waves': 'successive-waves', skirmish: 'skirmish', 'skirmish-dice': 'skirmish',
  'skirmish-morale': 'skirmish-morale', 'war-machines': 'war-machines', flyers: 'flyers', 'victory-points': 'victory-points', example: 'example',
}
/** Rule ids a plugin's code cites whose tests are in another package, with where. */
const EXEMPT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'hexes-med': { 'HM-GEN-1': 'scenarios/src/scenarios.test.ts: ancient and medieval scenarios load with the same plugin set' },
}
const srcOf = (folder: string) => fileURLToPath(new URL(`../../../plugins/${folder}/src`, import.meta.url))

const games: { name: string; scenario: Scenario }[] = builtinScenarios.flatMap((raw) => {
  const s = parseScenario(raw)
  return [{ name: s.id, scenario: s }, ...(s.variants ?? []).map((v) => ({ name: `${s.id} (${v.id})`, scenario: scenarioVariant(s, v.id) }))]
})

describe('shipped plugins: conformance', () => {
  it.each(games.map((g) => [g.name, g.scenario] as const))('%s: random games keep plain-JSON states and the invariants, replay, resume from JSON and interleave exactly, with no Math.random or clock', (_name, scenario) => {
    const problems = checkConformance({ scenario, plugins: builtinPlugins, seeds: [1, 2], maxActions: 200 })
    expect(problems.map((p) => `[${p.check}] seed ${p.seed}: ${p.message}`)).toEqual([])
  }, 300_000)

  it('every builtin plugin has its folder listed here', () => {
    expect(builtinPlugins.map((p) => p.manifest.id).filter((id) => !(id in PLUGIN_FOLDERS))).toEqual([])
  })

  it.each([...new Set(Object.values(PLUGIN_FOLDERS))])('plugins/%s: its rules code uses no DOM or Node API, Math.random or clock', (folder) => {
    expect(rulesCodeProblems(srcOf(folder))).toEqual([])
  })

  it.each([...new Set(Object.values(PLUGIN_FOLDERS))])('plugins/%s: every rule id its rules code cites is named by a test title', (folder) => {
    expect(untestedRuleIds(srcOf(folder), EXEMPT[folder])).toEqual([])
  })
})
