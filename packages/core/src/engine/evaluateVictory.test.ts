import { injectable } from 'tsyringe'
import { describe, expect, it } from 'vitest'
import type { HookRegistry } from '../hooks/HookRegistry'
import type { GameState } from '../model/GameState'
import { definePlugin } from '../plugin/definePlugin'
import type { VictoryCondition } from '../scenario/Scenario'
import { conditionMet, defaultResult, evaluateVictory } from './evaluateVictory'
import { cloneState } from './hashState'
import { createGame } from './createGame'
import { testGame, testPlugins, testScenario, testState, type TestScenarioOptions } from './testPlugins.fixture'

const units: TestScenarioOptions['units'] = [
  { id: 'a1', hex: '1,1' },
  { id: 'a2', hex: '2,1' },
  { id: 'b1', side: 'b', hex: '5,5' },
  { id: 'b2', side: 'b', hex: '6,5' },
  { id: 'b3', side: 'b', hex: null },
]
const leaders = [{ id: 'duke', side: 'b', name: 'Duke', unit: 'b1' }]

const base = { id: 'c', winner: 'a', timing: 'immediate' as const, text: 'won' }

/** A game, and a way to check one condition against edited copies of its state. */
function setup(extra: Partial<TestScenarioOptions> = {}) {
  const game = testGame({ units, leaders, ...extra })
  const met = (c: VictoryCondition, edit: (s: GameState) => void = () => {}) => {
    const s = cloneState(game.state)
    edit(s)
    return conditionMet(s, game.rules, c)
  }
  return { game, met }
}
const unit = (s: GameState, id: string) => s.units.find((u) => u.id === id)!
const counters = (s: GameState, side: string) => s.counters.find((c) => c.side === side)!

