import {
  applyAction, buildRules, checkAction, createInitialState, parseScenario, SeededDice, seedRng,
  type BaseAction, type GameRules, type GameState, type Scenario,
} from '@hexes/core'
import { builtinPlugins, findScenario } from '@hexes/registry'
import { testScenario, type TestScenarioOptions } from '@hexes/testing'
import { AI_EFFORT } from '../bots/aiLevels'
import { aiContext } from '../evaluation/AiContext'
import { DEFAULT_WEIGHTS } from '../evaluation/EvalWeights'
import { SearchBudget } from '../search/SearchBudget'
import type { SearchContext } from '../search/SearchContext'

/**
 * Test-only fixtures of the AI tests (not exported from the package): shipped scenarios, small
 * HEXES Med positions, and a helper that plays given actions through the functional pipeline.
 */

/** The rules of a shipped scenario. */
export function shippedRules(id: string): GameRules {
  return buildRules(parseScenario(findScenario(id)), builtinPlugins)
}

/** A small HEXES Med scenario: 8x8 clear map, sides `a` and `b`, heavy infantry unless told. */
export function hmTestRules(o: TestScenarioOptions & { config?: Record<string, unknown> }): GameRules {
  const { config, ...rest } = o
  const scenario: Scenario = testScenario({
    plugins: [{ id: 'hexes-med', ...(config ? { config } : {}) }],
    ...rest,
    units: o.units.map((u) => ({ type: 'heavy-infantry', ...u })),
  })
  return buildRules(parseScenario(scenario), builtinPlugins)
}

/** Applies actions in order (each must be legal), with seeded dice; returns the state reached. */
export function play(rules: GameRules, state: GameState, ...actions: BaseAction[]): GameState {
  let s = state
  for (const a of actions) {
    const c = checkAction(rules, s, a)
    if ('ok' in c) throw new Error(`illegal ${JSON.stringify(a)}: ${c.code}`)
    s = applyAction(rules, s, c, new SeededDice(seedRng(1))).state
  }
  return s
}

/** The initial state of `rules` with seed 1. */
export function initial(rules: GameRules): GameState {
  return createInitialState(rules, 1).state
}

/** A search context for `me` at the normal level with an unlimited budget, for tests of search parts. */
export function testSearchContext(rules: GameRules, me: string): SearchContext {
  return {
    ai: aiContext(rules), rules, me, rng: seedRng(1), budget: new SearchBudget(1e6), effort: AI_EFFORT.normal, weights: DEFAULT_WEIGHTS,
    reach: undefined, effects: new Map(), distributions: new Map(), memo: undefined, boards: new Map(), compulsory: new Set(), stats: { nodes: 0, evaluations: 0, combatsValued: 0, outcomesApplied: 0 },
  }
}
