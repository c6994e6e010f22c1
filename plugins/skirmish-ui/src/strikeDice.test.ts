import type { GameEvent } from '@hexes/core'
import type { SkCombatData } from '@hexes/plugin-skirmish'
import { describe, expect, it } from 'vitest'
import { keyWords, lockedMelee } from './boroughbridge.fixture'
import { skCombatDataOf } from './skCombatData'
import { skullsOf, strikeDice } from './strikeDice'

describe('skirmish UI: the dice die by die', () => {
  it('SK-COMBAT-3..5: the skulls are the dice showing the face the strike needed or more; from an event without it, the highest faces, as many as the engine counted', () => {
    expect(skullsOf([4, 1, 3, 6, 6, 2, 4, 2], 4, 4)).toEqual([true, false, false, true, true, false, true, false])
    expect(skullsOf([2, 6, 1], 1, 6)).toEqual([false, true, false])
    expect(skullsOf([2, 1, 3], 2, 2)).toEqual([true, false, true])
    expect(skullsOf([4, 1, 3, 6, 6, 2, 4, 2], 4)).toEqual([true, false, false, true, true, false, true, false])
    expect(skullsOf([5, 5], 0)).toEqual([false, false])
  })

  it('SK-COMBAT-2/3, SK-COMBAT-8/9: each strike\'s dice show what they were rolled against: the face needed, the to-hit bonus and the defence; the damage score and the constitution', () => {
    const p = lockedMelee('first-exchange')
    const event = p.events.find((e) => e.type === 'combatResolved')!
    const charge = skCombatDataOf((event as GameEvent & { outcome: { data: unknown } }).outcome.data)!.strikes[0]!
    const groups = strikeDice(event, keyWords)!
    const attack = groups.find((g) => g.id === 'strike-0-attack')!
    // The knights at +1 against the schiltron's defence 4: a skull on 4+.
    expect([charge.toHit, charge.defence, charge.needs]).toEqual([1, 4, 4])
    expect(attack.facts).toEqual([
      { id: 'needs', label: 'dice.needs', value: 'dice.needsValue{"needs":4}' },
      { id: 'to-hit', label: 'dice.toHit', value: '+1' },
      { id: 'defence', label: 'dice.defence', value: '4' },
    ])
    for (const d of attack.dice) expect(d.result).toBe(Number(d.face) >= 4 ? 'success' : 'failure')
    // The seeded exchange scores skulls: its damage dice are shown with what they were rolled with.
    expect(charge.hits).toBeGreaterThan(0)
    expect(groups.find((g) => g.id === 'strike-0-damage')!.facts).toEqual([{ id: 'damage', label: 'dice.damage', value: '+2' }, { id: 'constitution', label: 'dice.constitution', value: '−3' }])
  })

  const strike = { unit: 'a1', target: 'b1', kind: 'charge', dice: 2, toHit: 0, defence: 3, needs: 4, damage: 2, constitution: 2, hits: 1, naturalHits: 0, hpLost: 1, attackFaces: [5, 2], damageFaces: [[], [3]] } as const
  const resolved = (data: SkCombatData) => ({ type: 'combatResolved', message: '', outcome: { data } }) as unknown as GameEvent

  it('SK-CHARGE-7/8: an incomplete charger\'s bonus die shows its face, its die and the face it needed', () => {
    const data: SkCombatData = {
      source: 'skirmish', mode: 'melee', round: 'exchange', sides: [['a1'], ['b1']], losses: [], pushes: [],
      strikes: [{ ...strike, chargeBonus: true, chargeDie: { ruleId: 'SK-CHARGE-8', faces: 10, atLeast: 6, bonus: 1, face: 7 }, attackFaces: [5, 2], damageFaces: [[], [3]] }],
    }
    const bonus = strikeDice(resolved(data), keyWords)!.find((g) => g.id === 'strike-0-bonus')!
    expect(bonus.dice).toEqual([{ face: 7, sides: 10, result: 'success', title: 'dice.bonusDie{"face":7,"atLeast":6,"faces":10}' }])
    expect(bonus.facts).toEqual([{ id: 'needs', label: 'dice.needs', value: 'dice.bonusNeeds{"atLeast":6,"faces":10}' }])
    expect(bonus.summary).toBe('dice.bonusGained{"bonus":1}')
  })

  it('SK-MELEE-9, GAP-SK-24: a volley into a melee shows its assignment dice (to the target\'s side on 1 to 3, a 3 included) and each unit\'s damage dice', () => {
    const data: SkCombatData = {
      source: 'skirmish', mode: 'missile', sideHits: [1, 1], losses: [{ unit: 'b1', hpLost: 1, figuresLost: 1 }, { unit: 'a2', hpLost: 1, figuresLost: 1 }], pushes: [],
      strikes: [{ ...strike, kind: 'missile', defence: 1, needs: 2, hits: 2, hpLost: 2, attackFaces: [2, 2], damageFaces: null, chargeBonus: null, chargeDie: null, naturalHits: null }],
      intoMelee: { targetSideUpTo: 3, assignFaces: [[], [4, 3]], units: [{ unit: 'b1', side: 0, hits: 1, constitution: 2, damageFaces: [[], [3]], hpLost: 1 }, { unit: 'a2', side: 1, hits: 1, constitution: 2, damageFaces: [[], [3]], hpLost: 1 }] },
    }
    const groups = strikeDice(resolved(data), keyWords)!
    expect(groups.map((g) => g.id)).toEqual(['strike-0-attack', 'into-melee', 'into-melee-b1', 'into-melee-a2'])
    expect(groups[1]!.dice.map((d) => [d.face, d.title])).toEqual([[4, 'dice.toOtherSide{"face":4}'], [3, 'dice.toTargetSide{"face":3}']])
    expect(groups[2]!).toMatchObject({ dice: [{ face: 3 }], summary: 'dice.damageSummary{"hp":1,"target":"b1"}' })
  })

  it('SK-COMBAT-1..7: the charge exchange\'s dice as the engine rolled them, with skulls, natural 6s and 1s, and the damage dice', () => {
    const p = lockedMelee('first-exchange')
    const event = p.events.find((e) => e.type === 'combatResolved')!
    const data = skCombatDataOf((event as GameEvent & { outcome: { data: unknown } }).outcome.data)!
    const groups = strikeDice(event, keyWords)!
    const charge = data.strikes[0]!
    expect(charge.kind).toBe('charge')
    const attack = groups.find((g) => g.id === 'strike-0-attack')!
    expect(attack.dice.map((d) => d.face)).toEqual(charge.attackFaces)
    expect(attack.dice.filter((d) => d.result === 'success')).toHaveLength(charge.hits)
    for (const d of attack.dice) {
      if (d.face === 6) expect(d).toMatchObject({ natural: 'top', result: 'success' })
      if (d.face === 1) expect(d).toMatchObject({ natural: 'bottom', result: 'failure' })
    }
    expect(attack.summary).toBe(`dice.attackSummary${JSON.stringify({ hits: charge.hits, dice: charge.dice, sixes: charge.attackFaces!.filter((f) => f === 6).length, ones: charge.attackFaces!.filter((f) => f === 1).length })}`)
    expect(charge.hits).toBeGreaterThan(0)
    expect(groups.find((g) => g.id === 'strike-0-damage')!.dice.map((d) => d.face)).toEqual(charge.damageFaces!.flat())
    expect(groups.some((g) => g.id === 'strike-1-attack')).toBe(data.strikes.length > 1)
  })

  it('reads only the skirmish resolver\'s combats', () => {
    expect(strikeDice({ type: 'phaseStarted', message: '' } as GameEvent, keyWords)).toBeUndefined()
    expect(strikeDice({ type: 'combatResolved', message: '', outcome: { data: { column: '2:1' } } } as unknown as GameEvent, keyWords)).toBeUndefined()
  })
})
