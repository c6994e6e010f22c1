import type { GameState, UnitState } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import type { VpState } from '../state/VpState'
import { creditOf } from './creditOf'

const unit = (id: string, side: string): UnitState => ({ id, side, type: 'x', hex: '0,0', status: 'active', stats: {} })
const state = (sides: string[], units: UnitState[]) => ({ sides: sides.map((id) => ({ id, name: id, edges: [] })), units }) as unknown as GameState
const vp: VpState = { sides: [], units: [], characters: [{ unit: 'n', roles: ['necromancer', 'general'], spells: 0, items: 0 }], falls: [] }

describe('victory-points/credit', () => {
  it('GAP-VP-04 in a melee of three armies the HP go to the side whose strike hit the victim, not to the attacking side', () => {
    const s = state(['a', 'b', 'c'], [unit('a1', 'a'), unit('b1', 'b'), unit('c1', 'c')])
    const cause = { side: 'a', unit: 'a1', strikes: [{ unit: 'b1', side: 'b', target: 'a1' }, { unit: 'c1', side: 'c', target: 'b1' }] }
    expect(creditOf(s, vp, unit('b1', 'b'), 'SK-MELEE-4', cause)).toEqual({ side: 'c', unit: 'c1' })
    expect(creditOf(s, vp, unit('a1', 'a'), 'SK-MELEE-4', cause)).toEqual({ side: 'b', unit: 'b1' })
  })

  it('GAP-VP-01 a template on one\'s own troops, a misfire, a capture credit nobody; with no cause, the one enemy of two sides', () => {
    const s = state(['a', 'b'], [unit('a1', 'a'), unit('a2', 'a'), unit('b1', 'b')])
    const shot = { side: 'a', unit: 'a1', strikes: [] }
    expect(creditOf(s, vp, unit('a2', 'a'), 'SK-WM-8', shot)).toBeNull()
    expect(creditOf(s, vp, unit('b1', 'b'), 'SK-WM-8', shot)).toEqual({ side: 'a', unit: 'a1' })
    expect(creditOf(s, vp, unit('a1', 'a'), 'SK-MISSILE-16', undefined)).toBeNull()
    expect(creditOf(s, vp, unit('b1', 'b'), 'GAP-SK-27', shot)).toBeNull()
    expect(creditOf(s, vp, unit('b1', 'b'), 'SK-MORALE-5', undefined)).toEqual({ side: 'a', unit: null })
    expect(creditOf(state(['a', 'b', 'c'], []), vp, unit('b1', 'b'), 'SK-MORALE-5', undefined)).toBeNull()
  })

  it('GAP-SK-29 the undead a necromancer\'s fall dispels are credited to the side that felled him', () => {
    const s = state(['a', 'b'], [unit('n', 'b'), unit('s1', 'b')])
    const fallen: VpState = { ...vp, falls: [{ unit: 'n', how: 'captured', side: 'a', by: 'a1' }] }
    expect(creditOf(s, fallen, unit('s1', 'b'), 'SK-MORALE-23', undefined)).toEqual({ side: 'a', unit: 'a1' })
    expect(creditOf(s, vp, unit('s1', 'b'), 'SK-MORALE-23', undefined)).toBeNull()
  })
})
