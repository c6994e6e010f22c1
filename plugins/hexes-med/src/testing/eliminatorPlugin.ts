import { definePlugin, eliminateUnit, findUnit, injectable, type HookRegistry, type PluginApi, type RulePlugin } from '@hexes/core'
import { z } from 'zod'

const schema = z.strictObject({ type: z.literal('test/eliminate'), side: z.string(), unit: z.string() })

/**
 * A test-only plugin that stands in for a combat result: `{ type: 'test/eliminate', side, unit }`
 * eliminates a unit through the core's `eliminateUnit` (as the combat rules do), in any player
 * phase. It lets the leader and victory tests run without the combat rules.
 */
@injectable()
class Eliminator implements RulePlugin {
  apply(hooks: HookRegistry, api: PluginApi): void {
    api.defineAction({
      type: 'test/eliminate',
      schema,
      validate: () => undefined,
      apply(ctx) {
        eliminateUnit(ctx, findUnit(ctx.draft, ctx.action.unit)!, 1, 'TEST')
      },
    })
    hooks.phases.tap('test-eliminator', (phases) => phases.map((p) => (p.auto === undefined ? { ...p, actions: [...p.actions, 'test/eliminate'] } : p)))
  }
}

/** The test-only eliminator plugin (id `test-eliminator`). */
export const eliminatorPlugin = definePlugin({
  manifest: { id: 'test-eliminator', name: 'Test eliminator', version: '0.0.0', engine: '^0.1.0' },
  plugin: Eliminator,
})
