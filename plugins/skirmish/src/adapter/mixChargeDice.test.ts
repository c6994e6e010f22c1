import { combatModifiers, prepareCombat, type Modifier } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { pairOf } from '../melee/contacts'
import { eventsOf, lastFight, mixGame, toPhase, type MixGameOptions } from './mixGame.fixture'

const charge = (unit: string, target: string) => ({ type: 'sk/charge', side: 'a', unit, target })
const melee = (attackers: string[], defender: string) => ({ type: 'attack', side: 'a', attackers, defender, mode: 'melee' })
const ones = (n: number) => Array<number>(n).fill(1)

/** A charge of a1 on b1 played in side a's movement phase; the game left in side a's combat phase. */
function charged(o: MixGameOptions, dice?: readonly number[]) {
  const t = mixGame(o, dice)
  t.play(charge('a1', 'b1'))
  toPhase(t, 'combat')
  return t
}
/** The modifiers of the charger's strike of the pending charge, as the combat would plan it. */
function chargeModifiers(t: ReturnType<typeof charged>): Pick<Modifier, 'ruleId' | 'value'>[] {
  const ctx = prepareCombat(t.game.rules, t.state, 'a', { attackers: ['a1'], defender: 'b1', mode: 'melee' })
  if ('ok' in ctx) throw new Error(ctx.message)
  return combatModifiers(ctx).filter((m) => m.kind === 'dice').map((m) => ({ ruleId: m.ruleId, value: m.value }))
}
const cavalryOn = (b1: Record<string, unknown>, config?: Record<string, unknown>): MixGameOptions => ({
  ...(config ? { config: { adapter: { charge: config } } } : {}),
  units: [{ id: 'a1', type: 'heavy-cavalry', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,2', ...b1 }],
})

describe('skirmish/mix: the charge fought with skirmish dice', () => {
  it('SK-CHARGE-5 SK-CHARGE-12 I-02: an undeclared charge is fought at the end of the combat phase, +3 dice for heavy cavalry; 3 skulls push the target back a hex, facing as it was', () => {
    // a1 heavy cavalry: 3 + 3 dice at +1 against defence 4: three 4s hit (3 skulls); damage dice 1 (KOs).
    // b1 strikes back with its 3 dice at −1 (SK-COMBAT-18): three 1s. Then b1 gives a hex, 3,2 → 3,1.
    const t = charged(cavalryOn({}), [4, 4, 4, 1, 1, 1, ...ones(3), ...ones(3)])
    expect(t.legal().filter((a) => a.type === 'attack')).toEqual([melee(['a1'], 'b1')])
    t.play({ type: 'end-phase', side: 'a' })
    expect(lastFight(t).strikes.map((s) => [s.unit, s.kind, s.dice, s.hits])).toEqual([['a1', 'charge', 6, 3], ['b1', 'return', 3, 0]])
    expect(eventsOf(t, 'sk/pushed-back').at(-1)).toMatchObject({ unit: 'b1', paces: 1, hexes: 1, ruleId: 'SK-CHARGE-12' })
    expect(t.unit('b1')).toMatchObject({ hex: '3,1', facing: 3 })
    expect(pairOf(t.state, 'a1', 'b1')).toBeUndefined()
    expect(eventsOf(t, 'retreated')).toEqual([])
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-CHARGE-12 a declared charge is fought once, in its combat phase; the push-back stops at HEXES Med\'s impassable terrain', () => {
    const t = charged({ terrain: { '3,1': 'river' }, ...cavalryOn({}) }, [4, 4, 4, 1, 1, 1, ...ones(3), ...ones(3)])
    t.play(melee(['a1'], 'b1'))
    expect(lastFight(t).strikes[0]).toMatchObject({ kind: 'charge', dice: 6, hits: 3 })
    expect(eventsOf(t, 'sk/pushed-back').at(-1)).toMatchObject({ unit: 'b1', paces: 1, hexes: 0 })
    expect(t.unit('b1').hex).toBe('3,2')
    expect(pairOf(t.state, 'a1', 'b1')).toMatchObject({ attacks: [1, 1], charge: null })
    t.play({ type: 'end-phase', side: 'a' })
    expect(eventsOf(t, 'combatResolved')).toHaveLength(1)
  })

  it('SK-CHARGE-4: infantry charges with +1 die; archers and crossbowmen with none', () => {
    expect(chargeModifiers(charged({ units: [{ id: 'a1', hex: '3,4' }, { id: 'b1', side: 'b', hex: '3,2' }] }))).toEqual([{ ruleId: 'SK-CHARGE-4', value: 1 }])
    expect(chargeModifiers(charged({ units: [{ id: 'a1', type: 'archer', hex: '3,4' }, { id: 'b1', side: 'b', hex: '3,2' }] }))).toEqual([{ ruleId: 'SK-MISSILE-14', value: 0 }])
  })

  it('SK-CHARGE-9 SK-CHARGE-10 SK-CHARGE-11 I-11: flank and rear by where the charger starts, against the facing of the last hex the target entered', () => {
    // b1 faces north-east: a1 coming from the south is in its flank: b1 strikes back with 2 dice.
    const flank = charged(cavalryOn({ facing: 1 }), [...ones(6), ...ones(2)])
    expect(eventsOf(flank, 'sk/charged').at(-1)).toMatchObject({ arc: 'flank' })
    flank.play({ type: 'end-phase', side: 'a' })
    expect(lastFight(flank).strikes.map((s) => [s.unit, s.dice])).toEqual([['a1', 6], ['b1', 2]])
    // b1 steps north in its movement phase (I-11: it now faces north); a1 charges it from the south: its rear.
    const t = mixGame({ units: [{ id: 'a1', type: 'heavy-cavalry', hex: '3,7' }, { id: 'b1', side: 'b', hex: '3,3' }] }, [...ones(6), 1])
    toPhase(t, 'movement', 'b')
    t.play({ type: 'move', side: 'b', unit: 'b1', to: '3,2' })
    expect(t.unit('b1').facing).toBe(0)
    toPhase(t, 'movement')
    t.play(charge('a1', 'b1'))
    expect(eventsOf(t, 'sk/charged').at(-1)).toMatchObject({ arc: 'rear' })
    expect(eventsOf(t, 'sk/panic-test').at(-1)).toMatchObject({ unit: 'b1', triggers: ['rear-charge'], ruleId: 'SK-CHARGE-11' })
    toPhase(t, 'combat')
    t.play({ type: 'end-phase', side: 'a' })
    expect(lastFight(t).strikes.map((s) => [s.unit, s.dice])).toEqual([['a1', 6], ['b1', 1]])
  })

  it('HM-CHG-2 under the skirmish charge (config countercharge): a charge-capable target charged in its front cancels the bonus dice; from the flank it cannot', () => {
    const bonus = { ruleId: 'SK-CHARGE-5', value: 3 }
    const cancelled = { ruleId: 'HM-CHG-2', value: -3 }
    expect(chargeModifiers(charged(cavalryOn({ type: 'light-cavalry' })))).toEqual([bonus, cancelled])
    expect(chargeModifiers(charged(cavalryOn({ type: 'light-cavalry', facing: 1 })))).toEqual([bonus])
    expect(chargeModifiers(charged(cavalryOn({ type: 'light-cavalry', facing: 1 }, { countercharge: 'any' })))).toEqual([bonus, cancelled])
    expect(chargeModifiers(charged(cavalryOn({ type: 'light-cavalry' }, { countercharge: 'none' })))).toEqual([bonus])
    // Infantry cannot countercharge (GAP-HM-08).
    expect(chargeModifiers(charged(cavalryOn({})))).toEqual([bonus])
    // In play: 3 dice, not 6.
    const t = charged(cavalryOn({ type: 'light-cavalry' }), [...ones(3), ...ones(3)])
    t.play({ type: 'end-phase', side: 'a' })
    expect(lastFight(t).strikes[0]).toMatchObject({ kind: 'charge', dice: 3 })
  })

  it('HM-CHG-3 under the skirmish charge (config clearTerrain, off by default): the bonus dice only when both stand on clear terrain', () => {
    const wood = (config?: Record<string, unknown>) => ({ terrain: { '3,2': 'forest' }, ...cavalryOn({}, config) })
    expect(chargeModifiers(charged(wood()))).toEqual([{ ruleId: 'SK-CHARGE-5', value: 3 }])
    expect(chargeModifiers(charged(wood({ clearTerrain: true })))).toEqual([{ ruleId: 'SK-CHARGE-5', value: 3 }, { ruleId: 'HM-CHG-3', value: -3 }])
    expect(chargeModifiers(charged(cavalryOn({}, { clearTerrain: true })))).toEqual([{ ruleId: 'SK-CHARGE-5', value: 3 }])
  })

  it('SK-CHARGE-6 SK-CHARGE-7 SK-CHARGE-8 R-15: a reduced unit charges as an incomplete one: +1 die on 6+ on 1d10, rolled first, and one die fewer', () => {
    const reduced = (config?: Record<string, unknown>) => ({ ...(config ? { config: { adapter: { charge: config } } } : {}), units: [{ id: 'a1', type: 'heavy-cavalry', hex: '3,7', reduced: true }, { id: 'b1', side: 'b', hex: '3,2' }] })
    expect(chargeModifiers(charged(reduced()))).toEqual([{ ruleId: 'SK-CHARGE-6', value: 1 }, { ruleId: 'R-15', value: -1 }])
    // The d10 shows 6: 3 − 1 + 1 = 3 dice; it shows 5: 2.
    const hit = charged(reduced(), [6, ...ones(3), ...ones(3)])
    hit.play({ type: 'end-phase', side: 'a' })
    expect(lastFight(hit).strikes[0]).toMatchObject({ kind: 'charge', dice: 3 })
    const miss = charged(reduced(), [5, ...ones(2), ...ones(3)])
    miss.play({ type: 'end-phase', side: 'a' })
    expect(lastFight(miss).strikes[0]).toMatchObject({ kind: 'charge', dice: 2 })
    expect(miss.diceLeft()).toBe(0)
    expect(chargeModifiers(charged(reduced({ reducedIsIncomplete: false })))).toEqual([{ ruleId: 'SK-CHARGE-5', value: 3 }, { ruleId: 'R-15', value: -1 }])
    const foot = { units: [{ id: 'a1', hex: '3,4', reduced: true }, { id: 'b1', side: 'b', hex: '3,2' }] }
    // Infantry: +1 on 5+ on 1d6 (SK-CHARGE-7): a 5 gives 3 − 1 + 1 = 3 dice.
    const t = charged(foot, [5, ...ones(3), ...ones(3)])
    t.play({ type: 'end-phase', side: 'a' })
    expect(lastFight(t).strikes[0]).toMatchObject({ kind: 'charge', dice: 3 })
  })
})
