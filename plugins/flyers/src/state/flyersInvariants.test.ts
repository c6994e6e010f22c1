import { cloneState, findUnit } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { flyerGame, move, toMovement } from '../testing/flyerFixtures'
import { flyersInvariants } from './flyersInvariants'
import { flyersState } from './FlyersState'
import { FlyersRules } from '../FlyersRules'

describe('flyers/invariants', () => {
  it('GAP-SK-26 the flyers records hold flyers of the side whose turn it is, once each, and a fly-on only after an attack', () => {
    const t = toMovement(flyerGame({ terrain: { '5,8': 'woods' }, units: [{ id: 'a1', hex: '5,10' }, { id: 'a2', type: 'foot', hex: '7,10' }, { id: 'b1', side: 'b', type: 'foot', hex: '0,0' }] }))
    t.play(move('a1', '5,8'))
    const tables = t.game.rules.instances.find((i): i is FlyersRules => i instanceof FlyersRules)!.tables
    expect(flyersState(t.state).grounded).toEqual(['a1'])
    expect(flyersInvariants(t.state, tables)).toEqual([])
    const bad = cloneState(t.state)
    const s = flyersState(bad)
    s.grounded.push('a1', 'a2', 'b1')
    s.flownOn.push('a1')
    findUnit(bad, 'b1')!.type = 'bat'
    expect(flyersInvariants(bad, tables).map((i) => `${i.path}: ${i.message}`)).toEqual([
      'plugins.flyers.grounded[1]: "a1" is listed twice',
      'plugins.flyers.grounded[2]: "a2" is not a flyer',
      'plugins.flyers.grounded[3]: "b1" is not of the side whose turn it is (a)',
      'plugins.flyers.flownOn[0]: "a1" flew on without an attack (SK-FLY-4)',
    ])
    // Side b's first step clears side a's records.
    t.advanceUntil((x) => x.turn.activeSide === 'b')
    expect(flyersState(t.state).grounded).toEqual([])
  })
})
