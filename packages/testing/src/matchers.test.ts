import type { GameState } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { installMatchers } from './matchers'

installMatchers()

describe('testing/matchers', () => {
  const rejection = { ok: false as const, code: 'x/no', ruleId: 'T-9', message: 'refused' }
  const accepted = { ok: true as const, state: {} as never, events: [] }

  it('toBeRejectedWith checks the code and, when given, the rule id; undefined is no rejection', () => {
    expect(rejection).toBeRejectedWith('x/no', 'T-9')
    expect(() => expect(rejection).toBeRejectedWith('x/no', 'T-1')).toThrow('expected the rejection x/no (T-1), got the rejection x/no (T-9): refused')
    expect(() => expect(undefined).toBeRejectedWith('x/no')).toThrow('got undefined (no rejection)')
    expect(() => expect(rejection).not.toBeRejectedWith('x/no')).toThrow('expected anything but the rejection x/no, got it')
  })

  it('toBeAccepted takes anything that is not a rejection: an accepted action, a legal check (undefined), a query result', () => {
    expect(accepted).toBeAccepted()
    expect(undefined).toBeAccepted()
    expect({ destinations: [] }).toBeAccepted()
    expect(() => expect(rejection).toBeAccepted()).toThrow('expected no rejection, got the rejection x/no (T-9): refused')
    expect(() => expect(accepted).not.toBeAccepted()).toThrow('expected a rejection, got an accepted action')
  })

  it('toHaveUnitAt fails on an unknown unit, with .not too, and says where the unit is', () => {
    const state = { units: [{ id: 'a1', hex: '2,2' }] } as unknown as GameState
    expect(state).toHaveUnitAt('a1', '2,2')
    expect(state).not.toHaveUnitAt('a1', '3,3')
    expect(() => expect(state).toHaveUnitAt('a1', '3,3')).toThrow('expected a1 at 3,3, it is at 2,2')
    expect(() => expect(state).not.toHaveUnitAt('a1', '2,2')).toThrow('expected a1 anywhere but 2,2, it is there')
    expect(() => expect(state).not.toHaveUnitAt('zz', '3,3')).toThrow('no unit "zz" in the state (units: a1)')
  })
})
