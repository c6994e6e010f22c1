import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { hmState, HmTables } from '../config/HmTables'
import { hmConfigSchema } from '../config/hmConfig'
import { endPhase, hmGame, move } from '../testing/hmFixtures'

installMatchers()

/** MP spent by the unit moving now. */
const spent = (t: ReturnType<typeof hmGame>) => hmState(t.state).mover?.spent

describe('hexes-med/movement', () => {
  it('HM-MOVE-1 lets a player move none of his units, or all of them', () => {
    const units = [{ id: 'a1', hex: '1,1' }, { id: 'a2', hex: '3,1' }, { id: 'a3', hex: '5,1' }]
    const idle = hmGame({ units })
    expect(idle.act(endPhase('a'))).toBeAccepted()
    const busy = hmGame({ units })
    for (const u of units) expect(busy.act(move(u.id, u.hex.replace(',1', ',3')))).toBeAccepted()
    expect(hmState(busy.state).moved).toEqual(['a1', 'a2', 'a3'])
    expect(busy.act(endPhase('a'))).toBeAccepted()
  })

  it('HM-MOVE-2 takes one unit per order: a multi-unit order is malformed', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,1' }, { id: 'a2', hex: '3,1' }] })
    expect(t.act({ type: 'move', side: 'a', unit: ['a1', 'a2'], to: '1,2' })).toBeRejectedWith('action/malformed')
    expect(t.act({ type: 'move', side: 'a', unit: 'a1', units: ['a2'], to: '1,2' })).toBeRejectedWith('action/malformed')
    expect(t.state).toHaveUnitAt('a1', '1,1')
  })

  it('HM-MOVE-3 limits a move to the unit\'s MP: a 2-MP unit may pay 2, not 3', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,1' }] }) // heavy infantry, 2 MP
    expect(t.act(move('a1', '1,4'))).toBeRejectedWith('move/too-far', 'HM-MOVE-3')
    expect(t.act(move('a1', '1,3'))).toBeAccepted()
    expect(spent(t)).toBe(2)
    expect(t.act(move('a1', '1,4'))).toBeRejectedWith('move/no-mp', 'HM-MOVE-3')
  })

  it('HM-MOVE-3 counts the MP spent by earlier segments of the same move', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,1', type: 'light-infantry' }] }) // 3 MP
    t.play(move('a1', '1,2'), move('a1', '1,3'))
    expect(spent(t)).toBe(2)
    expect(t.act(move('a1', '1,5'))).toBeRejectedWith('move/too-far', 'HM-MOVE-3')
    expect(t.act(move('a1', '1,4'))).toBeAccepted()
    expect(t.act(move('a1', '1,5'))).toBeRejectedWith('move/no-mp', 'HM-MOVE-3')
  })

  it('HM-MOVE-4 charges each hex entered its terrain cost: clear then forest costs 1 + 2', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,1', type: 'light-infantry' }], terrain: { '1,3': 'forest', '1,4': 'forest' } })
    expect(t.act({ ...move('a1', '1,4'), path: ['1,2', '1,3', '1,4'] })).toBeRejectedWith('move/too-far', 'HM-MOVE-3')
    const r = t.act({ ...move('a1', '1,3'), path: ['1,2', '1,3'] })
    expect(r).toBeAccepted()
    expect(t.game.events.at(-1)).toMatchObject({ type: 'moveCommitted', cost: 3 })
    expect(spent(t)).toBe(3)
  })

  it('HM-MOVE-4 ends the move in a ford (enter and stop, GAP-HM-03)', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,1', type: 'light-cavalry' }], terrain: { '1,2': 'ford' } })
    expect(t.act({ ...move('a1', '1,3'), path: ['1,2', '1,3'] })).toBeRejectedWith('move/terrain-stop')
    t.play(move('a1', '1,2'))
    expect(t.act(move('a1', '1,3'))).toBeRejectedWith('move/stopped', 'HM-MOVE-4')
  })

  it('HM-MOVE-5 makes forest and hill dearer than plain', () => {
    const tables = new HmTables(hmConfigSchema.parse({}))
    const cost = (id: string) => tables.terrain[id]!.cost as number
    expect(cost('forest')).toBeGreaterThan(cost('clear'))
    expect(cost('hill')).toBeGreaterThan(cost('clear'))
    // In play: 3 MP cover three plain hexes but only one hill hex and a half.
    const plain = hmGame({ units: [{ id: 'a1', hex: '1,1', type: 'light-infantry' }] })
    expect(plain.act(move('a1', '1,4'))).toBeAccepted()
    const hills = hmGame({ units: [{ id: 'a1', hex: '1,1', type: 'light-infantry' }], defaultTerrain: 'hill' })
    expect(hills.act(move('a1', '1,3'))).toBeRejectedWith('move/too-far')
  })

  it('HM-MOVE-6 never enters an impassable river hex', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,1', type: 'light-cavalry' }], terrain: { '1,2': 'river' } })
    expect(t.act(move('a1', '1,2'))).toBeRejectedWith('move/impassable', 'HM-MOVE-6')
    expect(t.act({ ...move('a1', '1,3'), path: ['1,2', '1,3'] })).toBeRejectedWith('move/impassable', 'HM-MOVE-6')
    expect(t.act(move('a1', '1,3'))).toBeAccepted() // around the river
    expect(spent(t)).toBe(3)
  })

  it('HM-MOVE-6 never crosses a hexside named after impassable terrain', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,1' }], hexsides: [{ hex: '1,1', dir: 3, feature: 'river' }] })
    expect(t.act({ ...move('a1', '1,2'), path: ['1,2'] })).toBeRejectedWith('move/impassable', 'HM-MOVE-6')
    expect(t.act(move('a1', '1,2'))).toBeAccepted()
    expect(t.game.events.at(-1)).toMatchObject({ type: 'moveCommitted', cost: 2, path: ['2,2', '1,2'] })
  })

  it('HM-MOVE-7 lets the last unit moved go on, and ends its move once another unit moves', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,1', type: 'light-infantry' }, { id: 'a2', hex: '3,1' }] })
    t.play(move('a1', '1,2'))
    const opts = t.game.movementOptions('a1')
    if ('ok' in opts) throw new Error(opts.message)
    expect(opts.mp).toBe(2)
    expect(t.act(move('a1', '1,3'))).toBeAccepted()
    t.play(move('a2', '3,2'))
    expect(t.act(move('a1', '1,4'))).toBeRejectedWith('move/already-moved', 'HM-MOVE-7')
    expect(t.game.legalActions().filter((a) => a.type === 'move' && (a as { unit?: string }).unit === 'a1')).toEqual([])
    expect(t.state).toHaveUnitAt('a1', '1,3')
  })

  it('HM-MOVE-7 ends a unit\'s move when it used its minimum move (GAP-HM-03)', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,1' }], terrain: { '1,2': 'marsh' } }) // 2 MP, marsh costs 3
    expect(t.act(move('a1', '1,2'))).toBeAccepted()
    expect(hmState(t.state).mover).toMatchObject({ unit: 'a1', stop: 'minimum' })
    expect(t.act(move('a1', '1,3'))).toBeRejectedWith('move/stopped', 'HM-MOVE-3')
  })

  it('HM-MOVE-3 gives the minimum move only to a unit that has not moved yet (GAP-HM-03)', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,1', type: 'light-infantry' }], terrain: { '1,4': 'marsh' } })
    t.play(move('a1', '1,3'))
    expect(t.act(move('a1', '1,4'))).toBeRejectedWith('move/too-far', 'HM-MOVE-3')
    const off = hmGame({ units: [{ id: 'a1', hex: '1,1' }], terrain: { '1,2': 'marsh' }, config: { minimumMove: false } })
    expect(off.act(move('a1', '1,2'))).toBeRejectedWith('move/too-far')
  })

  it('HM-MOVE-8 never ends a move on a hex held by another unit', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,1' }, { id: 'a2', hex: '1,2' }] })
    expect(t.act(move('a1', '1,2'))).toBeRejectedWith('move/occupied', 'HM-MOVE-8')
  })

  it('HM-MOVE-9 passes through a friendly unit to an empty hex beyond', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,1' }, { id: 'a2', hex: '1,2' }] })
    expect(t.act({ ...move('a1', '1,3'), path: ['1,2', '1,3'] })).toBeAccepted()
    expect(t.state).toHaveUnitAt('a1', '1,3')
    expect(t.state).toHaveUnitAt('a2', '1,2')
  })

  it('HM-MOVE-10 never enters a hex held by an enemy unit', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,1', type: 'light-cavalry' }, { id: 'b1', side: 'b', hex: '1,2' }] })
    expect(t.act(move('a1', '1,2'))).toBeRejectedWith('move/enemy-occupied', 'HM-MOVE-10')
    expect(t.act({ ...move('a1', '1,3'), path: ['1,2', '1,3'] })).toBeRejectedWith('move/enemy-occupied', 'HM-MOVE-10')
  })
})
