import { describe, expect, it } from 'vitest'
import { skState } from '../state/SkState'
import { actOn, edited, skGame } from '../testing/skFixtures'
import type { SkCombatData } from './SkCombatData'

const toStep = (t: ReturnType<typeof skGame>, phase: string, side: string) => t.advanceUntil((s) => s.turn.phase === phase && s.turn.activeSide === side)
const lastCombat = (events: readonly { type: string; outcome?: unknown }[]) => (events.filter((e) => e.type === 'combatResolved').at(-1)!.outcome as { data: SkCombatData }).data

/** `a1` (type `charger`, HP `hp`) charges the duo b1 in its front, to the melee step; then the exchange is fought with `dice`. */
function exchange(charger: string, dice: number[], hp?: number) {
  const t = skGame({ units: [{ id: 'a1', type: charger, hex: '3,7', ...(hp === undefined ? {} : { stats: { sk: { hp } } }) }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3', facing: 3 }] }, dice)
  t.play({ type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' })
  toStep(t, 'melee', 'a')
  t.play({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })
  expect(t.diceLeft()).toBe(0)
  return lastCombat(t.game.events)
}

describe('skirmish/combat events: what each die needed and showed', () => {
  it('SK-COMBAT-3: each strike of a charge exchange records its to-hit bonus, the defence, the lowest natural face that hits, and its attack and damage dice', () => {
    // Duos: a1 rolls 3 dice (2 + the charge die, SK-CHARGE-4): 4, 4, 1 → 2 skulls against defence 3 (3+ would not do: 4+);
    // damage dice 3 and 5 (+2 damage − 2 constitution). b1 strikes back with its last figure at −2 (−1 against a
    // charger, SK-COMBAT-18; −1 at half HP, SK-COMBAT-19): only a natural 6 hits; its damage die is at −1 too.
    const data = exchange('duo', [4, 4, 1, 3, 5, 6, 1])
    expect(data.strikes).toMatchObject([
      { unit: 'a1', target: 'b1', kind: 'charge', dice: 3, toHit: 0, defence: 3, needs: 4, damage: 2, constitution: 2, hits: 2, attackFaces: [4, 4, 1], damageFaces: [[], [3, 5]], chargeDie: null, chargeBonus: null },
      { unit: 'b1', target: 'a1', kind: 'return', dice: 1, toHit: -2, defence: 3, needs: 6, damage: 1, constitution: 2, hits: 1, attackFaces: [6], damageFaces: [[1], []] },
    ])
    // Plain JSON: what the log keeps is what the resolver decided.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data)
  })

  it('SK-CHARGE-7: an incomplete infantry charger\'s bonus die is recorded with its face and what it needed (5+ on 1d6)', () => {
    // One duo figure of two left: 1 attack die, +1 on 5 or 6. Face 4: no bonus, 1 die (a 1); b1's 2 dice at −1 miss (1, 1).
    const missed = exchange('duo', [4, 1, 1, 1], 2)
    expect(missed.strikes[0]).toMatchObject({ kind: 'charge', dice: 1, chargeBonus: false, chargeDie: { ruleId: 'SK-CHARGE-7', faces: 6, atLeast: 5, bonus: 1, face: 4 }, attackFaces: [1] })
    // Face 5: the bonus die joins: 2 dice.
    const gained = exchange('duo', [5, 1, 1, 1, 1], 2)
    expect(gained.strikes[0]).toMatchObject({ kind: 'charge', dice: 2, chargeBonus: true, chargeDie: { ruleId: 'SK-CHARGE-7', faces: 6, atLeast: 5, face: 5 }, attackFaces: [1, 1] })
  })

  it('SK-CHARGE-8: an incomplete cavalry charger\'s bonus die is a d10, 6+, recorded with its face', () => {
    // Horsemen with 4 of their 5 figures: 4 dice, +1 on 6–10. Face 6: 5 dice, all 1s; b1's 2 dice miss.
    const data = exchange('horse', [6, 1, 1, 1, 1, 1, 1, 1], 8)
    expect(data.strikes[0]).toMatchObject({ kind: 'charge', dice: 5, chargeBonus: true, chargeDie: { ruleId: 'SK-CHARGE-8', faces: 10, atLeast: 6, bonus: 1, face: 6 }, attackFaces: [1, 1, 1, 1, 1] })
  })

  it('SK-MELEE-9: a volley into a melee records its assignment dice and what each unit of the melee took, with its damage dice', () => {
    const t = skGame({ units: [{ id: 'a1', type: 'bowmen', hex: '1,5' }, { id: 'a2', type: 'duo', hex: '3,4' }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3' }] })
    toStep(t, 'shooting', 'a')
    const locked = edited(t.state, (d) => Object.assign(skState(d).melees[0]!, { attacks: [2, 2], locked: true }))
    // Defence 3 − 2 (SK-MELEE-8) = 1: 2 and 2 hit (2+); assignment 4 (the other side: a2), 1 (the target's side: b1); damage 3 and 3.
    const r = actOn(t.game.rules, locked, { type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'missile' }, [2, 2, 4, 1, 3, 3])
    if ('code' in r) throw new Error(r.message)
    const data = lastCombat(r.events)
    expect(data.strikes[0]).toMatchObject({ kind: 'missile', dice: 2, toHit: 0, defence: 1, needs: 2, attackFaces: [2, 2], hits: 2 })
    expect(data.intoMelee).toEqual({
      targetSideUpTo: 3,
      assignFaces: [[], [4, 1]],
      units: [
        { unit: 'b1', side: 0, hits: 1, constitution: 2, damageFaces: [[], [3]], hpLost: 1 },
        { unit: 'a2', side: 1, hits: 1, constitution: 2, damageFaces: [[], [3]], hpLost: 1 },
      ],
    })
    expect(r.dice.remaining).toBe(0)
  })
})
