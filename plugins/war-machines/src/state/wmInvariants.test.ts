import { checkInvariants, cloneState } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { wmGame } from '../testing/wmFixtures'
import { machineOf } from './WmState'

describe('war-machines/state checks', () => {
  it('GAP-SK-33 re-rolls are banked only while loaded, at most 2; reload turns are counted only while unloaded', () => {
    const t = wmGame({ units: [{ id: 'cat', type: 'catapult', hex: '5,10' }, { id: 'b1', side: 'b', hex: '5,4' }] })
    expect(checkInvariants(t.game.rules, t.state)).toEqual([])
    const bad = cloneState(t.state)
    Object.assign(machineOf(bad, 'cat')!, { loaded: false, banked: 3, reloading: 0 })
    expect(checkInvariants(t.game.rules, bad).map((i) => i.path)).toEqual(['plugins.war-machines.machines[0].banked', 'plugins.war-machines.machines[0].banked'])
    const counting = cloneState(t.state)
    machineOf(counting, 'cat')!.reloading = 1
    expect(checkInvariants(t.game.rules, counting)).toMatchObject([{ code: 'state/wm-invariant', path: 'plugins.war-machines.machines[0].reloading' }])
  })
})
