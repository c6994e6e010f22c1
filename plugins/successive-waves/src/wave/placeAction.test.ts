import { cloneJson } from '@hexes/core'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { swState } from '../state/SwState'
import { corridorGame, declare, eliminate, endPhase, place, reduce, restart, setAside, stripGame, swGame, toWavePhase } from '../testing/swFixtures'
import { legalPlacementHexes } from './placeAction'

installMatchers()

const open = () => {
  const t = swGame({ units: [{ id: 'a1', hex: '1,6' }, { id: 'a2', hex: '2,6' }, { id: 'a3', hex: '3,6' }, { id: 'b1', side: 'b', hex: '5,2' }] })
  t.play(eliminate('a2'), eliminate('a3'))
  toWavePhase(t)
  return t
}

describe('successive-waves/place: the first hex', () => {
  it('SW-18 a hex spelt with leading zeros ("00,7") is refused with its field, never stored as typed', () => {
    const t = open()
    t.play(declare())
    const r = t.act(place('a2', '00,7'))
    expect(r).toBeRejectedWith('action/malformed')
    expect(r.ok === false && r.message).toBe('hex: must be a hex "col,row" (no leading zeros)')
    expect(t.unit('a2')).toMatchObject({ status: 'reserve', hex: null })
    // The same hex in canonical form is accepted: one hex, one spelling.
    expect(t.act(place('a2', '0,7'))).toBeAccepted()
    expect(t.unit('a2').hex).toBe('0,7')
  })

  it('SW-8 places a gathered unit only after the declaration, and only a unit of the wave', () => {
    const t = open()
    expect(t.act(place('a2', '0,7'))).toBeRejectedWith('sw/no-wave', 'SW-8')
    t.play(declare())
    expect(t.act(place('a1', '0,7'))).toBeRejectedWith('sw/not-in-wave', 'SW-8')
    expect(t.act(place('a2', '0,7'))).toBeAccepted()
    expect(t.state).toHaveUnitAt('a2', '0,7')
    expect(t.unit('a2').status).toBe('active')
  })

  it('SW-8 checks the first hex against both criteria: too close (SW-9) or cut off from the edge (SW-10) is refused', () => {
    const t = open()
    t.play(declare())
    expect(t.game.rules.grid.distance(t.game.rules.grid.indexOfRef('5,4'), t.game.rules.grid.indexOfRef('5,2'))).toBe(2)
    expect(t.act(place('a2', '5,4'))).toBeRejectedWith('sw/too-close', 'SW-9')
    const c = corridorGame('0,4')
    expect(c.act(place('a1', '3,3'))).toBeRejectedWith('sw/no-edge-path', 'SW-10')
  })

  it('SW-9 in play: a first hex 3 hexes from the enemy is accepted, 2 hexes is refused', () => {
    const t = open()
    t.play(declare())
    const { grid } = t.game.rules
    expect(grid.distance(grid.indexOfRef('5,5'), grid.indexOfRef('5,2'))).toBe(3)
    expect(t.act(place('a2', '5,4'))).toBeRejectedWith('sw/too-close', 'SW-9')
    expect(t.act(place('a2', '5,5'))).toBeAccepted()
  })

  it('SW-10 in play: the corridor to the nearest edge closed by the enemy\'s adjacent hexes is refused, open it is accepted', () => {
    expect(corridorGame('0,4').act(place('a1', '3,3'))).toBeRejectedWith('sw/no-edge-path', 'SW-10')
    expect(corridorGame('0,6').act(place('a1', '3,3'))).toBeAccepted()
  })

  it('SW-18 in play: an occupied hex, a river hex or a hex off the map is refused', () => {
    const t = corridorGame('0,6')
    expect(t.act(place('a1', '9,3'))).toBeRejectedWith('sw/occupied', 'SW-18')
    expect(t.act(place('a1', '5,2'))).toBeRejectedWith('sw/impassable', 'SW-18')
    expect(t.act(place('a1', '11,3'))).toBeRejectedWith('sw/off-map', 'SW-18')
    expect(t.act(place('a1', 'x'))).toBeRejectedWith('action/malformed')
  })
})

describe('successive-waves/place: the block', () => {
  it('SW-11 refuses a later unit placed away from the block and accepts one next to it', () => {
    const t = open()
    t.play(declare(), place('a2', '0,7'))
    expect(t.act(place('a3', '3,7'))).toBeRejectedWith('sw/not-contiguous', 'SW-11')
    expect(t.act(place('a3', '1,7'))).toBeAccepted()
  })

  it('SW-12 refuses a block unit 2 hexes from an enemy and accepts one 3 hexes away without its own edge path', () => {
    const t = open()
    t.play(declare(), place('a2', '5,5'))
    expect(t.act(place('a3', '4,4'))).toBeRejectedWith('sw/too-close', 'SW-12')
    expect(t.act(place('a3', '5,6'))).toBeAccepted()
    // In the corridor: 4,3 has no path to its nearest edge, yet joins a block begun at 6,3.
    const c = corridorGame('0,4', ['a1', 'a2', 'a3'])
    expect(c.game.check(place('a1', '4,3'))).toMatchObject({ code: 'sw/no-edge-path', ruleId: 'SW-10' })
    c.play(place('a1', '6,3'), place('a2', '5,3'))
    expect(c.act(place('a3', '4,3'))).toBeAccepted()
  })
})

