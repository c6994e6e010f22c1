import type { GameEvent } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { keyWords, lockedMelee } from './boroughbridge.fixture'
import { skCombatDataOf } from './skCombatData'
import { skullsOf, strikeDice } from './strikeDice'

describe('skirmish UI: the dice die by die', () => {
  it('SK-COMBAT-3..5: the skulls are the highest faces, as many as the engine counted', () => {
    expect(skullsOf([4, 1, 3, 6, 6, 2, 4, 2], 4)).toEqual([true, false, false, true, true, false, true, false])
    expect(skullsOf([2, 6, 1], 1)).toEqual([false, true, false])
    expect(skullsOf([5, 5], 0)).toEqual([false, false])
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
    const damage = groups.find((g) => g.id === 'strike-0-damage')
    if (charge.hits > 0) expect(damage!.dice.map((d) => d.face)).toEqual(charge.damageFaces!.flat())
    expect(groups.some((g) => g.id === 'strike-1-attack')).toBe(data.strikes.length > 1)
  })

  it('reads only the skirmish resolver\'s combats', () => {
    expect(strikeDice({ type: 'phaseStarted', message: '' } as GameEvent, keyWords)).toBeUndefined()
    expect(strikeDice({ type: 'combatResolved', message: '', outcome: { data: { column: '2:1' } } } as unknown as GameEvent, keyWords)).toBeUndefined()
  })
})
