import { definePlugin } from '@hexes/core'
import { ExampleRules, exampleConfigSchema } from './ExampleRules'
import { exampleMessages } from './i18n/exampleMessages'

/** The example rule set's definition: manifest and class. */
export const examplePlugin = definePlugin({
  manifest: {
    id: 'example',
    name: 'Example rules',
    version: '0.1.0',
    engine: '^0.1.0',
    description: 'A tiny complete rule set used by the plugin guide and the core tests.',
    provides: ['base-rules', 'combat-resolver'],
    config: exampleConfigSchema,
    messages: exampleMessages,
  },
  plugin: ExampleRules,
})
