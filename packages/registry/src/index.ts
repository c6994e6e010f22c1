/** @hexes/registry: what ships with Hexes. */
export { builtinPlugins } from './builtinPlugins'
export { builtinScenarios, findScenario } from '@hexes/scenarios'
