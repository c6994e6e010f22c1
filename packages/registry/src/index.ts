/** @hexes/registry: what ships with Hexes. */
export { builtinPlugins } from './builtinPlugins'
export { builtinScenarios, findScenario } from '@hexes/scenarios'
export { pluginOptions, type OptionField } from './pluginOptions'
export { checkPluginConfig, fieldAccepts } from './checkPluginConfig'
