import { buildRules, cloneJson, createInitialState, definePlugin, injectable, parseScenario, type GameRules, type GameState, type HookRegistry, type RulePlugin } from '@hexes/core'
import { examplePlugin } from '@hexes/plugin-example'
import { testScenario } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { checkPlayInvariants } from './checkPlayInvariants'

@injectable()
class StrictRules implements RulePlugin {
  apply(hooks: HookRegistry): void {
    hooks.invariants.tap('strict', ({ state }) =>
      state.units.some((u) => u.id === 'a2' && u.status === 'eliminated') ? { code: 'strict/a2-lost', path: 'units[1]', message: 'a2 must never be eliminated' } : undefined,
    )
  }
}
const strictPlugin = definePlugin({ manifest: { id: 'strict', name: 'Strict', version: '0.0.0', engine: '^0.1.0' }, plugin: StrictRules })

function setup(): { rules: GameRules; state: GameState } {
  const scenario = testScenario({
    plugins: [{ id: 'example' }, { id: 'strict' }],
    units: [{ id: 'a1', hex: '1,1' }, { id: 'a2', hex: '1,3' }, { id: 'b1', side: 'b', hex: '4,1' }],
    leaders: [{ id: 'la', side: 'a', name: 'Leader A', unit: 'a1' }],
  })
  const rules = buildRules(parseScenario(scenario), [examplePlugin, strictPlugin])
  return { rules, state: createInitialState(rules, 1).state }
}
const codes = (rules: GameRules, s: GameState, prev?: GameState) => checkPlayInvariants(rules, s, prev).map((i) => i.code)

describe('ai/checkPlayInvariants', () => {
  it('finds nothing wrong in a fresh game', () => {
    const { rules, state } = setup()
    expect(checkPlayInvariants(rules, state)).toEqual([])
  })

  it('includes the engine invariants (core checkInvariants) with their paths', () => {
    const { rules, state } = setup()
    state.units[1]!.hex = '1,1'
    expect(checkPlayInvariants(rules, state)).toEqual([expect.objectContaining({ code: 'state/stacked', path: 'units[1].hex' })])
  })

  it('includes the rules\' own invariants hook', () => {
    const { rules, state } = setup()
    state.units[1]!.status = 'eliminated'
    state.units[1]!.hex = null
    expect(codes(rules, state)).toEqual(['strict/a2-lost'])
  })

  it('reports counters that go down (append-only)', () => {
    const { rules, state } = setup()
    const next = cloneJson(state)
    state.counters[0]!.unitsEliminated = 2
    next.counters[0]!.unitsEliminated = 1
    expect(codes(rules, next, state)).toEqual(['play/counter-decreased'])
    expect(codes(rules, next)).toEqual([])
  })

  it('reports pending decisions nobody can answer and a finished game still waiting', () => {
    const { rules, state } = setup()
    state.pending.push({ kind: 'nobody/answers', side: 'a', ruleId: 'X', data: {} })
    expect(codes(rules, state)).toEqual(['play/unanswerable'])
    state.result = { winner: 'a', condition: 'x', ruleId: 'X', message: 'x' }
    expect(codes(rules, state)).toEqual(expect.arrayContaining(['play/pending-after-end', 'play/active-after-end']))
  })

  it('reports play stopped in an automatic phase and a broken PRNG state', () => {
    const { rules, state } = setup()
    const auto = rules.phases.findIndex((p) => p.auto !== undefined)
    state.turn.phaseIndex = auto
    state.turn.phase = rules.phases[auto]!.id
    state.turn.activeSide = null
    state.rng = { algo: 'sfc32', s: [-1, 0, 0, 0] }
    expect(codes(rules, state)).toEqual(['play/auto-phase', 'play/rng'])
  })

  it('allows the time track past the last turn within a turn, not into the next one', () => {
    const { rules, state } = setup()
    const jumped = cloneJson(state)
    jumped.turn.timeTrack = jumped.turn.lastTurn + 3
    expect(codes(rules, jumped, state)).toEqual([])
    const next = cloneJson(jumped)
    next.turn.turn += 1
    expect(codes(rules, next, jumped)).toEqual(['play/past-last-turn'])
  })
})
