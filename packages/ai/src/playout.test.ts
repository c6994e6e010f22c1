import { buildRules, createGame, createInitialState, hashState, parseScenario, type BaseAction } from '@hexes/core'
import type { Bot } from './Bot'
import { examplePlugin } from '@hexes/plugin-example'
import { testScenario } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { playout } from './playout'
import { RandomBot } from './RandomBot'
import { skirmish } from './testFixtures'

describe('ai/playout', () => {
  it('plays the example plugin test scenario to its end', () => {
    const scenario = testScenario({ units: [{ id: 'a1', hex: '1,1' }, { id: 'a2', hex: '1,3' }, { id: 'b1', side: 'b', hex: '4,1' }] })
    const rules = buildRules(scenario, [examplePlugin])
    const r = playout(rules, createInitialState(rules, 1).state, new RandomBot(), { seed: 1, maxActions: 10_000 })
    expect(r.end).toBe('result')
    expect(r.state.result).not.toBeNull()
    expect(r.actionCount).toBe(r.actions.length)
    expect(Object.values(r.counts).reduce((a, b) => a + b, 0)).toBe(r.actionCount)
  })

  it('replays to the same state through Game (same dice as Game.act)', () => {
    const scenario = parseScenario(skirmish())
    const rules = buildRules(scenario, [examplePlugin])
    const r = playout(rules, createInitialState(rules, 42).state, new RandomBot(), { seed: 'x' })
    expect(r.rolls).toBeGreaterThan(0)
    const game = createGame({ scenario, plugins: [examplePlugin], seed: 42 })
    for (const a of r.actions) expect(game.act(a)).toHaveProperty('ok', true)
    expect(game.hash()).toBe(hashState(r.state))
  })

  it('stops at maxActions, on request, and when stuck', () => {
    const rules = buildRules(parseScenario(skirmish()), [examplePlugin])
    const initial = createInitialState(rules, 1).state
    expect(playout(rules, initial, new RandomBot(), { seed: 1, maxActions: 3 })).toMatchObject({ end: 'max-actions', actionCount: 3 })
    expect(playout(rules, initial, new RandomBot(), { seed: 1, onAction: ({ index }) => (index === 4 ? 'stop' : undefined) })).toMatchObject({ end: 'stopped', actionCount: 5 })
    const idle: Bot = { name: 'idle', chooseAction: () => null }
    expect(playout(rules, initial, idle, { seed: 1 })).toMatchObject({ end: 'stuck', actionCount: 0 })
  })

  it('checks the choices of bots that only implement chooseAction', () => {
    const rules = buildRules(parseScenario(skirmish()), [examplePlugin])
    const cheat: Bot = { name: 'cheat', chooseAction: (_r, s) => ({ type: 'move', side: s.turn.activeSide!, unit: 'b1', to: '2,2' }) as BaseAction }
    expect(() => playout(rules, createInitialState(rules, 1).state, cheat, { seed: 1 })).toThrow(/illegal action.*move\/not-your-unit/)
  })

  it('takes one bot per side', () => {
    const rules = buildRules(parseScenario(skirmish()), [examplePlugin])
    const seen: string[] = []
    const passive: Bot = { name: 'passive', chooseAction: (_r, s) => (seen.push(s.turn.activeSide!), { type: 'end-phase', side: s.turn.activeSide! }) }
    const r = playout(rules, createInitialState(rules, 1).state, [new RandomBot(), passive], { seed: 1, maxActions: 400 })
    expect(new Set(seen)).toEqual(new Set(['b']))
    expect(r.actionCount).toBeGreaterThan(0)
  })
})
