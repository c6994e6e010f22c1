import { definePlugin, injectable, type HookRegistry, type PluginApi, type RulePlugin } from '@hexes/core'
import { testScenario } from '@hexes/testing'
import { z } from 'zod'

/**
 * Test-only fixtures for the ai package (not exported from the index): a small example-plugin
 * battle that ends by elimination, and a plugin that makes the mover confirm every move through a
 * pending decision, to exercise decision answers.
 */
export function skirmish(plugins: { id: string }[] = [{ id: 'example' }]) {
  return testScenario({
    plugins,
    terrain: { '2,2': 'forest', '3,3': 'forest', '0,4': 'river', '7,4': 'river' },
    units: [
      { id: 'a1', hex: '2,6' }, { id: 'a2', hex: '3,6' }, { id: 'a3', hex: '4,6' },
      { id: 'b1', side: 'b', hex: '2,1' }, { id: 'b2', side: 'b', hex: '3,1' }, { id: 'b3', side: 'b', hex: '4,1' },
    ],
    turns: 8,
    victory: {
      conditions: [
        { id: 'a-wiped', winner: 'b', timing: 'immediate', kind: 'sideEliminated', side: 'a', text: 'A is gone' },
        { id: 'b-wiped', winner: 'a', timing: 'immediate', kind: 'sideEliminated', side: 'b', text: 'B is gone' },
      ],
      default: { winner: null, text: 'draw' },
    },
  })
}

const confirmSchema = z.strictObject({ type: z.literal('test/confirm'), side: z.string(), answer: z.enum(['yes', 'no']) })

@injectable()
class ConfirmRules implements RulePlugin {
  apply(hooks: HookRegistry, api: PluginApi): void {
    hooks.afterMove.tap('confirm', ({ draft, unit }) => {
      draft.pending.push({ kind: 'test/confirm', side: unit.side, ruleId: 'TEST-1', data: { unit: unit.id } })
    })
    api.defineAction({
      type: 'test/confirm',
      schema: confirmSchema,
      answers: 'test/confirm',
      validate: () => undefined,
      apply: ({ draft, action }) => {
        draft.pending.shift()
        const n = (draft.plugins.confirm as { yes?: number } | undefined)?.yes ?? 0
        draft.plugins.confirm = { yes: n + (action.answer === 'yes' ? 1 : 0) }
      },
      enumerate: ({ side }) => [{ type: 'test/confirm' as const, side, answer: 'yes' as const }, { type: 'test/confirm' as const, side, answer: 'no' as const }],
    })
  }
}

/** Every move creates a `test/confirm` decision for the mover, answered by `test/confirm`. */
export const confirmPlugin = definePlugin({
  manifest: { id: 'confirm', name: 'Confirm moves', version: '0.0.0', engine: '^0.1.0' },
  plugin: ConfirmRules,
})
