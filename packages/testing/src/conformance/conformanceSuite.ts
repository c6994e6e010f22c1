import { describe, expect, it } from 'vitest'
import { checkConformance, type ConformanceOptions } from './checkConformance'
import { untestedRuleIds } from './namedRuleIds'
import { rulesCodeProblems } from './rulesCodeProblems'

/** Options of {@link conformanceSuite}: the games to play, and where the plugin's code is. */
export interface ConformanceSuiteOptions {
  /** Games: one per scenario (each a mix with the plugin; raw JSON or parsed, variants applied). */
  scenarios: readonly { name: string; scenario: ConformanceOptions['scenario'] }[]
  plugins: ConformanceOptions['plugins']
  seeds?: ConformanceOptions['seeds']
  maxActions?: ConformanceOptions['maxActions']
  /** The plugin's `src/` folder, for the code checks (no DOM or Node API, every cited rule id named by a test). */
  sourceDir?: string
  /** Rule ids the code cites whose tests live elsewhere, each with its reason. */
  exemptRuleIds?: Readonly<Record<string, string>>
  /** Per-test timeout in ms (default 120,000: random games of big mixes take seconds). */
  timeout?: number
}

/**
 * Registers the conformance suite of a rule plugin as Vitest tests: seeded random games of each
 * scenario checked by {@link checkConformance}, and, with `sourceDir`, the code checks
 * ({@link rulesCodeProblems}, {@link untestedRuleIds}).
 *
 * @example
 * conformanceSuite('my-plugin', { scenarios: [{ name: 'demo', scenario }], plugins: [hexesMed, myPlugin], sourceDir: fileURLToPath(new URL('.', import.meta.url)) })
 */
export function conformanceSuite(name: string, options: ConformanceSuiteOptions): void {
  const timeout = options.timeout ?? 120_000
  describe(`${name} conformance`, () => {
    for (const s of options.scenarios) {
      it(`${s.name}: random games keep plain-JSON states and the invariants, replay, resume from JSON and interleave exactly, with no Math.random or clock`, () => {
        const problems = checkConformance({ scenario: s.scenario, plugins: options.plugins, ...(options.seeds ? { seeds: options.seeds } : {}), ...(options.maxActions !== undefined ? { maxActions: options.maxActions } : {}) })
        expect(problems.map((p) => `[${p.check}] seed ${p.seed}: ${p.message}`)).toEqual([])
      }, timeout)
    }
    const dir = options.sourceDir
    if (dir !== undefined) {
      it('its rules code uses no DOM or Node API, Math.random or clock', () => {
        expect(rulesCodeProblems(dir)).toEqual([])
      })
      it('every rule id its rules code cites is named by a test title', () => {
        expect(untestedRuleIds(dir, options.exemptRuleIds)).toEqual([])
      })
    }
  })
}
