import { describe, expect, it } from 'vitest'
import type { ActResult, Game } from './Game'
import { enemyZocMask } from './movementRange'
import { injectable } from 'tsyringe'
import type { HookRegistry } from '../hooks/HookRegistry'
import { definePlugin } from '../plugin/definePlugin'
import type { RulePlugin } from '../plugin/RulePlugin'
import { createGame } from './createGame'
import { CORE_TEST, move, play, testGame, testPlugins, testScenario, type TestScenarioOptions } from './testPlugins.fixture'

/** Plays `action` and checks the answer; a refused move must leave the game exactly as it was. */
function tryMove(game: Game, action: ReturnType<typeof move>): ActResult {
  const state = game.state
  const hash = game.hash()
  const r = game.act(action)
  if (!r.ok) {
    expect(game.state).toBe(state)
    expect(game.hash()).toBe(hash)
  }
  return r
}

const rejected = (code: string, ruleId: string) => ({ ok: false, code, ruleId })
const g = (o: Partial<TestScenarioOptions> & Pick<TestScenarioOptions, 'units'>, config: Record<string, unknown> = {}) => testGame({ ...o, config })
const hexAt = (game: Game, unit: string) => game.state.units.find((u) => u.id === unit)!.hex

describe('core/move', () => {
  it('checks the adjacency the fixtures rely on (flat-top, odd-q)', () => {
    const { grid } = g({ units: [{ id: 'a1', hex: '0,0' }] }).rules
    const d = (x: string, y: string) => grid.distance(grid.indexOfRef(x), grid.indexOfRef(y))
    expect([d('2,2', '2,3'), d('2,2', '3,2'), d('3,2', '3,3'), d('3,3', '2,4'), d('1,2', '2,3'), d('1,3', '2,3'), d('1,2', '0,3'), d('0,3', '1,3')]).toEqual([1, 1, 1, 1, 1, 1, 1, 1])
    expect([d('1,1', '2,3'), d('0,2', '2,3'), d('0,3', '2,3')]).toEqual([2, 2, 2])
  })

  it('moves by the cheapest path and reports path and cost', () => {
    const game = g({ units: [{ id: 'a1', hex: '2,2' }], terrain: { '2,3': 'forest' } }, { mp: 3 })
    const r = tryMove(game, move('a1', '2,4'))
    expect(r).toMatchObject({ ok: true })
    expect(hexAt(game, 'a1')).toBe('2,4')
    expect(game.events.at(-1)).toMatchObject({ type: 'moveCommitted', from: '2,2', to: '2,4', cost: 3, ruleId: 'core/move-allowance' })
  })

  it('core/move-allowance an explicit path costs what its own hexes cost, not the cheapest route', () => {
    const forest = { units: [{ id: 'a1', hex: '2,2' }], terrain: { '2,3': 'forest' } }
    const ok = g(forest, { mp: 3 })
    expect(tryMove(ok, move('a1', '2,4', 'a', ['2,3', '2,4']))).toMatchObject({ ok: true })
    expect(ok.events.at(-1)).toMatchObject({ type: 'moveCommitted', path: ['2,3', '2,4'], cost: 3 })
    // With forest at 3 MP the straight path costs 4: too far, although the detour (3 MP) is legal.
    const dear = g(forest, { mp: 3, forestCost: 3 })
    expect(tryMove(dear, move('a1', '2,4', 'a', ['2,3', '2,4']))).toMatchObject(rejected('move/too-far', 'core/move-allowance'))
    expect(tryMove(dear, move('a1', '2,4'))).toMatchObject({ ok: true })
  })

  it('core/move-enemy never enters an enemy hex, with or without a path', () => {
    const units = [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '2,3' }]
    expect(tryMove(g({ units }), move('a1', '2,3'))).toMatchObject(rejected('move/enemy-occupied', 'core/move-enemy'))
    expect(tryMove(g({ units }), move('a1', '2,3', 'a', ['2,3']))).toMatchObject(rejected('move/enemy-occupied', 'core/move-enemy'))
  })

  it('core/move-stacking never ends on a friend, but passes through one', () => {
    const units = [{ id: 'a1', hex: '2,2' }, { id: 'a2', hex: '2,3' }]
    expect(tryMove(g({ units }), move('a1', '2,3'))).toMatchObject(rejected('move/occupied', 'core/move-stacking'))
    expect(tryMove(g({ units }), move('a1', '2,3', 'a', ['2,3']))).toMatchObject(rejected('move/occupied', 'core/move-stacking'))
    const through = g({ units })
    expect(tryMove(through, move('a1', '2,4', 'a', ['2,3', '2,4']))).toMatchObject({ ok: true })
    expect(hexAt(through, 'a1')).toBe('2,4')
  })

  it('core/move-impassable never enters impassable terrain, nor crosses an impassable hexside', () => {
    const river = { units: [{ id: 'a1', hex: '2,2' }], terrain: { '2,3': 'river' } }
    expect(tryMove(g(river), move('a1', '2,3'))).toMatchObject(rejected('move/impassable', 'core/move-impassable'))
    expect(tryMove(g(river), move('a1', '2,3', 'a', ['2,3']))).toMatchObject(rejected('move/impassable', 'core/move-impassable'))
    // 2,4 is reachable round the river (3 MP), but not through it.
    expect(tryMove(g(river, { mp: 4 }), move('a1', '2,4', 'a', ['2,3', '2,4']))).toMatchObject(rejected('move/impassable', 'core/move-impassable'))
    expect(tryMove(g(river, { mp: 4 }), move('a1', '2,4'))).toMatchObject({ ok: true })
    // A wall on the south hexside of 2,2: 2,3 only by the detour through 3,2.
    const wall = { units: [{ id: 'a1', hex: '2,2' }], hexsides: [{ hex: '2,2', dir: 3, feature: 'wall' }] }
    expect(tryMove(g(wall), move('a1', '2,3', 'a', ['2,3']))).toMatchObject(rejected('move/impassable', 'core/move-impassable'))
    expect(tryMove(g(wall), move('a1', '2,3', 'a', ['3,2', '2,3']))).toMatchObject({ ok: true })
    const detour = g(wall)
    expect(tryMove(detour, move('a1', '2,3'))).toMatchObject({ ok: true })
    expect(detour.events.at(-1)).toMatchObject({ path: ['3,2', '2,3'], cost: 2 })
  })

  it('core/move-allowance adds hexside costs along an explicit path', () => {
    const stream = { units: [{ id: 'a1', hex: '2,2' }], hexsides: [{ hex: '2,3', dir: 0, feature: 'stream' }] }
    const game = g(stream, { mp: 2 })
    expect(tryMove(game, move('a1', '2,3', 'a', ['2,3']))).toMatchObject({ ok: true })
    expect(game.events.at(-1)).toMatchObject({ cost: 2 })
    expect(tryMove(g(stream, { mp: 2 }), move('a1', '2,4', 'a', ['2,3', '2,4']))).toMatchObject(rejected('move/too-far', 'core/move-allowance'))
  })

  it('core/move-allowance refuses a destination beyond the allowance, with or without a path', () => {
    const units = [{ id: 'a1', hex: '2,1' }]
    expect(tryMove(g({ units }), move('a1', '2,5'))).toMatchObject(rejected('move/too-far', 'core/move-allowance'))
    expect(tryMove(g({ units }), move('a1', '2,5', 'a', ['2,2', '2,3', '2,4', '2,5']))).toMatchObject(rejected('move/too-far', 'core/move-allowance'))
  })

  it('core/zoc-to-zoc forbids a step from enemy ZOC straight into enemy ZOC, even where a detour exists', () => {
    // a1 on 1,2 and 1,3 are both next to b1 (2,3); 0,3, next to both, is free of ZOC.
    const units = [{ id: 'a1', hex: '1,2' }, { id: 'b1', side: 'b', hex: '2,3' }]
    expect(tryMove(g({ units }, { mp: 1 }), move('a1', '1,3'))).toMatchObject(rejected('move/zoc-to-zoc', 'core/zoc-to-zoc'))
    expect(tryMove(g({ units }, { mp: 1 }), move('a1', '1,3', 'a', ['1,3']))).toMatchObject(rejected('move/zoc-to-zoc', 'core/zoc-to-zoc'))
    // With 2 MP the unit may leave the ZOC (HM-ZOC-5) and come back by 0,3...
    const detour = g({ units })
    expect(tryMove(detour, move('a1', '1,3'))).toMatchObject({ ok: true })
    expect(detour.events.at(-1)).toMatchObject({ path: ['0,3', '1,3'], cost: 2 })
    // ...but not by the direct step, whatever MP it has.
    expect(tryMove(g({ units }, { mp: 3 }), move('a1', '1,3', 'a', ['1,3']))).toMatchObject(rejected('move/zoc-to-zoc', 'core/zoc-to-zoc'))
    expect(tryMove(g({ units }), move('a1', '1,3', 'a', ['0,3', '1,3']))).toMatchObject({ ok: true })
  })

  it('core/zoc-stop stops a move on the first enemy-ZOC hex entered', () => {
    const units = [{ id: 'a1', hex: '1,1' }, { id: 'b1', side: 'b', hex: '2,3' }]
    expect(tryMove(g({ units }, { mp: 3 }), move('a1', '1,4'))).toMatchObject(rejected('move/zoc-stop', 'core/zoc-stop'))
    expect(tryMove(g({ units }, { mp: 3 }), move('a1', '1,4', 'a', ['1,2', '1,3', '1,4']))).toMatchObject(rejected('move/zoc-stop', 'core/zoc-stop'))
    // With 4 MP the way round (0,2, 0,3, 0,4) is legal, the way through still is not.
    expect(tryMove(g({ units }, { mp: 4 }), move('a1', '1,4', 'a', ['1,2', '1,3', '1,4']))).toMatchObject(rejected('move/zoc-stop', 'core/zoc-stop'))
    expect(tryMove(g({ units }, { mp: 4 }), move('a1', '1,4'))).toMatchObject({ ok: true })
    // Ending in ZOC is allowed (HM-ZOC-2).
    expect(tryMove(g({ units }), move('a1', '1,2', 'a', ['1,2']))).toMatchObject({ ok: true })
  })

  it('core/zoc-stop a friend standing in enemy ZOC can be neither passed nor ended on', () => {
    const units = [{ id: 'a1', hex: '1,1' }, { id: 'a2', hex: '1,2' }, { id: 'b1', side: 'b', hex: '2,3' }]
    expect(tryMove(g({ units }, { mp: 3 }), move('a1', '1,3', 'a', ['1,2', '1,3']))).toMatchObject(rejected('move/zoc-stop', 'core/zoc-stop'))
    expect(tryMove(g({ units }), move('a1', '1,2', 'a', ['1,2']))).toMatchObject(rejected('move/occupied', 'core/move-stacking'))
  })

  it('core/zoc-stop enemyZocMask: for a given unit, ZOC does not extend across a hexside it may not cross', () => {
    // Enemy b1 on 2,3; a wall on its north hexside, towards 2,2.
    const game = g({ units: [{ id: 'a1', hex: '2,1' }, { id: 'b1', side: 'b', hex: '2,3' }], hexsides: [{ hex: '2,3', dir: 0, feature: 'wall' }] })
    const { rules, state } = game
    const a1 = state.units.find((u) => u.id === 'a1')!
    const at = (mask: Uint8Array, hex: string) => mask[rules.grid.indexOfRef(hex)]
    expect(at(enemyZocMask(rules, state, 'a'), '2,2')).toBe(1)
    expect(at(enemyZocMask(rules, state, 'a', a1), '2,2')).toBe(0)
    expect(at(enemyZocMask(rules, state, 'a', a1), '2,4')).toBe(1)
    expect([...enemyZocMask(rules, state, 'a', a1)].filter((x) => x === 1)).toHaveLength(5)
  })

  it('core/zoc-stop enemyZocMask: a hexside that only costs MP does not stop ZOC, and whether one may be crossed is judged for the unit', () => {
    // Hedges: horses may not cross them, foot may (for 1 MP). A stream costs every unit 1 MP.
    @injectable()
    class Hedges implements RulePlugin {
      apply(hooks: HookRegistry) {
        hooks.hexsideCost.tap({ plugin: 'hedges', after: [CORE_TEST] }, (cost, { unit, terrain }) =>
          terrain === 'hedge' ? (unit.type === 'horse' ? { cost: 'impassable', ruleId: 'TEST-H' } : { cost: 1, ruleId: 'TEST-H' }) : cost,
        )
      }
    }
    const hedges = definePlugin({ manifest: { id: 'hedges', name: 'Hedges', version: '0.1.0', engine: '^0.1.0' }, plugin: Hedges })
    const scenario = testScenario({
      units: [{ id: 'foot', hex: '2,1' }, { id: 'horse', hex: '5,1', type: 'horse' }, { id: 'b1', side: 'b', hex: '2,3' }],
      hexsides: [{ hex: '2,3', dir: 0, feature: 'hedge' }, { hex: '2,3', dir: 3, feature: 'stream' }],
      plugins: [{ id: CORE_TEST }, { id: 'hedges' }],
    })
    const { rules, state } = createGame({ scenario, plugins: [...testPlugins, hedges] })
    const unit = (id: string) => state.units.find((u) => u.id === id)!
    const at = (mask: Uint8Array, hex: string) => mask[rules.grid.indexOfRef(hex)]
    // North of b1, across the hedge: in ZOC for the foot, not for the horse.
    expect(at(enemyZocMask(rules, state, 'a', unit('foot')), '2,2')).toBe(1)
    expect(at(enemyZocMask(rules, state, 'a', unit('horse')), '2,2')).toBe(0)
    // South of b1, across the stream: in ZOC for both.
    expect(at(enemyZocMask(rules, state, 'a', unit('foot')), '2,4')).toBe(1)
    expect(at(enemyZocMask(rules, state, 'a', unit('horse')), '2,4')).toBe(1)
  })

  it('core/terrain-stop stop terrain ends the move on entering it', () => {
    const ford = { units: [{ id: 'a1', hex: '2,2' }], terrain: { '2,3': 'ford' } }
    expect(tryMove(g(ford, { mp: 3 }), move('a1', '2,4', 'a', ['2,3', '2,4']))).toMatchObject(rejected('move/terrain-stop', 'core/terrain-stop'))
    expect(tryMove(g(ford, { mp: 3 }), move('a1', '2,3', 'a', ['2,3']))).toMatchObject({ ok: true })
  })

  it('core/move-allowance minimum move: one adjacent hex for all the MP, with or without a path', () => {
    const forest = { units: [{ id: 'a1', hex: '2,2' }], terrain: { '2,3': 'forest', '2,4': 'forest' } }
    expect(tryMove(g(forest, { mp: 1 }), move('a1', '2,3'))).toMatchObject(rejected('move/too-far', 'core/move-allowance'))
    const a = g(forest, { mp: 1, minimumMove: true })
    expect(tryMove(a, move('a1', '2,3'))).toMatchObject({ ok: true })
    expect(tryMove(g(forest, { mp: 1, minimumMove: true }), move('a1', '2,3', 'a', ['2,3']))).toMatchObject({ ok: true })
    expect(tryMove(g(forest, { mp: 1, minimumMove: true }), move('a1', '2,4', 'a', ['2,3', '2,4']))).toMatchObject(rejected('move/too-far', 'core/move-allowance'))
  })

  it('refuses malformed paths', () => {
    const units = [{ id: 'a1', hex: '2,2' }]
    expect(tryMove(g({ units }), move('a1', '2,4', 'a', ['2,4']))).toMatchObject(rejected('move/path-not-adjacent', 'core/move-path'))
    expect(tryMove(g({ units }), move('a1', '2,4', 'a', ['2,3']))).toMatchObject({ ok: false, code: 'move/path-mismatch' })
    expect(tryMove(g({ units }), move('a1', '2,3', 'a', []))).toMatchObject({ ok: false, code: 'move/path-mismatch' })
    expect(tryMove(g({ units }), move('a1', '2,2'))).toMatchObject(rejected('move/no-movement', 'core/move-destination'))
  })

  it('refuses a unit that is not on the map, and a unit vetoed by the rules', () => {
    const game = g({ units: [{ id: 'a1', hex: '2,2' }, { id: 'a9', hex: null }] })
    expect(tryMove(game, move('a9', '2,3'))).toMatchObject({ ok: false, code: 'move/not-on-map' })
    play(game, move('a1', '2,3'))
    expect(tryMove(game, move('a1', '2,4'))).toMatchObject(rejected('test/already-moved', 'TEST-6'))
  })
})
