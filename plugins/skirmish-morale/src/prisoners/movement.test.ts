import { compileMovement, type GameState } from '@hexes/core'
import { installMatchers, type TestGame } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { fight, moraleGame, playOn, toMelee, type MoraleTestUnit } from '../testing/moraleFixtures'
import { guarded, withPrisoners } from '../testing/prisonerFixtures'

installMatchers()

/** The paces a unit may move now (its movement profile's allowance). */
const allowance = (t: TestGame, state: GameState, unit: string) => {
  const c = compileMovement(t.game.rules, state, state.units.find((u) => u.id === unit)!, { purpose: 'move' })
  return c.budget / c.ticks
}

/** Side a's guard `a1` of type `guard` at 5,9 and b's character `p` of type `prisoner`, in side a's movement step. */
const group = (guard: string, prisoner: string, more: MoraleTestUnit[] = []) => {
  const t = moraleGame({ units: [{ id: 'a1', type: guard, hex: '5,9' }, { id: 'p', side: 'b', type: prisoner, hex: '0,0' }, { id: 'b9', side: 'b', type: 'duo', hex: '11,0' }, ...more] })
  t.advanceUntil((s) => s.turn.phase === 'movement' && s.turn.activeSide === 'a')
  return { t, state: withPrisoners(t, [guarded('p', 'a', 'a1')]) }
}

const move = (to: string) => ({ type: 'move', side: 'a', unit: 'a1', to })

describe('skirmish-morale/prisoners on the move', () => {
  it('SK-PRIS-2 the group moves at its guard\u2019s speed, the prisoners must follow: guard M4, prisoner M6 → the group moves 4', () => {
    const { t, state } = group('foot', 'wizard')
    expect(allowance(t, state, 'a1')).toBe(4)
    // Moving the guard moves its prisoner with it: he stays its prisoner, off the map.
    const r = playOn(t, state, move('5,7'), [])
    expect(r.state.units.find((u) => u.id === 'a1')!.hex).toBe('5,7')
    expect(r.state.units.find((u) => u.id === 'p')).toMatchObject({ status: 'reserve', hex: null })
  })

  it('SK-PRIS-3 the group is capped at twice the prisoner\u2019s M: cavalry guard M9, prisoner M4 → 8; horse M8 and a prisoner M3 → 6 paces, 3 hexes and not 4', () => {
    const lancers = group('lancers', 'general')
    expect(allowance(lancers.t, lancers.t.state, 'a1')).toBe(9)
    expect(allowance(lancers.t, lancers.state, 'a1')).toBe(8)
    const { t, state } = group('horse', 'thane')
    expect(allowance(t, t.state, 'a1')).toBe(8)
    expect(playOn(t, t.state, move('5,5'), []).state.units.find((u) => u.id === 'a1')!.hex).toBe('5,5')
    expect(allowance(t, state, 'a1')).toBe(6)
    expect(() => playOn(t, state, move('5,5'), [])).toThrow(/move\//)
    expect(playOn(t, state, move('5,6'), []).state.units.find((u) => u.id === 'a1')!.hex).toBe('5,6')
  })

  it('SK-PRIS-4 I-12 a prisoner is not an adversary: no melee contact, it holds no hex, and no distance rule counts it (a captured general lends no Cd, SK-MORALE-20)', () => {
    // a1 takes b's general; b8, 2 hexes from him, tests panic (panicOnCapture) on its own Cd 7, not his 9 (he is off the map): 8 fails,
    // it flees (M4 + 1), and rallies in its turn (1).
    const t = toMelee(moraleGame({ units: [
      { id: 'a1', type: 'duo', hex: '5,7' }, { id: 'g', side: 'b', type: 'general', hex: '5,6' }, { id: 'b8', side: 'b', type: 'duo', hex: '5,4' },
    ], morale: { panicOnCapture: true } }, [5, 5, 6, 6, 8, 1, 1]))
    t.play(fight('a1', 'g'))
    const test = t.game.events.find((e) => e.type === 'sk-morale/test')!
    expect(test).toMatchObject({ unit: 'b8', test: { cd: 7, cdSource: 'own', passed: false } })
    // The guard is in contact with nobody: free to move, even onto the hex the general stood on.
    expect(t.state.plugins.skirmish).toMatchObject({ melees: [] })
    t.advanceUntil((s) => s.turn.turn === 2 && s.turn.phase === 'movement')
    t.play(move('5,6'))
    expect(t.unit('a1').hex).toBe('5,6')
    expect(t.diceLeft()).toBe(0)
  })
})
