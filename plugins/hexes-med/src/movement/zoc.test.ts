import { installMatchers, type TestGame } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { checkRetreatHex, hmRetreatOptions } from '../combat/retreatOptions'
import { hmState } from '../config/HmTables'
import { hmGame, move } from '../testing/hmFixtures'

installMatchers()

/** A scout with MP to reach every hex of the test map, to map ZOC through the movement range. */
const config = { unitTypes: { scout: { name: 'Scout', kind: 'cavalry', strength: 1, mp: 20 } } }

/** Hexes where the scout's move would have to stop (all clear terrain: only ZOC stops). */
function stopHexes(t: TestGame, unit: string): string[] {
  const o = t.game.movementOptions(unit)
  if ('ok' in o) throw new Error(o.message)
  return o.destinations.filter((d) => d.stops).map((d) => d.hex).sort()
}

/** On-map neighbours of a hex. */
function neighbours(t: TestGame, hex: string): string[] {
  const g = t.game.rules.grid
  const h = g.indexOfRef(hex)
  return [0, 1, 2, 3, 4, 5].map((d) => g.neighbors[h * 6 + d]!).filter((n) => n >= 0).map((n) => g.refOf(n)).sort()
}

// Enemy b1 on 2,3 controls 1,2 and 1,3 (and 2,2, 2,4, 3,2, 3,3); 1,1 and 1,4 are free of its ZOC.
const line = [{ id: 'b1', side: 'b', hex: '2,3' }]

describe('hexes-med/zones of control', () => {
  it('HM-ZOC-1 gives every unit, reduced or not, a ZOC on its on-map neighbours', () => {
    const inner = hmGame({ config, units: [{ id: 'a1', hex: '4,0', type: 'scout' }, { id: 'b1', side: 'b', hex: '4,4', reduced: true }] })
    expect(neighbours(inner, '4,4')).toHaveLength(6)
    expect(stopHexes(inner, 'a1')).toEqual(neighbours(inner, '4,4'))
    const edge = hmGame({ config, units: [{ id: 'a1', hex: '4,0', type: 'scout' }, { id: 'b1', side: 'b', hex: '0,4' }] })
    expect(neighbours(edge, '0,4')).toHaveLength(4)
    expect(stopHexes(edge, 'a1')).toEqual(neighbours(edge, '0,4'))
  })

  it('HM-ZOC-2 allows a move that ends in enemy ZOC', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,1' }, ...line] })
    expect(t.act(move('a1', '1,2'))).toBeAccepted()
    expect(t.state).toHaveUnitAt('a1', '1,2')
  })

  it('HM-ZOC-3 stops a unit on the first enemy-ZOC hex it enters, even with MP left', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,1', type: 'light-cavalry' }, ...line] })
    expect(t.act({ ...move('a1', '1,4'), path: ['1,2', '1,3', '1,4'] })).toBeRejectedWith('move/zoc-stop', 'HM-ZOC-3')
    const slow = hmGame({ units: [{ id: 'a1', hex: '1,1' }, ...line] }) // 2 MP: 1,3 only by way of 1,2
    expect(slow.act(move('a1', '1,3'))).toBeRejectedWith('move/zoc-stop', 'HM-ZOC-3')
    // Going on with a further order is refused too (HM-MOVE-7 continuation).
    t.play(move('a1', '1,2'))
    expect(hmState(t.state).mover).toMatchObject({ unit: 'a1', spent: 1, stop: 'zoc' })
    expect(t.act(move('a1', '1,1'))).toBeRejectedWith('move/stopped', 'HM-ZOC-3')
  })

  it('HM-ZOC-4 forbids a step from one enemy-ZOC hex to another, whichever enemy exerts it', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,2', type: 'light-cavalry' }, ...line, { id: 'b2', side: 'b', hex: '0,4' }] })
    expect(t.act(move('a1', '1,3'))).toBeRejectedWith('move/zoc-to-zoc', 'HM-ZOC-4') // b1's ZOC again
    expect(t.act({ ...move('a1', '0,3'), path: ['0,3'] })).toBeRejectedWith('move/zoc-to-zoc', 'HM-ZOC-4') // b2's ZOC, directly
    expect(t.state).toHaveUnitAt('a1', '1,2')
    // With 2 MP there is no way round to 1,3 (0,3 and 1,4 are in b2's ZOC): the step is what is forbidden.
    const slow = hmGame({ units: [{ id: 'a1', hex: '1,2' }, ...line, { id: 'b2', side: 'b', hex: '0,4' }] })
    expect(slow.act(move('a1', '1,3'))).toBeRejectedWith('move/zoc-to-zoc', 'HM-ZOC-4')
    expect(slow.act(move('a1', '0,2'))).toBeAccepted() // out of every ZOC
  })

  it('HM-ZOC-5 lets a unit that starts in enemy ZOC step out to a free hex and go on', () => {
    const t = hmGame({ units: [{ id: 'a1', hex: '1,2', type: 'light-infantry' }, ...line] })
    expect(t.act({ ...move('a1', '1,0'), path: ['1,1', '1,0'] })).toBeAccepted()
    expect(hmState(t.state).startedInZoc).toEqual(['a1'])
    const split = hmGame({ units: [{ id: 'a1', hex: '1,2', type: 'light-infantry' }, ...line] })
    split.play(move('a1', '1,1'))
    expect(split.act(move('a1', '1,0'))).toBeAccepted()
    expect(hmState(split.state)).toMatchObject({ startedInZoc: ['a1'], mover: { unit: 'a1', spent: 2, stop: null } })
  })
})

