export { examplePlugin } from './examplePlugin'
export { ExampleRules, exampleConfigSchema } from './ExampleRules'
export type { ExampleConfig } from './ExampleRules'
export { exampleMessages } from './i18n/exampleMessages'
