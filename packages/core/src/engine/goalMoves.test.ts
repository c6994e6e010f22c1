import { describe, expect, it } from 'vitest'
import type { Rejection } from '../errors/Rejection'
import { createGame } from './createGame'
import type { Game, MovementOptions } from './Game'
import { SK_MOVES, skirmishMovesPlugin } from './skirmishMoves.fixture'
import { testScenario, type TestScenarioOptions } from './testPlugins.fixture'

/**
 * The movement model carries the skirmish family (issue: "the core carries every rule family"):
 * every capability through a test plugin that is not shipped (`skirmishMoves.fixture.ts`): paces
 * with fractions, facing with turn costs, obstacle costs per class, a flyer, a unit that exerts no
 * ZOC, a charge, a flight off the edge and a pursuit. Facing 0 is north, 3 south (`DIRECTIONS`).
 */
function game(o: Omit<TestScenarioOptions, 'plugins'>, dice?: number[]): Game {
  return createGame({ scenario: testScenario({ ...o, plugins: [{ id: SK_MOVES }] }), plugins: [skirmishMovesPlugin], ...(dice ? { dice } : {}) })
}

function options(g: Game, unit: string): MovementOptions {
  const o = g.movementOptions(unit)
  if ('ok' in o) throw new Error(o.message)
  return o
}

const costTo = (o: MovementOptions, hex: string) => o.destinations.find((d) => d.hex === hex)?.cost
const lastEvent = (g: Game, type: string) => g.events.filter((e) => e.type === type).at(-1)!

