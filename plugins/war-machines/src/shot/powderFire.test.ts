import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { eventsOf, toStep, wmGame, WM_TEST_MACHINES, WM_TEST_TYPES, type WmTestUnit } from '../testing/wmFixtures'

installMatchers()

/** Two bowmen (short bows, flaming arrows) of side a, 2 figures, damage 2. */
const bowmen = { name: 'Bowmen', figures: 2, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 2, constitution: 2, hp: 1, command: 7, keywords: ['infantry', 'archer'], missile: { weapon: 'shortBow' } }

/** Side a's bowmen at 3,7 in their shooting step, side b's machine at 3,3 and the units given. */
const volley = (machine: string, dice: number[], others: WmTestUnit[] = [], wm: Record<string, unknown> = {}) =>
  toStep(wmGame({
    units: [{ id: 'a1', type: 'bowmen', hex: '3,7' }, { id: 'gun', side: 'b', type: machine, hex: '3,3' }, ...others],
    skirmish: { unitTypes: { ...WM_TEST_TYPES, bowmen } },
    wm: { machines: WM_TEST_MACHINES, ...wm },
  }, dice), 'shooting')

const flaming = { type: 'attack', side: 'a', attackers: ['a1'], defender: 'gun', mode: 'flaming' }

describe('war-machines/flaming arrows on the powder (SK-WM-14)', () => {
  it('SK-WM-14 a flaming volley that hits a cannon rolls the artillery die: MISFIRE, the powder explodes, the cannon is destroyed and the figures around take a damage die each', () => {
    // SK-MISSILE-16 artillery die 1 (2: no misfire); attack dice 5 (hit), 1; damage die 4;
    // SK-WM-14 artillery die 6 (MISFIRE); the explosion: the duo behind the cannon, 2 figures: 6, 6.
    const t = volley('cannon', [1, 5, 1, 4, 6, 6, 6], [{ id: 'b2', side: 'b', type: 'duo', hex: '3,2' }])
    t.play(flaming)
    expect(t.unit('gun').status).not.toBe('active')
    expect(eventsOf(t, 'wm/powder')).toMatchObject([{ unit: 'gun', fire: true, ruleId: 'SK-WM-14' }])
    expect(eventsOf(t, 'wm/explosion')).toMatchObject([{ hex: '3,3', ruleId: 'SK-WM-14' }])
    expect(t.unit('b2').status).not.toBe('active')
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-WM-14 the powder holds when the artillery die shows a number: the cannon takes only the volley', () => {
    const t = volley('bombard', [1, 5, 1, 4, 2], [{ id: 'b2', side: 'b', type: 'duo', hex: '3,2' }])
    t.play(flaming)
    expect(t.unit('gun').status).toBe('active')
    expect(t.unit('gun').stats.sk!.hp).toBeLessThan(6)
    expect(eventsOf(t, 'wm/powder')).toMatchObject([{ unit: 'gun', fire: false, ruleId: 'SK-WM-14' }])
    expect(eventsOf(t, 'wm/explosion')).toEqual([])
    expect(t.unit('b2').stats.sk!.hp).toBe(4)
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-WM-14 no die for a volley that misses, for a catapult (no powder), for plain arrows, nor when a scenario turns the rule off', () => {
    const miss = volley('cannon', [1, 1, 1])
    miss.play(flaming)
    expect(eventsOf(miss, 'wm/powder')).toEqual([])
    expect(miss.diceLeft()).toBe(0)
    const catapult = volley('catapult', [1, 5, 1, 4])
    catapult.play(flaming)
    expect(eventsOf(catapult, 'wm/powder')).toEqual([])
    expect(catapult.diceLeft()).toBe(0)
    const plain = volley('cannon', [5, 1, 4])
    plain.play({ ...flaming, mode: 'missile' })
    expect(eventsOf(plain, 'wm/powder')).toEqual([])
    expect(plain.diceLeft()).toBe(0)
    const off = volley('cannon', [1, 5, 1, 4], [], { flamingPowder: false })
    off.play(flaming)
    expect(eventsOf(off, 'wm/powder')).toEqual([])
    expect(off.diceLeft()).toBe(0)
  })
})
