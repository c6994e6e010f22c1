import { hashState } from '@hexes/core'
import { isLocked } from '@hexes/plugin-skirmish'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { flyersState } from '../state/FlyersState'
import { fight, flyerGame, flyOn, move, toMelee, toMovement, type FlyerScenarioOptions } from '../testing/flyerFixtures'

installMatchers()

/** The bat (M10) 3 hexes south of a guard facing it; two misses of the melee exchange (a natural 1 never hits). */
const SETUP: FlyerScenarioOptions = { units: [{ id: 'a1', hex: '5,10' }, { id: 'b1', side: 'b', type: 'foot', hex: '5,7', facing: 3 }] }
const MISSES = [1, 1]

/** The bat flies 4 paces into contact, then attacks in the melee step. */
function afterAttack(o: FlyerScenarioOptions = SETUP) {
  const t = toMovement(flyerGame(o, MISSES))
  t.play(move('a1', '5,8'))
  toMelee(t)
  t.play(fight('a1', 'b1'))
  expect(t.diceLeft()).toBe(0)
  return t
}

describe('flyers/fly-on', () => {
  it('SK-FLY-4 a flyer M10 flies 4 paces, attacks, and flies 6 more over its enemy: legal', () => {
    const t = afterAttack()
    expect(t.act(flyOn('a1', '5,5'))).toBeAccepted()
    expect(t.state).toHaveUnitAt('a1', '5,5')
    expect(isLocked(t.state, 'a1')).toBe(false)
    expect(t.legal().filter((a) => a.type === 'fly/on')).toEqual([])
  })

  it('SK-FLY-4 a move beyond M across the attack is refused, the state untouched', () => {
    const t = afterAttack()
    const before = hashState(t.state)
    const r = t.act(flyOn('a1', '5,4')) // 4 + 8 paces
    expect(r).toBeRejectedWith('fly/too-far', 'SK-FLY-4')
    expect(r).toMatchObject({ code: 'fly/too-far', ruleId: 'SK-FLY-4', message: expect.stringContaining('6 paces') })
    expect(hashState(t.state)).toBe(before)
    // The legal fly-ons are what is left of its M: none farther than 3 hexes.
    const legal = t.legal().filter((a) => a.type === 'fly/on') as unknown as { to: string }[]
    expect(legal.map((a) => a.to)).toContain('5,5')
    expect(legal.map((a) => a.to)).not.toContain('5,4')
  })

  it('SK-FLY-4 a flyer flies on only after its own attack, and once (GAP-SK-26)', () => {
    const t = toMovement(flyerGame(SETUP, MISSES))
    t.play(move('a1', '5,8'))
    toMelee(t)
    const before = hashState(t.state)
    expect(t.act(flyOn('a1', '5,5'))).toBeRejectedWith('fly/no-attack', 'SK-FLY-4')
    expect(hashState(t.state)).toBe(before)
    t.play(fight('a1', 'b1'), flyOn('a1', '5,6'))
    expect(t.act(flyOn('a1', '5,5'))).toBeRejectedWith('fly/flown-on', 'GAP-SK-26')
  })

  it('SK-FLY-4 a unit that does not fly may not fly on', () => {
    const t = afterAttack({ units: [{ id: 'a1', type: 'runner', hex: '5,10' }, { id: 'b1', side: 'b', type: 'foot', hex: '5,7', facing: 3 }] })
    expect(t.act(flyOn('a1', '5,9'))).toBeRejectedWith('fly/not-a-flyer', 'SK-FLY-4')
  })

  it('SK-FLY-2 flying a grounded unit is refused: a flyer that attacked from a wood may not fly on', () => {
    const t = afterAttack({ terrain: { '5,8': 'woods' }, flyers: { groundMove: { bat: 6 } }, units: SETUP.units })
    const before = hashState(t.state)
    expect(t.act(flyOn('a1', '5,9'))).toBeRejectedWith('fly/grounded', 'SK-FLY-2')
    expect(hashState(t.state)).toBe(before)
  })

  it('SK-FLY-4 without flyOn in the config the melee step has no fly-on', () => {
    const t = afterAttack({ ...SETUP, flyers: { flyOn: false } })
    expect(t.act(flyOn('a1', '5,5'))).toBeRejectedWith('action/unknown-type')
  })

  it('SK-FLY-4 a flyer locked in melee (SK-MELEE-5: its second exchange) may not fly on', () => {
    const t = toMovement(flyerGame(SETUP, Array.from({ length: 12 }, () => 1)))
    t.play(move('a1', '5,8'))
    toMelee(t)
    t.play(fight('a1', 'b1'))
    t.advanceUntil((s) => s.turn.phase === 'melee' && s.turn.activeSide === 'b')
    t.play({ type: 'attack', side: 'b', attackers: ['b1'], defender: 'a1', mode: 'melee' })
    expect(isLocked(t.state, 'a1')).toBe(true)
    t.advanceUntil((s) => s.turn.turn === 2 && s.turn.phase === 'melee' && s.turn.activeSide === 'a')
    t.play(fight('a1', 'b1'))
    expect(flyersState(t.state).attacked).toEqual(['a1'])
    const before = hashState(t.state)
    expect(t.act(flyOn('a1', '5,9'))).toBeRejectedWith('move/locked', 'SK-MELEE-5')
    expect(hashState(t.state)).toBe(before)
  })
})
