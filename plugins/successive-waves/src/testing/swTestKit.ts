import { definePlugin, eliminateUnit, findUnit, injectable, recordLoss, type HookRegistry, type PluginApi, type RulePlugin } from '@hexes/core'
import type { HmUnitStats } from '@hexes/plugin-hexes-med'
import { z } from 'zod'

const eliminateSchema = z.strictObject({ type: z.literal('test/eliminate'), side: z.string(), unit: z.string() })
const reduceSchema = z.strictObject({ type: z.literal('test/reduce'), side: z.string(), unit: z.string() })

/**
 * A test-only plugin (id `sw-test-kit`, not part of the plugin's API) that stands in for combat
 * results in any player phase: `test/reduce` makes a unit lose its first HEXES Med step (as a DL
 * would) and `test/eliminate` eliminates it through the core's `eliminateUnit` (HM-LDR-11 then
 * removes its leader). It lets the Successive Waves tests build positions without dice.
 */
@injectable()
class SwTestKit implements RulePlugin {
  apply(hooks: HookRegistry, api: PluginApi): void {
    api.defineAction({
      type: 'test/eliminate',
      schema: eliminateSchema,
      validate: () => undefined,
      apply(ctx) {
        eliminateUnit(ctx, findUnit(ctx.draft, ctx.action.unit)!, 1, 'TEST')
      },
    })
    api.defineAction({
      type: 'test/reduce',
      schema: reduceSchema,
      validate: () => undefined,
      apply(ctx) {
        const u = findUnit(ctx.draft, ctx.action.unit)!
        u.stats['hexes-med'] = { ...(u.stats['hexes-med'] as HmUnitStats), reduced: true }
        recordLoss(ctx, u, 1, 1, 'TEST')
      },
    })
    hooks.phases.tap({ plugin: 'sw-test-kit', stage: 20 }, (phases) =>
      phases.map((p) => (p.auto === undefined ? { ...p, actions: [...p.actions, 'test/eliminate', 'test/reduce'] } : p)),
    )
  }
}

/** The test-only kit plugin. */
export const swTestKit = definePlugin({
  manifest: { id: 'sw-test-kit', name: 'SW test kit', version: '0.0.0', engine: '^0.1.0' },
  plugin: SwTestKit,
})