describe('core/victory: built-in condition kinds (GAP-HM-10)', () => {
  it('leaderEliminated reads the append-only elimination record (GAP-SW-11)', () => {
    const { met } = setup()
    const c: VictoryCondition = { ...base, kind: 'leaderEliminated', leader: 'duke' }
    expect(met(c)).toBe(false)
    const side = (s: GameState) => s.leaders[0]!.side
    expect(met(c, (s) => void counters(s, side(s)).eliminated.push('duke'))).toBe(true)
    // A status change alone (a piece set aside, not killed) is not an elimination.
    expect(met(c, (s) => void Object.assign(s.leaders[0]!, { status: 'reserve', unit: null }))).toBe(false)
  })

  it('leadersEliminated needs `count` of the listed leaders on the record', () => {
    const { met } = setup()
    const c: VictoryCondition = { ...base, kind: 'leadersEliminated', leaders: ['duke', 'nobody'], count: 2 }
    expect(met(c, (s) => void counters(s, 'a').eliminated.push('duke'))).toBe(false)
    expect(met(c, (s) => void counters(s, 'a').eliminated.push('duke', 'nobody'))).toBe(true)
  })

  it('unitEliminated stays met when the unit is brought back (GAP-SW-11)', () => {
    const { met } = setup()
    const c: VictoryCondition = { ...base, kind: 'unitEliminated', unit: 'b2' }
    expect(met(c)).toBe(false)
    expect(met(c, (s) => void counters(s, 'b').eliminated.push('b1'))).toBe(false)
    expect(met(c, (s) => void counters(s, 'b').eliminated.push('b2'))).toBe(true)
    // Recycled: active again on the map, still on the record.
    expect(met(c, (s) => void counters(s, 'b').eliminated.push('b2'))).toBe(true)
  })

  it('unitsEliminated counts the append-only counter, not the board', () => {
    const { met } = setup()
    const c: VictoryCondition = { ...base, kind: 'unitsEliminated', side: 'b', count: 2 }
    expect(met(c, (s) => void (counters(s, 'b').unitsEliminated = 1))).toBe(false)
    expect(met(c, (s) => void (counters(s, 'b').unitsEliminated = 2))).toBe(true)
    expect(met(c, (s) => void (counters(s, 'a').unitsEliminated = 5))).toBe(false)
  })

  it('strengthEliminated compares a percentage of the starting strength, in integers', () => {
    const { game, met } = setup()
    expect(counters(game.state, 'b').startingStrength).toBe(6) // 3 units worth 2 (b3 in reserve counts)
    const c: VictoryCondition = { ...base, kind: 'strengthEliminated', side: 'b', percent: 50 }
    expect(met(c, (s) => void (counters(s, 'b').strengthEliminated = 2))).toBe(false)
    expect(met(c, (s) => void (counters(s, 'b').strengthEliminated = 3))).toBe(true)
    expect(met(c, (s) => void (counters(s, 'b').startingStrength = 0))).toBe(false)
  })

  it("holdHexes needs `count` of the hexes held by the winner's active units", () => {
    const { met } = setup()
    const c: VictoryCondition = { ...base, kind: 'holdHexes', hexes: ['1,1', '2,1', '3,1'], count: 2 }
    expect(met(c)).toBe(true)
    expect(met({ ...c, count: 3 })).toBe(false)
    expect(met(c, (s) => void Object.assign(unit(s, 'a2'), { status: 'eliminated', hex: null }))).toBe(false)
    expect(met({ ...c, winner: 'b' })).toBe(false)
  })

  it('sideEliminated: every unit of the side eliminated; units held in reserve can come back', () => {
    const { met } = setup()
    const c: VictoryCondition = { ...base, kind: 'sideEliminated', side: 'b' }
    expect(met(c)).toBe(false)
    const gone = (s: GameState) => {
      for (const id of ['b1', 'b2']) Object.assign(unit(s, id), { status: 'eliminated', hex: null })
    }
    expect(met(c, gone)).toBe(false) // b3 is in reserve: it may still enter
    expect(met(c, (s) => {
      gone(s)
      Object.assign(unit(s, 'b3'), { status: 'eliminated' })
    })).toBe(true)
  })

  it('sideEliminated: a unit in reserve that a rule holds out for good (mayReturn false: a prisoner) counts as gone', () => {
    /** Holds `b3` (a prisoner, say) out of play for good. */
    @injectable()
    class Jailer {
      apply(hooks: HookRegistry) {
        hooks.mayReturn.tap('jailer', ({ unit: u }) => (u.id === 'b3' ? false : undefined))
      }
    }
    const jailer = definePlugin({ manifest: { id: 'jailer', name: 'Jailer', version: '0.1.0', engine: '^0.1.0' }, plugin: Jailer })
    const game = createGame({ scenario: testScenario({ units, leaders, plugins: [{ id: 'core-test' }, { id: 'companion' }, { id: 'jailer' }] }), plugins: [...testPlugins, jailer], seed: 1 })
    const s = cloneState(game.state)
    for (const id of ['b1', 'b2']) Object.assign(unit(s, id), { status: 'eliminated', hex: null })
    const c: VictoryCondition = { ...base, kind: 'sideEliminated', side: 'b' }
    expect(conditionMet(s, game.rules, c)).toBe(true)
    expect(game.rules.hooks.mayReturn.call({ state: s, rules: game.rules, unit: unit(s, 'b1') })).toBeUndefined()
  })

  it('unitsLost: units out of the battle now, however they went (killed, gone off the field, held for good), not the record', () => {
    const { met } = setup()
    const c: VictoryCondition = { ...base, kind: 'unitsLost', side: 'b', count: 2 }
    const out = (s: GameState, id: string) => void Object.assign(unit(s, id), { status: 'eliminated', hex: null })
    expect(met(c)).toBe(false)
    // b1 killed (on the record), b2 gone without an elimination (a flight off the field: status only).
    expect(met(c, (s) => {
      out(s, 'b1')
      counters(s, 'b').unitsEliminated = 1
    })).toBe(false)
    expect(met(c, (s) => {
      out(s, 'b1')
      out(s, 'b2')
      counters(s, 'b').unitsEliminated = 1
    })).toBe(true)
    expect(met({ ...base, kind: 'unitsEliminated', side: 'b', count: 2 }, (s) => {
      out(s, 'b1')
      out(s, 'b2')
      counters(s, 'b').unitsEliminated = 1
    })).toBe(false)
    // A unit in reserve may come back (no rule holds it): not lost.
    expect(met({ ...c, count: 3 }, (s) => {
      out(s, 'b1')
      out(s, 'b2')
    })).toBe(false)
  })

  it("plugin: asks the plugins' victoryCondition hook", () => {
    const { met } = setup()
    const c: VictoryCondition = { ...base, kind: 'plugin', plugin: 'core-test', params: { turns: 2 } }
    expect(met(c)).toBe(false)
    expect(met(c, (s) => void (testState(s).endOfTurn = 2))).toBe(true)
    expect(met({ ...base, kind: 'plugin', plugin: 'nobody' })).toBe(false)
  })
})