describe('successive-waves/place: units that do not fit', () => {
  it('SW-13 offers both choices when the block cannot be completed: set aside the rest, or restart from another first hex', () => {
    const t = stripGame()
    t.play(place('a1', '2,0'), place('a2', '1,0'), place('a3', '0,0'))
    const types = t.legal().map((a) => a.type)
    expect(types).not.toContain('sw/place')
    expect(types).toEqual(expect.arrayContaining(['sw/set-aside', 'sw/restart', 'end-phase']))
    expect(swState(t.state).wave!.pool).toEqual(['a4', 'a5'])
  })

  it('SW-13 option a: the remaining units are set aside in reserve and join the next wave (GAP-SW-04)', () => {
    const t = stripGame()
    t.play(place('a1', '2,0'), place('a2', '1,0'), setAside())
    for (const id of ['a3', 'a4', 'a5']) expect(t.unit(id)).toMatchObject({ status: 'reserve', hex: null })
    expect(swState(t.state).reserve).toEqual(['a3', 'a4', 'a5'])
    expect(t.act(place('a3', '0,0'))).toBeRejectedWith('sw/placement-over', 'SW-13')
    expect(t.act(restart())).toBeRejectedWith('sw/nothing-to-restart', 'SW-13')
    const counters = cloneJson(t.state.counters)
    t.play(endPhase())
    toWavePhase(t)
    t.play(declare())
    expect(swState(t.state).wave!.pool).toEqual(['a3', 'a4', 'a5'])
    expect(t.state.counters).toEqual(counters)
  })

  it('SW-13 option a with setAside "lost": the remaining units leave the battle for good, without counting as eliminated', () => {
    const t = stripGame({ setAside: 'lost' })
    const counters = cloneJson(t.state.counters)
    t.play(place('a1', '2,0'), setAside())
    expect(swState(t.state).lost).toEqual(['a2', 'a3', 'a4', 'a5'])
    expect(t.unit('a2')).toMatchObject({ status: 'eliminated', hex: null })
    expect(t.state.counters).toEqual(counters)
    t.play(endPhase())
    t.play(reduce('a1'))
    toWavePhase(t)
    t.play(declare(['a1']))
    expect(swState(t.state).wave!.pool).toEqual(['a1'])
  })

  it('SW-13 option b: when the block is stuck, restarting lifts the placed units back so that another first hex can be chosen', () => {
    const t = stripGame()
    t.play(place('a1', '2,0'), place('a2', '1,0'))
    // 0,0 is still free: the block can go on, so this is not the time to choose another first hex.
    expect(t.act(restart())).toBeRejectedWith('sw/block-not-stuck', 'SW-13')
    t.play(place('a3', '0,0'))
    expect(t.act(restart())).toBeAccepted()
    expect(t.unit('a1')).toMatchObject({ status: 'reserve', hex: null })
    expect(swState(t.state).wave!.pool).toEqual(['a1', 'a2', 'a3', 'a4', 'a5'])
    expect(swState(t.state).wave!.placed).toEqual([])
    expect(t.act(place('a3', '0,0'))).toBeAccepted() // a new first hex
    expect(swState(t.state).uses).toBe(1) // the same use: no second time cost
  })

  it('SW-13 ending the phase with units still waiting sets them aside', () => {
    const t = stripGame()
    t.play(place('a1', '2,0'), endPhase())
    expect(swState(t.state).reserve).toEqual(['a2', 'a3', 'a4', 'a5'])
    expect(swState(t.state).wave).toBeNull()
  })
})

describe('successive-waves/place: one predicate for validation, hook and highlighting', () => {
  it('SW-8 the legal hexes listed for the UI and the AI are exactly the hexes sw/place accepts', () => {
    const t = open()
    t.play(declare(), place('a2', '5,5'))
    const { rules } = t.game
    const listed = new Set(legalPlacementHexes(t.state, rules, 'a3'))
    expect(listed.size).toBeGreaterThan(0)
    const enumerated = t.legal().flatMap((a) => (a.type === 'sw/place' && 'hex' in a ? [String(a.hex)] : []))
    expect(new Set(enumerated)).toEqual(listed)
    for (let h = 0; h < rules.grid.size; h++) {
      const hex = rules.grid.refOf(h)
      expect(t.game.check(place('a3', hex)) === undefined).toBe(listed.has(hex))
    }
  })

  it('SW-8 the placementLegality hook judges only units of the current wave', () => {
    const t = open()
    t.play(declare())
    const { rules } = t.game
    const ctx = { state: t.state, rules, hex: '5,4', batch: [] as string[] }
    expect(rules.hooks.placementLegality.call({ ...ctx, unit: t.unit('a2'), purpose: 'reinforcement' })).toMatchObject({ code: 'sw/too-close' })
    expect(rules.hooks.placementLegality.call({ ...ctx, unit: t.unit('a2'), purpose: 'setup' })).toBeUndefined()
    expect(rules.hooks.placementLegality.call({ ...ctx, unit: t.unit('a1'), purpose: 'reinforcement' })).toBeUndefined()
  })
})