describe('hexes-med/zones of control across hexsides', () => {
  it('HM-ZOC-1 ZOC does not extend across an impassable hexside (GAP-HM-09)', () => {
    // Enemy at 4,4; a river hexside between 4,4 and its north neighbour 4,3 (direction 0).
    const units = [{ id: 'a1', hex: '4,0', type: 'scout' }, { id: 'b1', side: 'b', hex: '4,4' }]
    const open = hmGame({ config, units })
    expect(stopHexes(open, 'a1')).toContain('4,3')
    const walled = hmGame({ config, units, hexsides: [{ hex: '4,4', dir: 0, feature: 'river' }] })
    expect(stopHexes(walled, 'a1')).not.toContain('4,3')
    expect(stopHexes(walled, 'a1')).toHaveLength(5)
  })

  it('HM-ZOC-3 does not stop a unit next to an enemy across an impassable hexside: it may move on (GAP-HM-09)', () => {
    // a1 steps to 4,3, north of the enemy at 4,4, with a river hexside between them.
    const units = [{ id: 'a1', hex: '4,1', type: 'scout' }, { id: 'b1', side: 'b', hex: '4,4' }]
    const walled = hmGame({ config, units, hexsides: [{ hex: '4,4', dir: 0, feature: 'river' }] })
    walled.play({ ...move('a1', '4,3'), path: ['4,2', '4,3'] })
    expect(hmState(walled.state).mover).toMatchObject({ unit: 'a1', spent: 2, stop: null })
    expect(walled.act(move('a1', '4,2'))).toBeAccepted()
    // Without the river the same step stops it.
    const open = hmGame({ config, units })
    open.play({ ...move('a1', '4,3'), path: ['4,2', '4,3'] })
    expect(hmState(open.state).mover).toMatchObject({ unit: 'a1', stop: 'zoc' })
    expect(open.act(move('a1', '4,2'))).toBeRejectedWith('move/stopped', 'HM-ZOC-3')
  })

  it('HM-ZOC-6 lets a retreat end next to an enemy across an impassable hexside (GAP-HM-09)', () => {
    // a1 on 4,2 must retreat; b1 on 4,4 controls 4,3 unless the river runs between them.
    const units = [{ id: 'a1', hex: '4,2' }, { id: 'b1', side: 'b', hex: '4,4' }]
    const options = (t: TestGame) => hmRetreatOptions(t.game.rules, t.game.state, t.game.state.units.find((u) => u.id === 'a1')!)
    expect(options(hmGame({ units }))).not.toContain('4,3')
    const walled = hmGame({ units, hexsides: [{ hex: '4,4', dir: 0, feature: 'river' }] })
    expect(options(walled)).toContain('4,3')
    expect(options(walled)).toHaveLength(6)
  })

  it('HM-ZOC-6 the retreat action judges ZOC across a hexside for the retreating unit too (GAP-HM-09)', () => {
    const units = [{ id: 'a1', hex: '4,2' }, { id: 'b1', side: 'b', hex: '4,4' }]
    const check = (t: TestGame, to: string) => checkRetreatHex(t.game.rules, t.game.state, t.game.state.units.find((u) => u.id === 'a1')!, to)
    expect(check(hmGame({ units }), '4,3')).toMatchObject({ code: 'retreat/into-zoc', ruleId: 'HM-ZOC-6' })
    expect(check(hmGame({ units, hexsides: [{ hex: '4,4', dir: 0, feature: 'river' }] }), '4,3')).toBeUndefined()
    // The river itself, between a1 and 4,3, is named.
    expect(check(hmGame({ units, hexsides: [{ hex: '4,2', dir: 3, feature: 'river' }] }), '4,3')).toMatchObject({
      code: 'retreat/impassable',
      message: 'the river between 4,2 and 4,3 cannot be crossed',
    })
  })
})
