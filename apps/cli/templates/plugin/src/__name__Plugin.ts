import { definePlugin } from '@hexes/core'
import { __Name__Rules } from './__Name__Rules.ts'
import { __name__ConfigSchema } from './__name__Config.ts'
import { __name__Messages } from './i18n/__name__Messages.ts'
import { PLUGIN } from './ids.ts'

/**
 * The __TITLE__ rules' definition: the manifest the engine's loader checks before any code runs
 * (id, version, the engine versions it works with, what it provides, its config, texts and rules
 * summary), and the class that taps the hooks. `hexes` finds it in the package
 * `hexes-plugin-__NAME__` when a scenario names the plugin `__NAME__`.
 */
export const __name__Plugin = definePlugin({
  manifest: {
    id: PLUGIN,
    name: '__TITLE__',
    // Keep it equal to package.json's version: a save file records it, and a save made with another version is refused.
    version: '0.1.0',
    engine: '__ENGINE__',
    description: 'A small rule set: each unit moves or looses a volley (rules __RULE__-1 to __RULE__-4).',
    provides: ['base-rules'],
    config: __name__ConfigSchema,
    messages: __name__Messages,
    rulesText: () => import('./i18n/__name__RulesText.ts').then((m) => m.__name__RulesText),
  },
  plugin: __Name__Rules,
})
