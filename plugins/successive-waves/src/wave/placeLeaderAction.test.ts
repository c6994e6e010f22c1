import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { swState } from '../state/SwState'
import { declare, eliminate, endPhase, place, placeLeader, reduce, restart, setAside, stripGame, swGame, toWavePhase } from '../testing/swFixtures'

installMatchers()

const units = [
  { id: 'a1', hex: '1,6' },
  { id: 'a2', hex: '2,6' },
  { id: 'a3', hex: '3,6' },
  { id: 'b1', side: 'b', hex: '6,1' },
]
const leaders = [{ id: 'l1', side: 'a', name: 'Ntshingwayo', unit: 'a1', bonus: 2 }]

/** a1 (carrying l1) is weakened and removed with him; a2 was eliminated: the wave is a1 + a2 + l1. */
function wave() {
  const t = swGame({ units, leaders })
  t.play(reduce('a1'), eliminate('a2'))
  toWavePhase(t)
  t.play(declare(['a1']))
  return t
}

describe('successive-waves/leader', () => {
  it('SW-14 places the removed leader with one of the units of the wave, at the player\'s choice', () => {
    const t = wave()
    expect(t.act(placeLeader('l1', 'a2'))).toBeRejectedWith('sw/not-wave-unit', 'SW-14') // not placed yet
    t.play(place('a1', '0,7'), place('a2', '1,7'))
    expect(t.legal().filter((a) => a.type === 'sw/place-leader')).toEqual([placeLeader('l1', 'a1'), placeLeader('l1', 'a2')])
    expect(t.act(placeLeader('l1', 'a3'))).toBeRejectedWith('sw/not-wave-unit', 'SW-14') // on the table, but not of the wave
    expect(t.act(placeLeader('l2', 'a2'))).toBeRejectedWith('sw/wrong-leader', 'SW-14')
    expect(t.act(placeLeader('l1', 'a2'))).toBeAccepted()
    expect(t.leader('l1')).toMatchObject({ status: 'active', unit: 'a2' })
    expect(t.act(placeLeader('l1', 'a1'))).toBeRejectedWith('sw/no-leader', 'SW-14')
  })

  it('SW-14 a restart lifts the leader back with the units', () => {
    const t = stripGame({}, [{ id: 'l1', side: 'a', name: 'Ntshingwayo', unit: 'a1' }])
    t.play(place('a1', '2,0'), placeLeader('l1', 'a1'), place('a2', '1,0'), place('a3', '0,0'), restart())
    expect(t.leader('l1')).toMatchObject({ status: 'reserve', unit: null })
    t.play(place('a2', '0,0'))
    expect(t.act(placeLeader('l1', 'a2'))).toBeAccepted()
  })

  it('SW-14 when the player ends the phase without choosing, the leader joins the first unit placed', () => {
    const t = wave()
    t.play(place('a2', '0,7'), place('a1', '1,7'), endPhase())
    expect(t.leader('l1')).toMatchObject({ status: 'active', unit: 'a2' })
  })

  it('SW-14 a leader whose wave placed no unit waits off the table and may lead a later wave', () => {
    const t = wave()
    t.play(setAside())
    expect(t.leader('l1')).toMatchObject({ status: 'reserve', unit: null })
    expect(swState(t.state).reserveLeaders).toEqual(['l1'])
    t.play(endPhase())
    toWavePhase(t)
    t.play(declare([], 'l1'), place('a1', '0,7'), placeLeader('l1', 'a1'))
    expect(t.leader('l1')).toMatchObject({ status: 'active', unit: 'a1' })
    expect(swState(t.state).reserveLeaders).toEqual([])
  })
})
