import { describe, expect, it } from 'vitest'
import { injectable } from 'tsyringe'
import type { HookRegistry } from '../hooks/HookRegistry'
import type { GameState } from '../model/GameState'
import { definePlugin } from '../plugin/definePlugin'
import { checkInvariants, coreInvariants } from './checkInvariants'
import { createGame } from './createGame'
import { cloneState } from './hashState'
import { attack, endPhase, play, testGame, testPlugins, testScenario } from './testPlugins.fixture'

const units = [
  { id: 'a1', hex: '2,3' },
  { id: 'a2', hex: '4,4' },
  { id: 'a3', hex: null },
  { id: 'b1', side: 'b', hex: '2,4' },
  { id: 'b2', side: 'b', hex: '6,6' },
]
const leaders = [
  { id: 'duke', side: 'a', name: 'Duke', unit: 'a1' },
  { id: 'earl', side: 'b', name: 'Earl', unit: 'b1' },
]

/** Issues of an edited copy of a fresh game's state. */
function issuesAfter(edit: (s: GameState) => void) {
  const game = testGame({ units, leaders })
  const s = cloneState(game.state)
  edit(s)
  return checkInvariants(game.rules, s).map((i) => [i.code, i.path])
}
const unit = (s: GameState, id: string) => s.units.find((u) => u.id === id)!

