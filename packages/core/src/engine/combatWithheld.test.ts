import { injectable } from 'tsyringe'
import { describe, expect, it } from 'vitest'
import type { HookRegistry } from '../hooks/HookRegistry'
import { msg } from '../i18n/MessageRef'
import { definePlugin } from '../plugin/definePlugin'
import type { RulePlugin } from '../plugin/RulePlugin'
import { combatOdds } from './combat'
import { createGame } from './createGame'
import { CORE_TEST, coreTestPlugin, endPhase, attack, play, testScenario } from './testPlugins.fixture'

/** Withholds the fixture's "Extra attackers" modifier from a lone attacker, and says why. */
@injectable()
class WithholdRules implements RulePlugin {
  apply(hooks: HookRegistry): void {
    hooks.combatModifiersWithheld.tap('withhold-test', ({ attackers }) =>
      attackers.length === 1
        ? { source: 'withhold-test', ruleId: 'TEST-4', label: 'Extra attackers', value: 1, kind: 'drm', reason: 'a lone attacker has no support', text: msg('test/alone') }
        : undefined,
    )
  }
}
const withholdPlugin = definePlugin({ manifest: { id: 'withhold-test', name: 'Withhold', version: '0.1.0', engine: '^0.1.0', requires: [CORE_TEST] }, plugin: WithholdRules })

function game() {
  const scenario = testScenario({ units: [{ id: 'a1', hex: '2,3' }, { id: 'a2', hex: '3,3' }, { id: 'b1', side: 'b', hex: '2,4' }], plugins: [{ id: CORE_TEST }, { id: 'withhold-test' }] })
  const g = createGame({ scenario, plugins: [coreTestPlugin, withholdPlugin], seed: 1, dice: [6, 1] })
  play(g, endPhase('a'))
  return g
}

describe('core/combat/withheld', () => {
  it('core/combat-resolution: the odds list a modifier the rules withheld, with its rule and reason, apart from those given', () => {
    const g = game()
    const lone = combatOdds(g.rules, g.state, 'a', { attackers: ['a1'], defender: 'b1', mode: 'close' })
    if ('ok' in lone) throw new Error(lone.message)
    expect(lone.modifiers).toEqual([])
    expect(lone.withheld).toEqual([{ source: 'withhold-test', ruleId: 'TEST-4', label: 'Extra attackers', value: 1, kind: 'drm', reason: 'a lone attacker has no support', text: { key: 'test/alone' } }])
    const two = combatOdds(g.rules, g.state, 'a', { attackers: ['a1', 'a2'], defender: 'b1', mode: 'close' })
    if ('ok' in two) throw new Error(two.message)
    expect(two.withheld).toEqual([])
    expect(two.modifiers.map((m) => m.ruleId)).toEqual(['TEST-4'])
  })

  it('core/combat-resolution: a withheld modifier never enters the resolution: the attack logs only the modifiers given', () => {
    const g = game()
    play(g, attack('a', ['a1'], 'b1'))
    const ev = g.events.find((e) => e.type === 'combatResolved')!
    expect(ev.modifiers).toEqual([])
    expect(ev).not.toHaveProperty('withheld')
  })
})
