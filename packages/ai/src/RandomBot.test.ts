import { buildRules, checkAction, cloneJson, createInitialState, hashState, parseScenario, seedRng, type GameRules } from '@hexes/core'
import { examplePlugin } from '@hexes/plugin-example'
import { describe, expect, it } from 'vitest'
import { playout } from './playout'
import { RandomBot } from './RandomBot'
import { confirmPlugin, skirmish } from './testFixtures'

const rulesOf = (plugins = [{ id: 'example' }]): GameRules => buildRules(parseScenario(skirmish(plugins)), [examplePlugin, confirmPlugin])

describe('ai/RandomBot', () => {
  it('makes the same decisions from the same bot seed', () => {
    const rules = rulesOf()
    const run = (botSeed: string) => playout(rules, createInitialState(rules, 5).state, new RandomBot(), { seed: botSeed })
    const a = run('bot-1')
    const b = run('bot-1')
    expect(b.actions).toEqual(a.actions)
    expect(hashState(b.state)).toBe(hashState(a.state))
    expect(run('bot-2').actions).not.toEqual(a.actions)
  })

  it('chooses from its own rng, never the game dice', () => {
    const rules = rulesOf()
    const { state } = createInitialState(rules, 5)
    const before = cloneJson(state.rng)
    const rng = seedRng('bot')
    const bot = new RandomBot()
    for (let i = 0; i < 20; i++) bot.chooseAction(rules, state, rng)
    expect(state.rng).toEqual(before)
    expect(() => playout(rules, state, bot, { rng: state.rng })).toThrow(/must not be the game state rng/)
  })

  it('only chooses actions the engine accepts', () => {
    const rules = rulesOf([{ id: 'example' }, { id: 'confirm' }])
    for (let seed = 1; seed <= 5; seed++) {
      const r = playout(rules, createInitialState(rules, seed).state, new RandomBot(), {
        seed,
        onAction: ({ before, action }) => {
          expect(checkAction(rules, before, action)).not.toHaveProperty('ok')
        },
      })
      expect(r.end).toBe('result')
    }
  })

  it('answers pending decisions from the answers\' enumerate', () => {
    const rules = rulesOf([{ id: 'example' }, { id: 'confirm' }])
    const r = playout(rules, createInitialState(rules, 3).state, new RandomBot(), { seed: 3 })
    expect(r.counts['test/confirm']).toBe(r.counts.move)
    expect(r.counts.move).toBeGreaterThan(0)
  })

  it('ends phases even when units could move forever', () => {
    const rules = rulesOf()
    const r = playout(rules, createInitialState(rules, 9).state, new RandomBot({ aggression: 0 }), { seed: 9, maxActions: 5000 })
    expect(r.end).toBe('result')
    expect(r.counts['end-phase']).toBeGreaterThan(0)
  })

  it('returns null once the game is over', () => {
    const rules = rulesOf()
    const r = playout(rules, createInitialState(rules, 2).state, new RandomBot(), { seed: 2 })
    expect(new RandomBot().chooseAction(rules, r.state, seedRng(1))).toBeNull()
  })
})