describe('core/checkInvariants', () => {
  it('reports a field that is not in the state shape, which cloneState would not copy (state/unknown-field)', () => {
    expect(issuesAfter((s) => {
      ;(unit(s, 'a1') as unknown as Record<string, unknown>)['morale'] = 3
      ;(s as unknown as Record<string, unknown>)['weather'] = 'rain'
    })).toEqual([['state/unknown-field', 'state.weather'], ['state/unknown-field', 'units[0].morale']])
    // And the copy indeed keeps the documented fields, plugin bags whole.
    const game = testGame({ units, leaders })
    const copy = cloneState(game.state)
    expect(copy).toEqual(game.state)
    expect(copy.units[0]).not.toBe(game.state.units[0])
    expect(copy.units[0]!.stats).not.toBe(game.state.units[0]!.stats)
    expect(copy.map).toBe(game.state.map)
  })

  it('holds for a fresh game and after play (moves, combat, leaders dying with their unit)', () => {
    const game = testGame({ units, leaders }, { dice: [1, 6] })
    expect(checkInvariants(game.rules, game.state)).toEqual([])
    expect(game.state.leaders.map((l) => l.status)).toEqual(['active', 'active'])
    play(game, endPhase('a'), attack('a', ['a1'], 'b1'))
    expect(game.state.leaders[0]).toMatchObject({ status: 'eliminated', unit: null })
    expect(checkInvariants(game.rules, game.state)).toEqual([])
  })

  it('HM-LDR-12 starts a leader riding a unit set aside in reserve, not on the map', () => {
    const game = testGame({ units, leaders: [...leaders, { id: 'page', side: 'a', name: 'Page', unit: 'a3' }] })
    expect(game.state.leaders[2]).toMatchObject({ status: 'reserve', unit: 'a3' })
    expect(checkInvariants(game.rules, game.state)).toEqual([])
  })

  it('units: on a hex of the map when active, off the map otherwise', () => {
    expect(issuesAfter((s) => void (unit(s, 'a2').hex = '8,8'))).toEqual([['state/unit-off-map', 'units[1].hex']])
    expect(issuesAfter((s) => void (unit(s, 'a2').hex = '04,4'))).toEqual([['state/unit-off-map', 'units[1].hex']])
    expect(issuesAfter((s) => void (unit(s, 'a2').hex = null))).toEqual([['state/unit-hex', 'units[1].hex']])
    expect(issuesAfter((s) => void (unit(s, 'a3').hex = '0,0'))).toEqual([['state/unit-hex', 'units[2].hex']])
    expect(issuesAfter((s) => void (unit(s, 'b2').side = 'c'))).toEqual([['state/unknown-side', 'units[4].side']])
    expect(issuesAfter((s) => void (unit(s, 'b2').id = 'b1'))).toEqual([['state/duplicate-id', 'units[4].id']])
  })

  it('HM-MOVE-8 no two active units on one hex', () => {
    expect(issuesAfter((s) => void (unit(s, 'b2').hex = '4,4'))).toEqual([['state/stacked', 'units[4].hex']])
    expect(issuesAfter((s) => void Object.assign(unit(s, 'b2'), { hex: null, status: 'eliminated' }))).toEqual([])
  })

  it('HM-LDR-12 an active leader rides an active unit of his side', () => {
    expect(issuesAfter((s) => void (s.leaders[0]!.unit = 'b2'))).toEqual([['state/leader-detached', 'leaders[0].unit']])
    expect(issuesAfter((s) => void (s.leaders[0]!.unit = null))).toEqual([['state/leader-detached', 'leaders[0].unit']])
    expect(issuesAfter((s) => void (s.leaders[0]!.unit = 'a3'))).toEqual([['state/leader-detached', 'leaders[0].unit']])
    expect(issuesAfter((s) => void Object.assign(s.leaders[0]!, { status: 'eliminated', unit: 'b2' }))).toEqual([])
  })

  it('counters: one entry per side, non-negative integers', () => {
    expect(issuesAfter((s) => void s.counters.pop())).toEqual([['state/counters', 'counters']])
    expect(issuesAfter((s) => void s.counters.push({ ...s.counters[0]! }))).toEqual([['state/counters', 'counters[2].side']])
    expect(issuesAfter((s) => void (s.counters[1]!.stepsLost = -1))).toEqual([['state/counters', 'counters[1].stepsLost']])
    expect(issuesAfter((s) => void (s.counters[0]!.strengthEliminated = 0.5))).toEqual([['state/counters', 'counters[0].strengthEliminated']])
  })

  it('pending decisions name a side of the game', () => {
    expect(issuesAfter((s) => void s.pending.push({ kind: 'x', side: 'b', ruleId: 'R', data: {} }))).toEqual([])
    expect(issuesAfter((s) => void s.pending.push({ kind: 'x', side: 'zz', ruleId: 'R', data: {} }))).toEqual([['state/pending-side', 'pending[0].side']])
  })

  it('turn: the phase index, phase id and active side agree', () => {
    expect(issuesAfter((s) => void (s.turn.phaseIndex = 7))).toEqual([['state/turn', 'turn.phaseIndex']])
    expect(issuesAfter((s) => void (s.turn.phaseIndex = -1))).toEqual([['state/turn', 'turn.phaseIndex']])
    expect(issuesAfter((s) => void (s.turn.phase = 'combat'))).toEqual([['state/turn', 'turn.phase']])
    expect(issuesAfter((s) => void (s.turn.activeSide = 'b'))).toEqual([['state/turn', 'turn.activeSide']])
    expect(issuesAfter((s) => void (s.turn.turn = 0))).toEqual([['state/turn', 'turn.turn']])
    expect(issuesAfter((s) => void (s.result = { winner: 'zz', condition: 'c', ruleId: 'R', message: 'm' }))).toEqual([['state/result', 'result.winner']])
  })

  it("appends the plugins' own invariants (hooks.invariants)", () => {
    const game = testGame({ units, leaders })
    const s = cloneState(game.state)
    unit(s, 'b1').stats.steps = 5
    expect(coreInvariants(game.rules, s)).toEqual([])
    expect(checkInvariants(game.rules, s)).toEqual([expect.objectContaining({ code: 'test/steps', path: 'units[3].stats.steps' })])
  })

  it('createGame refuses a setup that breaks the invariants (state/invariant)', () => {
    @injectable()
    class Stacker {
      apply(hooks: HookRegistry) {
        hooks.setupState.tap('stacker', ({ draft }) => void (draft.units[1]!.hex = draft.units[0]!.hex))
      }
    }
    const stacker = definePlugin({ manifest: { id: 'stacker', name: 'Stacker', version: '0.1.0', engine: '^0.1.0' }, plugin: Stacker })
    const scenario = testScenario({ units, leaders, plugins: [{ id: 'core-test' }, { id: 'stacker' }] })
    let error: unknown
    try {
      createGame({ scenario, plugins: [...testPlugins, stacker] })
    } catch (e) {
      error = e
    }
    expect(error).toMatchObject({ code: 'state/invariant', issues: [{ code: 'state/stacked', path: 'units[1].hex' }] })
  })
})
