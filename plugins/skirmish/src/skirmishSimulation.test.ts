import { buildRules, createInitialState, hashScenario, hashState, loadGame, parseScenario } from '@hexes/core'
import { checkPlayInvariants, playout, RandomBot } from '@hexes/ai'
import { describe, expect, it } from 'vitest'
import { skirmish } from './skirmishPlugin'
import { skTestScenario } from './testing/skTestScenario'

describe('skirmish/simulation', () => {
  it('random games of the test scenario end, with the invariants holding after every action, and replay to the same state', () => {
    const scenario = parseScenario(skTestScenario())
    const rules = buildRules(scenario, [skirmish])
    const bot = new RandomBot()
    const types: Record<string, number> = {}
    let melee = 0
    for (let seed = 1; seed <= 30; seed++) {
      const start = createInitialState(rules, seed).state
      const r = playout(rules, start, bot, {
        seed: 1000 + seed,
        maxActions: 3000,
        onAction: (step) => {
          const issues = checkPlayInvariants(rules, step.state, step.before)
          if (issues.length) throw new Error(`seed ${seed}, action ${step.index} ${JSON.stringify(step.action)}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`)
          if (step.events.some((e) => e.type === 'sk/melee-result')) melee++
        },
      })
      expect(r.end, `seed ${seed}`).toBe('result')
      for (const [k, n] of Object.entries(r.counts)) types[k] = (types[k] ?? 0) + n
      if (seed % 10 === 0) {
        const save = { format: 'hexes-save/1', scenario: { id: scenario.id, hash: hashScenario(scenario) }, plugins: [{ id: 'skirmish', version: skirmish.manifest.version }], seed, actions: r.actions, stateHash: hashState(r.state) }
        expect(hashState(loadGame(save, { scenario, plugins: [skirmish] }).state), `replay of seed ${seed}`).toBe(hashState(r.state))
      }
    }
    expect(types['sk/charge'] ?? 0).toBeGreaterThan(0)
    expect(types.attack ?? 0).toBeGreaterThan(0)
    expect(types.move ?? 0).toBeGreaterThan(0)
    expect(melee).toBeGreaterThan(0)
  })
})