describe('core/victory: evaluation', () => {
  const holdA: VictoryCondition = { id: 'hold', winner: 'a', timing: 'endOfTurn', kind: 'holdHexes', hexes: ['1,1'], count: 1, text: 'A holds 1,1' }
  const reserveB: VictoryCondition = { id: 'reserve', winner: 'b', timing: 'endOfGame', kind: 'unitEliminated', unit: 'b3', text: 'never' }

  it('core/victory-end-of-turn checks a condition at its timing and every later one', () => {
    const game = testGame({ units, victory: { conditions: [holdA], default: { winner: 'b', text: 'B' } } })
    expect(evaluateVictory(game.state, game.rules, 'immediate')).toBeNull()
    expect(evaluateVictory(game.state, game.rules, 'endOfTurn')).toEqual({ winner: 'a', condition: 'hold', ruleId: 'core/victory-end-of-turn', message: 'A holds 1,1' })
    expect(evaluateVictory(game.state, game.rules, 'endOfGame')).toMatchObject({ winner: 'a', condition: 'hold' })
  })

  it('core/victory-simultaneous a draw when conditions for different sides are met at once', () => {
    const killA1: VictoryCondition = { id: 'kill', winner: 'b', timing: 'immediate', kind: 'holdHexes', hexes: ['5,5'], count: 1, text: 'B holds 5,5' }
    const game = testGame({ units, victory: { conditions: [holdA, killA1, reserveB], default: { winner: 'b', text: 'B' } } })
    expect(evaluateVictory(game.state, game.rules, 'immediate')).toMatchObject({ winner: 'b', condition: 'kill' })
    const r = evaluateVictory(game.state, game.rules, 'endOfTurn')
    expect(r).toMatchObject({ winner: null, condition: 'simultaneous', ruleId: 'core/victory-simultaneous' })
    expect(r!.message).toContain('A holds 1,1')
    expect(r!.message).toContain('B holds 5,5')
  })

  it("a plugin's claim counts like a condition: same side wins, another side makes a draw", () => {
    const conditions = { conditions: [holdA], default: { winner: 'b', text: 'B' } }
    const same = testGame({ units, victory: conditions, config: { claim: 'a' } })
    expect(evaluateVictory(same.state, same.rules, 'immediate')).toMatchObject({ winner: 'a', condition: 'test-claim', ruleId: 'TEST-9' })
    expect(evaluateVictory(same.state, same.rules, 'endOfTurn')).toMatchObject({ winner: 'a', condition: 'hold' })
    const other = testGame({ units, victory: conditions, config: { claim: 'b' } })
    expect(evaluateVictory(other.state, other.rules, 'endOfTurn')).toMatchObject({ winner: null, condition: 'simultaneous' })
  })

  it('core/victory-default the default result is the scenario default', () => {
    const game = testGame({ units, victory: { conditions: [holdA], default: { winner: null, text: 'Nobody' } } })
    expect(defaultResult(game.rules)).toEqual({ winner: null, condition: 'default', ruleId: 'core/victory-default', message: 'Nobody' })
  })
})
