/// <reference types="node" />
import { fileURLToPath } from 'node:url'
import { definePlugin, injectable, type HookRegistry, type RulePlugin } from '@hexes/core'
import { checkConformance, conformanceSuite, testScenario } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { examplePlugin } from './examplePlugin'

/**
 * The conformance suite of `@hexes/testing` on the example rule set, and on three broken add-on
 * plugins it must catch: one that keeps state in a field of its own, one that keeps it in a
 * module variable (shared by every game), one that rolls `Math.random`.
 */

const scenario = testScenario({
  width: 6,
  height: 5,
  terrain: { '2,2': 'forest', '3,0': 'river' },
  units: [
    { id: 'a1', hex: '1,1' },
    { id: 'a2', hex: '1,3' },
    { id: 'b1', side: 'b', hex: '4,1' },
    { id: 'b2', side: 'b', hex: '4,3' },
  ],
})

conformanceSuite('example', {
  scenarios: [{ name: 'a skirmish of four units', scenario }],
  plugins: [examplePlugin],
  sourceDir: fileURLToPath(new URL('.', import.meta.url)),
})

/** Counts phases in a field of the plugin object and writes the count into the state: a resumed game starts again from 0. */
@injectable()
class FieldCounter implements RulePlugin {
  private phases = 0
  apply(hooks: HookRegistry): void {
    hooks.phaseStart.tap('leaky', ({ draft }) => {
      draft.plugins['leaky'] = { phases: ++this.phases }
    })
  }
}

/** The same count in a module variable: every game of the process shares it. */
let sharedPhases = 0
@injectable()
class ModuleCounter implements RulePlugin {
  apply(hooks: HookRegistry): void {
    hooks.phaseStart.tap('shared', ({ draft }) => {
      draft.plugins['shared'] = { phases: ++sharedPhases }
    })
  }
}

/** A combat modifier drawn with `Math.random`, not the game's dice. */
@injectable()
class RandomModifier implements RulePlugin {
  apply(hooks: HookRegistry): void {
    hooks.combatModifiers.tap('luck', () => ({ source: 'luck', ruleId: 'LUCK-1', label: 'Luck', value: Math.random() < 0.5 ? 1 : 0, kind: 'drm' }))
  }
}

const addOn = (id: string, plugin: new () => RulePlugin) => definePlugin({ manifest: { id, name: id, version: '0.1.0', engine: '^0.1.0' }, plugin })
const withPlugin = (id: string) => ({ ...scenario, plugins: [...scenario.plugins, { id }] })
const checks = (id: string, plugin: new () => RulePlugin) => checkConformance({ scenario: withPlugin(id), plugins: [examplePlugin, addOn(id, plugin)] }).map((p) => p.check)

describe('the conformance suite catches', () => {
  it('a plugin that keeps state in a field: the game resumed from a JSON copy of its state goes another way', () => {
    const found = checks('leaky', FieldCounter)
    expect(found).toContain('resume')
    expect(found).not.toContain('replay')
  })

  it('a plugin that keeps state in a module variable: a replay and two games in lockstep go another way', () => {
    const found = checks('shared', ModuleCounter)
    expect(found).toContain('replay')
    expect(found).toContain('interleaved')
  })

  it('a plugin that rolls Math.random', () => {
    expect(checks('luck', RandomModifier)).toContain('math-random')
  })
})
