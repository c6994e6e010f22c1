import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { eventsOf, shoot, toStep, wmGame, WM_TEST_MACHINES, type WmTestUnit } from '../testing/wmFixtures'

installMatchers()

/** A machine of side a at 5,10 and the units of side b given. */
const battery = (machine: string, targets: WmTestUnit[], dice: number[], wm: Record<string, unknown> = {}) =>
  toStep(wmGame({ units: [{ id: 'gun', type: machine, hex: '5,10' }, ...targets.map((u) => ({ side: 'b', ...u }))], wm }, dice), 'shooting')

const hp = (t: ReturnType<typeof battery>, id: string) => t.unit(id).stats.sk!.hp

describe('war-machines/the damage of a shot (GAP-SK-34)', () => {
  it('SK-WM-7 catapult: 5 figures covered, the centre figure −2 HP, 4 combat dice for the others, each skull −1 HP', () => {
    // HIT, artillery 6; combat dice 4, 5 (skulls), 1, 2.
    const t = battery('catapult', [{ id: 'b1', hex: '5,4' }], [1, 3, 4, 5, 1, 2])
    t.play(shoot('gun', 'b1'))
    expect(hp(t, 'b1')).toBe(6)
    expect(eventsOf(t, 'wm/hit')).toMatchObject([{ unit: 'b1', part: 'centre', figures: 5, hp: 4, ruleId: 'SK-WM-7' }])
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-WM-7 a unit of 2 figures under the template: −2 HP at the centre and one combat die', () => {
    const t = battery('catapult', [{ id: 'b1', type: 'duo', hex: '5,4' }], [1, 3, 6])
    t.play(shoot('gun', 'b1'))
    expect(hp(t, 'b1')).toBe(1)
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-WM-6 a scattered catapult shot hits the unit where it lands, friend or foe, and nothing where nobody stands', () => {
    // Arrow, direction face 4 (south), artillery 4 paces: 2 hexes south of 5,4 is 5,6, where side a stands.
    const t = toStep(wmGame({ units: [{ id: 'gun', type: 'catapult', hex: '5,10' }, { id: 'a2', type: 'duo', hex: '5,6' }, { id: 'b1', side: 'b', hex: '5,4' }] }, [3, 4, 2, 1]), 'shooting')
    t.play(shoot('gun', 'b1'))
    expect(hp(t, 'b1')).toBe(10)
    expect(hp(t, 'a2')).toBe(2)
    const miss = battery('catapult', [{ id: 'b1', hex: '5,4' }], [3, 1, 2])
    miss.play(shoot('gun', 'b1'))
    expect(hp(miss, 'b1')).toBe(10)
    expect(eventsOf(miss, 'wm/hit')).toEqual([])
  })

  it('SK-WM-8 bombard: every figure in the disc (5 at most a unit) takes 2 damage dice on the damage table, no damage score', () => {
    // HIT, artillery 2. b1 (10 figures: 5 covered, 10 dice against constitution 2): eight 1s (KO), a 3 (1 HP), a 6 (2 HP).
    // b2 next to it, in the disc (2 figures: 4 dice): 6, 6 (2 HP each), 1, 1.
    const t = battery('bombard', [{ id: 'b1', hex: '5,4' }, { id: 'b2', type: 'duo', hex: '5,3' }], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 6, 6, 6, 1, 1])
    t.play(shoot('gun', 'b1'))
    expect(hp(t, 'b1')).toBe(7)
    expect(t.unit('b2').status).not.toBe('active')
    expect(eventsOf(t, 'wm/hit')).toMatchObject([{ unit: 'b1', figures: 5, hp: 3, ruleId: 'SK-WM-8' }, { unit: 'b2', figures: 2, hp: 4, ruleId: 'SK-WM-8' }])
    expect(t.diceLeft()).toBe(0)
  })

  it('GAP-SK-35 the template cap (templateCap) limits the figures of a unit covered in one hex', () => {
    const t = battery('bombard', [{ id: 'b1', hex: '5,4' }], [1, 1, 6, 6, 6, 6], { machines: WM_TEST_MACHINES, templateCap: 2 })
    t.play(shoot('gun', 'b1'))
    expect(hp(t, 'b1')).toBe(2)
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-WM-10 cannon: one figure of each unit on the ball\u2019s path takes 2 damage dice', () => {
    // Guess 10 paces: the ball strikes 6 hexes out (5,4); HIT, artillery 4: it travels 2 hexes on, path 5,4 and 5,3, the full template on 5,2.
    // b1: 3 (1 HP) and 6 (2 HP); b2: 1, 1 (KO).
    const t = battery('cannon', [{ id: 'b1', hex: '5,4' }, { id: 'b2', type: 'duo', hex: '5,3' }, { id: 'b3', type: 'duo', hex: '5,2' }], [1, 2, 3, 6, 1, 1])
    t.play(shoot('gun', 'b3', 10))
    expect(eventsOf(t, 'wm/shot')).toMatchObject([{ hexes: ['5,4', '5,3', '5,2'], ruleId: 'SK-WM-9' }])
    expect(eventsOf(t, 'wm/hit')).toMatchObject([
      { unit: 'b1', part: 'path', figures: 1, hp: 3, ruleId: 'SK-WM-10' },
      { unit: 'b2', part: 'path', figures: 1, hp: 0, ruleId: 'SK-WM-10' },
      { unit: 'b3', part: 'full', figures: 2, hp: 4, ruleId: 'SK-WM-11' },
    ])
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-WM-11 the full template: every figure under it −2 HP; a triple cannon: 3 separate damage dice a figure instead', () => {
    // Guess 10, HIT, artillery 2: 1 hex on, path 5,4 (nobody), full template on 5,3.
    const cannon = battery('cannon', [{ id: 'b1', hex: '5,3' }], [1, 1])
    cannon.play(shoot('gun', 'b1', 10))
    expect(hp(cannon, 'b1')).toBe(0)
    expect(eventsOf(cannon, 'wm/hit')).toMatchObject([{ unit: 'b1', part: 'full', figures: 5, hp: 10 }])
    // The triple cannon on a duo: 2 figures × 3 dice: 6 (2 HP), then KOs.
    const triple = battery('ribaudequin', [{ id: 'b1', type: 'duo', hex: '5,3' }], [1, 1, 6, 1, 1, 1, 2, 2])
    triple.play(shoot('gun', 'b1', 10))
    expect(hp(triple, 'b1')).toBe(2)
    expect(eventsOf(triple, 'wm/hit')).toMatchObject([{ unit: 'b1', part: 'full', figures: 2, hp: 2, ruleId: 'SK-WM-11' }])
    expect(triple.diceLeft()).toBe(0)
  })
})
