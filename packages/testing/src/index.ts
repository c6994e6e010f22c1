/** @hexes/testing: helpers for writing rule tests against the Hexes engine. */
export { createTestGame } from './createTestGame'
export type { TestGame, TestGameOptions } from './createTestGame'
export { testScenario } from './testScenario'
export type { TestScenarioOptions } from './testScenario'
export { formatEvents } from './formatEvents'
export { installMatchers } from './matchers'
export { leaksDiceGenerator } from './leaksDiceGenerator'
