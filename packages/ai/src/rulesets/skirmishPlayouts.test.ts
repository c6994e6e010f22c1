// Random play of the skirmish rule sets through the AI's playout (here, not in the plugin: a rule
// plugin does not depend on the AI), with the invariants after every action and replays.
import { buildRules, createInitialState, hashScenario, hashState, loadGame, parseScenario } from '@hexes/core'
import { hexesMed } from '@hexes/plugin-hexes-med'
import { skirmish, skirmishDice } from '@hexes/plugin-skirmish'
import { findScenario } from '@hexes/registry'
import { describe, expect, it } from 'vitest'
import { checkPlayInvariants } from '../checkPlayInvariants'
import { playout } from '../playout'
import { RandomBot } from '../RandomBot'

describe('ai/skirmish playouts', () => {
  it('SK random games of Boroughbridge end, with the invariants holding after every action, and replay to the same state', () => {
    const scenario = parseScenario(findScenario('boroughbridge-1322')!)
    const rules = buildRules(scenario, [skirmish])
    const bot = new RandomBot()
    const types: Record<string, number> = {}
    let melee = 0
    for (let seed = 1; seed <= 12; seed++) {
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
      if (seed % 6 === 0) {
        const save = { format: 'hexes-save/1', scenario: { id: scenario.id, hash: hashScenario(scenario) }, plugins: [{ id: 'skirmish', version: skirmish.manifest.version }], seed, actions: r.actions, stateHash: hashState(r.state) }
        expect(hashState(loadGame(save, { scenario, plugins: [skirmish] }).state), `replay of seed ${seed}`).toBe(hashState(r.state))
      }
    }
    expect(types['sk/charge'] ?? 0).toBeGreaterThan(0)
    expect(types.attack ?? 0).toBeGreaterThan(0)
    expect(types.move ?? 0).toBeGreaterThan(0)
    expect(melee).toBeGreaterThan(0)
  })

  it('I-02 random games of Hastings with skirmish dice end with the invariants holding after every action', () => {
    const raw = findScenario('hastings-1066') as { plugins: { id: string }[] }
    const scenario = parseScenario({ ...raw, plugins: [...raw.plugins, { id: 'skirmish-dice' }] })
    const rules = buildRules(scenario, [hexesMed, skirmishDice])
    let fights = 0
    for (let seed = 1; seed <= 4; seed++) {
      const r = playout(rules, createInitialState(rules, seed).state, new RandomBot(), {
        seed, maxActions: 4000,
        onAction: (step) => {
          const issues = checkPlayInvariants(rules, step.state, step.before)
          if (issues.length) throw new Error(`seed ${seed}, action ${step.index} ${JSON.stringify(step.action)}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`)
          if (step.action.type === 'attack') fights++
        },
      })
      expect(r.end, `seed ${seed}`).toBe('result')
    }
    expect(fights).toBeGreaterThan(0)
  })
})
