import { d6, definePlugin, injectable, type HookRegistry, type PluginApi, type RulePlugin } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestGame } from './createTestGame'
import { testScenario } from './testScenario'

/** A one-phase rule set whose only action rolls `n` d6: enough to test the kit itself. */
@injectable()
class DiceRules implements RulePlugin {
  apply(hooks: HookRegistry, api: PluginApi): void {
    hooks.phases.tap('dice', () => [
      { id: 'play', slot: '1', side: 0, label: 'Play', actions: ['dice/roll'], ruleId: 'T-1' },
      { id: 'turn-end', slot: '2', side: null, label: 'End of turn', actions: [], auto: 'turn-end', ruleId: 'T-1' },
    ])
    api.defineAction({
      type: 'dice/roll',
      schema: z.strictObject({ type: z.literal('dice/roll'), side: z.string(), n: z.number().int().min(0).max(9) }),
      validate: () => undefined,
      apply(ctx) {
        for (let i = 0; i < ctx.action.n; i++) ctx.dice.roll(d6(), 'T-2')
      },
    })
  }
}
const dicePlugin = definePlugin({ manifest: { id: 'dice', name: 'Dice', version: '0.0.0', engine: '^0.1.0', provides: ['base-rules'] }, plugin: DiceRules })

function game(dice?: number[]) {
  const scenario = testScenario({ plugins: [{ id: 'dice' }], units: [{ id: 'a1', hex: '2,2' }] })
  return createTestGame({ scenario, plugins: [dicePlugin], ...(dice ? { dice } : {}) })
}

describe('testing/createTestGame', () => {
  it('counts the scripted faces left, so a test can check that a rule rolled exactly what it scripted', () => {
    const t = game([6, 1, 3])
    expect(t.diceLeft()).toBe(3)
    t.play({ type: 'dice/roll', side: 'a', n: 2 })
    expect(t.diceLeft()).toBe(1)
    expect(() => t.play({ type: 'dice/roll', side: 'a', n: 2 })).toThrow(/exhausted/)
    expect(game().diceLeft()).toBe(0)
  })

  it('names the known ids when a unit or leader is not found, and says where advanceUntil stopped', () => {
    const t = game()
    expect(() => t.unit('zz')).toThrow('no unit zz (units: a1)')
    expect(() => t.leader('duke')).toThrow('no leader duke (leaders: none)')
    expect(() => t.advanceUntil(() => false, 3)).toThrow(/advanceUntil: condition not met after 3 phases \(turn \d+, phase /)
  })
})