describe('core movement model: the skirmish family through a test plugin', () => {
  it('SK-MOVE-5 fractional paces: an about-face of M5 costs 2.5, and leaves one hex (2 paces) but not two', () => {
    const g = game({ units: [{ id: 'a1', type: 'foot', hex: '3,5', facing: 0 }, { id: 'b1', side: 'b', type: 'foot', hex: '7,0' }] })
    const o = options(g, 'a1')
    expect(o).toMatchObject({ mp: 5, units: 'paces' })
    expect(o.facingsAt!('3,5')).toContainEqual({ facing: 3, cost: 2.5 })
    expect(costTo(o, '3,6')).toBe(4.5) // about-face 2.5 + one hex 2
    expect(costTo(o, '3,7')).toBeUndefined() // 6.5 > 5
    expect(costTo(o, '3,3')).toBe(4) // straight ahead: two hexes
    expect(costTo(o, '3,2')).toBeUndefined()
    const r = g.act({ type: 'move', side: 'a', unit: 'a1', to: '3,6' })
    expect(r.ok).toBe(true)
    expect(lastEvent(g, 'moveCommitted')).toMatchObject({ from: '3,5', to: '3,6', path: ['3,6'], cost: 4.5, facing: 3, message: 'a1 moves 3,5 → 3,6 (4.5 paces)' })
    expect(g.state.units[0]).toMatchObject({ hex: '3,6', facing: 3 })
  })

  it('SK-MOVE-6 a 60° wheel costs 1 pace, 120° costs 2; a turn in place is a move; a turn too dear is refused', () => {
    const g = game({ units: [{ id: 'a1', type: 'foot', hex: '3,5', facing: 0 }, { id: 'b1', side: 'b', type: 'foot', hex: '7,0' }] })
    expect(options(g, 'a1').facingsAt!('3,5')).toEqual([
      { facing: 1, cost: 1 }, { facing: 2, cost: 2 }, { facing: 3, cost: 2.5 }, { facing: 4, cost: 2 }, { facing: 5, cost: 1 },
    ])
    expect(g.act({ type: 'move', side: 'a', unit: 'a1', to: '3,5', facing: 2 }).ok).toBe(true)
    expect(lastEvent(g, 'moveCommitted')).toMatchObject({ from: '3,5', to: '3,5', path: [], cost: 2, facing: 2 })
    expect(g.act({ type: 'move', side: 'a', unit: 'a1', to: '3,5', facing: 2 })).toMatchObject({ ok: false, code: 'move/no-movement', ruleId: 'core/move-destination' })
    expect(g.act({ type: 'move', side: 'a', unit: 'a1', to: '3,4', facing: 0, path: ['3,4'] })).toMatchObject({ ok: false, code: 'move/path-with-facing' })
    // Two hexes ahead (4 paces), then an about-face (2.5): beyond M5.
    const fresh = game({ units: [{ id: 'a1', type: 'foot', hex: '3,5', facing: 0 }, { id: 'b1', side: 'b', type: 'foot', hex: '7,0' }] })
    const dear = fresh.act({ type: 'move', side: 'a', unit: 'a1', to: '3,3', facing: 3 }) as Rejection
    expect(dear).toMatchObject({ ok: false, code: 'move/turn-too-dear', ruleId: 'core/facing' })
    expect(fresh.act({ type: 'move', side: 'a', unit: 'a1', to: '3,3', facing: 1 }).ok).toBe(true) // a 60° wheel: 5 paces
  })

  it('SK-MOVE-2 woods halve movement: a wood hex costs 4 paces', () => {
    const g = game({ terrain: { '3,4': 'woods' }, units: [{ id: 'a1', type: 'foot', hex: '3,5', facing: 0 }, { id: 'b1', side: 'b', type: 'foot', hex: '7,0' }] })
    const o = options(g, 'a1')
    expect(costTo(o, '3,4')).toBe(4)
    expect(costTo(o, '3,3')).toBeUndefined() // 4 + 2 > 5
  })

  it('SK-MOVE-2 a profile\'s step costs (stepCost): a step up onto a hill costs double, the step down does not, and a hedge on the way adds its own', () => {
    const g = game({ terrain: { '3,4': 'hill', '3,3': 'hill' }, units: [{ id: 'a1', type: 'foot', hex: '3,5', facing: 0 }, { id: 'b1', side: 'b', type: 'foot', hex: '7,0' }] })
    const o = options(g, 'a1')
    expect(costTo(o, '3,4')).toBe(4) // up: 2 + 2
    expect(costTo(o, '3,3')).toBeUndefined() // 4 up, then 2 on the hill top: 6 > 5
    const down = game({ terrain: { '3,5': 'hill' }, units: [{ id: 'a1', type: 'foot', hex: '3,5', facing: 0 }, { id: 'b1', side: 'b', type: 'foot', hex: '7,0' }] })
    expect(costTo(options(down, 'a1'), '3,4')).toBe(2) // down: no extra
    expect(costTo(options(down, 'a1'), '3,3')).toBe(4)
    const hedged = game({ terrain: { '3,4': 'hill' }, hexsides: [{ hex: '3,5', dir: 0, feature: 'hedge' }], units: [{ id: 'a1', type: 'foot', hex: '3,5', facing: 0 }, { id: 'b1', side: 'b', type: 'foot', hex: '7,0' }] })
    expect(costTo(options(hedged, 'a1'), '3,4')).toBeUndefined() // 2 + 2 uphill + 2 hedge = 6 > 5
    expect(hedged.act({ type: 'move', side: 'a', unit: 'a1', to: '3,4' })).toMatchObject({ ok: false, code: 'move/too-far' })
  })

  it('SK-MOVE-3/4 obstacle costs by class: a hedge costs 2 paces to all, a high wall 2 to foot and 3 to horse', () => {
    const at = (feature: string, type: string) => {
      const g = game({ hexsides: [{ hex: '3,5', dir: 0, feature }], units: [{ id: 'a1', type, hex: '3,5', facing: 0 }, { id: 'b1', side: 'b', type: 'foot', hex: '7,0' }] })
      const o = options(g, 'a1')
      return ['3,4', '3,3', '3,2', '3,1'].map((h) => costTo(o, h))
    }
    expect(at('hedge', 'foot')).toEqual([4, undefined, undefined, undefined])
    expect(at('wall', 'foot')).toEqual([4, undefined, undefined, undefined])
    expect(at('hedge', 'horse')).toEqual([4, 6, 8, undefined])
    expect(at('wall', 'horse')).toEqual([5, 7, undefined, undefined])
    expect(at('none', 'horse')).toEqual([2, 4, 6, 8])
  })

  it('SK-FLY-1, GAP-SK-26, I-04 a flyer crosses walls, woods and a river at one step a hex, flies over units and ZOC, and never ends on a unit or the river', () => {
    const g = game({
      terrain: { '3,6': 'woods', '3,5': 'river' },
      hexsides: [{ hex: '3,7', dir: 0, feature: 'wall' }],
      units: [{ id: 'f1', type: 'flyer', hex: '3,7' }, { id: 'b1', side: 'b', type: 'foot', hex: '3,4' }, { id: 'b2', side: 'b', type: 'foot', hex: '4,3' }],
    })
    const o = options(g, 'f1')
    expect(o.facingsAt).toBeUndefined()
    expect(costTo(o, '3,6')).toBe(2)
    expect(costTo(o, '3,5')).toBeUndefined() // a river: crossed, never ended on
    expect(costTo(o, '3,4')).toBeUndefined() // an enemy: flown over, never ended on
    expect(costTo(o, '3,3')).toBe(8) // next to b2: its ZOC does not stop a flyer
    expect(costTo(o, '3,2')).toBe(10)
    expect(g.act({ type: 'move', side: 'a', unit: 'f1', to: '3,2' }).ok).toBe(true)
    expect(lastEvent(g, 'moveCommitted')).toMatchObject({ path: ['3,6', '3,5', '3,4', '3,3', '3,2'], cost: 10 })
  })

  it('I-12 a unit that exerts no ZOC and holds no hex (a prisoner) neither stops a mover nor blocks it; it is never ended on', () => {
    const with_ = (type: string) => {
      const g = game({ units: [{ id: 'a1', type: 'foot', hex: '1,5', facing: 0 }, { id: 'b1', side: 'b', type, hex: '1,4' }] })
      return options(g, 'a1')
    }
    const guarded = with_('foot')
    expect(costTo(guarded, '1,3')).toBeUndefined()
    expect(guarded.destinations.map((d) => d.hex)).not.toContain('1,4')
    const prisoner = with_('prisoner')
    expect(costTo(prisoner, '1,3')).toBe(4) // through the prisoner's hex
    expect(costTo(prisoner, '1,4')).toBeUndefined() // but not onto it
    expect(prisoner.startsInZoc).toBe(false)
  })

  it('SK-CHARGE-1..3 a charge moves up to 2M and ends in contact, facing its target; a target out of reach is refused', () => {
    const g = game({ units: [{ id: 'a1', type: 'foot', hex: '3,7', facing: 0 }, { id: 'b1', side: 'b', type: 'foot', hex: '3,2' }, { id: 'b2', side: 'b', type: 'foot', hex: '6,0' }] })
    // A plain move of M5 does not get there: 3,3 is 8 paces away.
    expect(costTo(options(g, 'a1'), '3,3')).toBeUndefined()
    expect(g.act({ type: 'test/charge', side: 'a', unit: 'a1', target: 'b2' })).toMatchObject({ ok: false, code: 'test/out-of-reach' })
    expect(g.act({ type: 'test/charge', side: 'a', unit: 'a1', target: 'b1' }).ok).toBe(true)
    expect(lastEvent(g, 'moveCommitted')).toMatchObject({ from: '3,7', to: '3,3', path: ['3,6', '3,5', '3,4', '3,3'], cost: 8, facing: 0, ruleId: 'T-CHARGE' })
  })

  it('SK-MORALE-1..3, R-06, R-07 a flight of M + 1d10 steps away from the enemy (ties: towards the nearest edge), through a friend, and is lost on entering an edge hex', () => {
    const at = (friend: string, roll: number) =>
      createGame({
        scenario: testScenario({ width: 12, height: 12, plugins: [{ id: SK_MOVES }], units: [{ id: 'a1', type: 'foot', hex: '5,5' }, { id: 'a2', type: 'foot', hex: friend }, { id: 'b1', side: 'b', type: 'foot', hex: '5,4' }] }),
        plugins: [skirmishMovesPlugin],
        dice: [roll],
      })
    // M5 + 7 = 12 paces, 6 hexes: the edge hex 0,8 is entered on the 5th step, and the unit is lost.
    const long = at('3,6', 7)
    expect(long.act({ type: 'test/flee', side: 'a', unit: 'a1' }).ok).toBe(true)
    const fled = lastEvent(long, 'test/fled-off')
    expect(fled).toMatchObject({ unit: 'a1', roll: 7, path: ['4,6', '3,6', '2,7', '1,7', '0,8'] })
    const grid = long.rules.grid
    const away = (fled.path as string[]).map((h) => grid.distance(grid.indexOfRef(h), grid.indexOfRef('5,4')))
    expect(away).toEqual([...away].sort((x, y) => x - y)) // never nearer the enemy
    expect(long.state.units[0]).toMatchObject({ hex: null, status: 'reserve' })
    // M5 + 1 = 6 paces, 3 hexes: the third is a friend's, so the flight ends on the hex before it.
    const short = at('2,7', 1)
    expect(short.act({ type: 'test/flee', side: 'a', unit: 'a1' }).ok).toBe(true)
    expect(lastEvent(short, 'moveCommitted')).toMatchObject({ from: '5,5', to: '3,6', path: ['4,6', '3,6'], cost: 4, ruleId: 'T-FLEE' })
  })

  it('SK-MORALE-4/5, GAP-SK-16 a pursuit of M + 1d6 catches its quarry when it can end next to it, else ends as near as it can', () => {
    const units = [{ id: 'a1', type: 'foot', hex: '3,0', facing: 3 }, { id: 'b1', side: 'b', type: 'foot', hex: '3,6' }]
    const caught = game({ units }, [5])
    expect(caught.act({ type: 'test/pursue', side: 'a', unit: 'a1', target: 'b1' }).ok).toBe(true)
    expect(lastEvent(caught, 'test/pursuit')).toMatchObject({ caught: true, roll: 5 })
    expect(caught.state.units[0]).toMatchObject({ hex: '3,5', facing: 3 })
    const missed = game({ units }, [4])
    expect(missed.act({ type: 'test/pursue', side: 'a', unit: 'a1', target: 'b1' }).ok).toBe(true)
    expect(lastEvent(missed, 'test/pursuit')).toMatchObject({ caught: false, roll: 4 })
    expect(missed.state.units[0]).toMatchObject({ hex: '3,4' })
  })
})
