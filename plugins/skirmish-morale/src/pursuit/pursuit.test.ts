import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { isFleeing } from '../state/MoraleState'
import { cloneState } from '@hexes/core'
import { skState } from '@hexes/plugin-skirmish'
import { eventsOf, fight, moraleGame, playOn, toMelee } from '../testing/moraleFixtures'
import { PURSUIT } from './pursuitDecision'

installMatchers()

/**
 * a1 beats b1 in melee (2 HP to 0), b1 fails its post-melee test (5 + 2 ≥ 7) and flees M4 + `d10`:
 * a1 may then pursue.
 */
const won = (d10: number, extra: number[] = [], o: { width?: number; height?: number; a?: string; b?: string } = {}) => {
  const t = toMelee(moraleGame({ ...(o.width ? { width: o.width, height: o.height } : {}), units: [{ id: 'a1', type: 'duo', hex: o.a ?? '5,7' }, { id: 'b1', side: 'b', type: 'duo', hex: o.b ?? '5,6' }] }, [4, 1, 4, 1, 5, d10, ...extra]))
  t.play(fight('a1', 'b1'))
  return t
}
const pursue = (yes = true) => ({ type: 'sk-morale/pursue', side: 'a', unit: 'a1', target: 'b1', pursue: yes })

describe('skirmish-morale/pursuit', () => {
  it('SK-MORALE-4 the enemy may attempt a pursuit: a flight from melee leaves the winner the choice, which it may decline', () => {
    const t = won(1)
    expect(isFleeing(t.unit('b1'))).toBe(true)
    expect(t.state.pending).toEqual([{ kind: PURSUIT, side: 'a', ruleId: 'SK-MORALE-4', data: { unit: 'a1', target: 'b1' } }])
    expect(t.legal()).toEqual([pursue(true), pursue(false)])
    const at = t.unit('a1').hex
    t.play(pursue(false))
    expect(t.state.pending).toEqual([])
    expect(t.unit('a1').hex).toBe(at)
    expect(t.diceLeft()).toBe(0)
  })

  it('R-18 a unit locked in another melee may not pursue: only the free one of the fleeing unit\'s foes is asked', () => {
    // a1 and a2 are in contact with b1; a2 is in contact with b2 too, the pair locked or not.
    const t = toMelee(moraleGame({ units: [
      { id: 'a1', type: 'duo', hex: '5,7' }, { id: 'a2', type: 'duo', hex: '6,6' },
      { id: 'b1', side: 'b', type: 'duo', hex: '5,6' }, { id: 'b2', side: 'b', type: 'duo', hex: '7,6' },
    ] }))
    const pursuers = (locked: boolean) => {
      const s = cloneState(t.state)
      const pair = skState(s).melees.find((p) => p.units.includes('a2') && p.units.includes('b2'))!
      pair.locked = locked
      // The whole melee fights (a2 and b2 too); b1 fails its test after it (6 + 2 ≥ 7) and flees M4 + 1; b2 holds twice.
      const r = playOn(t, s, { ...fight('a1', 'b1'), attackers: ['a1', 'a2'] }, [4, 1, 4, 1, 1, 1, 1, 1, 1, 6, 1, 1, 1])
      expect(isFleeing(r.state.units.find((u) => u.id === 'b1')!)).toBe(true)
      expect(r.diceLeft).toBe(0)
      return r.state.pending.filter((d) => d.kind === PURSUIT).map((d) => (d.data as { unit: string }).unit)
    }
    expect(pursuers(false)).toEqual(['a1', 'a2'])
    expect(pursuers(true)).toEqual(['a1'])
  })

  it('SK-MORALE-4 the pursuer moves M + 1d6 and GAP-SK-16 catches the fleeing unit when that covers the gap', () => {
    // b1 fled 5 paces (2 hexes): a gap of 4 paces. M4 + 1 = 5 paces reach contact. Then the attack's damage dice.
    const t = won(1, [1, 1, 1, 1])
    const gapHexes = t.game.rules.grid.distance(t.game.rules.grid.indexOfRef(t.unit('a1').hex!), t.game.rules.grid.indexOfRef(t.unit('b1').hex!))
    expect(gapHexes).toBe(3)
    t.play(pursue())
    expect(eventsOf(t, 'sk-morale/pursuit').at(-1)).toMatchObject({ unit: 'a1', target: 'b1', roll: 1, paces: 5, caught: true, ruleId: 'SK-MORALE-4' })
  })

  it('SK-MORALE-5 a caught fleeing unit is attacked as in a charge (the charge bonus die) with every die hitting, and cannot strike back (GAP-SK-17, R-05)', () => {
    const t = won(1, [1, 1, 1, 1])
    t.play(pursue())
    // Two attacks + 1 charge die = 3 automatic hits; damage 1 + 2 − 2 = 1 HP each, b1 had 2 left.
    expect(eventsOf(t, 'sk-morale/pursuit-attack').at(-1)).toMatchObject({ unit: 'a1', target: 'b1', dice: 3, hits: 3, hpLost: 2, ruleId: 'SK-MORALE-5' })
    expect(t.unit('b1').status).toBe('eliminated')
    expect(eventsOf(t, 'combatResolved')).toHaveLength(1) // the melee only: no return strike
  })

  it('SK-MORALE-4 a pursuit that destroys its quarry drops the other pursuit decisions on it (GAP-SK-16): nobody is asked about a unit gone', () => {
    const t = won(1, [1, 1, 1, 1])
    // A second pursuer's decision on the same quarry, queued behind a1's.
    const two = cloneState(t.state)
    two.pending.push({ kind: PURSUIT, side: 'a', ruleId: 'SK-MORALE-4', data: { unit: 'a1', target: 'b1' } })
    const r = playOn(t, two, pursue(), [1, 1, 1, 1])
    expect(r.state.units.find((u) => u.id === 'b1')!.status).toBe('eliminated')
    expect(r.state.pending).toEqual([])
    // Letting a quarry go stays an answer even when it is gone (a decision left over is never a dead end).
    const gone = cloneState(r.state)
    gone.pending.push({ kind: PURSUIT, side: 'a', ruleId: 'SK-MORALE-4', data: { unit: 'a1', target: 'b1' } })
    expect(playOn(t, gone, pursue(false), []).state.pending).toEqual([])
  })

  it('SK-MORALE-4 a pursuit of a unit out of reach (a gap beyond M + 6) is refused with the rule id and the state untouched; letting it go is accepted', () => {
    // A flight of M4 + 10 = 14 paces (7 hexes) on a big map.
    const t = won(10, [], { width: 20, height: 20, a: '10,16', b: '10,15' })
    expect(isFleeing(t.unit('b1'))).toBe(true)
    const before = t.state
    expect(t.act(pursue())).toBeRejectedWith('pursuit/out-of-reach', 'SK-MORALE-4')
    expect(t.state).toBe(before)
    expect(t.legal()).toEqual([pursue(false)])
    t.play(pursue(false))
  })

  it('SK-MORALE-4 a pursuit nobody offered is refused: no decision pending, or another target', () => {
    const none = toMelee(moraleGame({ units: [{ id: 'a1', type: 'duo', hex: '5,7' }, { id: 'b1', side: 'b', type: 'duo', hex: '5,6' }] }))
    expect(none.act(pursue())).toBeRejectedWith('decision/none')
    const t = won(1)
    expect(t.act({ ...pursue(), target: 'a1' })).toBeRejectedWith('pursuit/not-offered', 'GAP-SK-16')
  })
})
