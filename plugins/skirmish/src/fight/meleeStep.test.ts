import { addRationals, rational, targetOdds } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { pairOf } from '../melee/contacts'
import { skState } from '../state/SkState'
import { actOn, edited, skGame } from '../testing/skFixtures'

const end = (t: ReturnType<typeof skGame>) => t.play({ type: 'end-phase', side: t.state.turn.activeSide! })
const toStep = (t: ReturnType<typeof skGame>, phase: string, side: string) => t.advanceUntil((s) => s.turn.phase === phase && s.turn.activeSide === side)
const events = (t: ReturnType<typeof skGame>, type: string) => t.game.events.filter((e) => e.type === type)

/**
 * Duos (2 figures of 2 HP, 1 attack, defence 3, damage 2, constitution 2): a1 starts 3 hexes
 * south of b1, which faces it (front).
 */
function charged(dice: number[], facing = 3) {
  const t = skGame({ units: [{ id: 'a1', type: 'duo', hex: '3,7' }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3', facing }] }, dice)
  t.play({ type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' })
  toStep(t, 'melee', 'a')
  return t
}

describe('skirmish/melee step', () => {
  it('SK-MELEE-1 the charge exchange is one attack each; the next exchange a second; then the pair is locked', () => {
    // Charge exchange: a1 rolls 3 dice (2 + the charge die): 4, 4, 1 → 2 hits; damage 3 → 1 HP, 5 → 2 HP: b1 3 HP lost.
    // b1 strikes back with its one figure left at −2 (−1 against a charger, −1 at half HP): a natural 6 hits;
    // its damage die 1 + 1 − 2 = 0 is a KO but a natural 6 makes it 1 HP.
    // Second exchange (b's step): b1 strikes first: 1 die, 2 → miss; a1 strikes back with 2 dice: 1, 2 → misses.
    const t = charged([4, 4, 1, 3, 5, 6, 1, 2, 1, 2])
    t.play({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })
    expect([t.unit('a1').stats.sk!.hp, t.unit('b1').stats.sk!.hp]).toEqual([3, 1])
    expect(pairOf(t.state, 'a1', 'b1')).toMatchObject({ attacks: [1, 1], locked: false, charge: null })
    const first = events(t, 'combatResolved').at(-1)!.outcome as { data: { round: string; strikes: { kind: string; dice: number; hits: number }[] } }
    expect(first.data.round).toBe('exchange')
    expect(first.data.strikes.map((s) => [s.kind, s.dice, s.hits])).toEqual([['charge', 3, 2], ['return', 1, 1]])
    expect(t.act({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })).toMatchObject({ ok: false, code: 'melee/already-fought' })
    toStep(t, 'melee', 'b')
    t.play({ type: 'attack', side: 'b', attackers: ['b1'], defender: 'a1', mode: 'melee' })
    expect(pairOf(t.state, 'a1', 'b1')).toMatchObject({ attacks: [2, 2], locked: true })
    expect(events(t, 'sk/locked')).toHaveLength(1)
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-MELEE-2 in a locked melee every unit strikes at once: a unit wiped out in the round still rolls its attacks', () => {
    const t = skGame({ units: [{ id: 'a1', type: 'duo', hex: '3,4' }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3', stats: { sk: { hp: 1 } } }] }, [6, 3, 6, 6, 3])
    toStep(t, 'melee', 'a')
    const locked = edited(t.state, (d) => Object.assign(skState(d).melees[0]!, { attacks: [2, 2], locked: true }))
    // a1 (2 dice): 6, 3 → 1 hit; damage die 6: 2 HP (b1 has 1 left: it dies). b1 (1 die at −1, half HP) still rolls: 6 hits, damage 3 + 1 − 2 = 2 → 1 HP.
    const r = actOn(t.game.rules, locked, { type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' }, [6, 3, 6, 6, 3])
    if ('code' in r) throw new Error(r.message)
    const u = (id: string) => r.state.units.find((x) => x.id === id)!
    expect(u('b1').status).toBe('eliminated')
    expect(u('a1').stats.sk!.hp).toBe(3)
    expect(r.dice.remaining).toBe(0)
    const data = r.events.find((e) => e.type === 'combatResolved')!.outcome as { data: { round: string; strikes: { unit: string; hits: number }[] } }
    expect(data.data.round).toBe('locked')
    expect(data.data.strikes.map((s) => [s.unit, s.hits])).toEqual([['a1', 1], ['b1', 1]])
  })

  it('SK-MELEE-3 two sides fight: the attacker names his primary opponent, every unit of his side in contact with it fights, the others ally with it', () => {
    // a1 (3,4) touches b1; a2 (4,4) touches b1 and b2.
    const t = skGame({ units: [{ id: 'a1', type: 'duo', hex: '3,4' }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3' }, { id: 'b2', side: 'b', type: 'duo', hex: '4,3' }, { id: 'a2', type: 'duo', hex: '4,4' }] }, [1, 1, 1, 1, 1, 1, 1, 1])
    toStep(t, 'melee', 'a')
    const legal = t.legal().filter((a) => a.type === 'attack')
    expect(legal).toEqual([
      { type: 'attack', side: 'a', attackers: ['a1', 'a2'], defender: 'b1', mode: 'melee' },
      { type: 'attack', side: 'a', attackers: ['a2'], defender: 'b2', mode: 'melee' },
    ])
    expect(t.act({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })).toMatchObject({ ok: false, code: 'melee/whole-side', ruleId: 'SK-MELEE-3' })
    // a2 names b2: b1, in contact with a2, fights on b2's side (and strikes back).
    t.play({ type: 'attack', side: 'a', attackers: ['a2'], defender: 'b2', mode: 'melee' })
    const data = (t.game.events.filter((e) => e.type === 'combatResolved').at(-1)!.outcome as { data: { sides: string[][]; strikes: { unit: string }[] } }).data
    expect(data.sides).toEqual([['a2'], ['b2', 'b1']])
    expect(data.strikes.map((s) => s.unit)).toEqual(['a2', 'b2', 'b1'])
    expect(skState(t.state).fought).toEqual(['a2', 'b2', 'b1'])
    // a1 is left with no opponent that has not fought: its melee waits for the next step.
    expect(t.legal().filter((a) => a.type === 'attack')).toEqual([])
  })

  it('GAP-SK-07 every engaged pair fights each melee step: a melee not declared is fought when the step ends', () => {
    const t = skGame({ units: [{ id: 'a1', type: 'duo', hex: '3,4' }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3' }] }, [1, 1, 1, 1])
    toStep(t, 'melee', 'a')
    end(t)
    expect(events(t, 'combatResolved')).toHaveLength(1)
    expect(pairOf(t.state, 'a1', 'b1')).toMatchObject({ attacks: [1, 1] })
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-CHARGE-12 a charge of 3 skulls pushes its target back one hex directly away, after the return strike, even if it lost no HP', () => {
    // Knights-like attackers: a1 is heavy cavalry with damage 0 vs constitution 3: hits do no harm.
    const t = skGame({
      config: { unitTypes: { wall: { name: 'Wall', figures: 3, move: 4, attacks: 1, attackBonus: 3, defence: 3, damage: 0, constitution: 9, hp: 2, command: 7, keywords: ['infantry'] }, duo: { name: 'Duo', figures: 2, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 2, constitution: 2, hp: 2, command: 7, keywords: ['infantry'] } } },
      units: [{ id: 'a1', type: 'wall', hex: '3,7' }, { id: 'b1', side: 'b', type: 'duo', hex: '3,3', facing: 3 }],
    }, [4, 4, 4, 4, 1, 1, 1, 1, 1, 1])
    t.play({ type: 'sk/charge', side: 'a', unit: 'a1', target: 'b1' })
    toStep(t, 'melee', 'a')
    // a1: 4 dice (3 + charge) at +3 vs defence 3: 4, 4, 4, 4 → 4 hits; damage dice 1 each: 1 + 0 − 2 < 1: KO.
    // b1 strikes back with 2 dice: 1, 1 misses.
    t.play({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })
    expect(t.unit('b1').stats.sk!.hp).toBe(4)
    expect(t.unit('b1').hex).toBe('3,2')
    expect(events(t, 'sk/pushed-back').at(-1)).toMatchObject({ unit: 'b1', paces: 1, hexes: 1, ruleId: 'SK-CHARGE-12' })
    expect(pairOf(t.state, 'a1', 'b1')).toBeUndefined() // pushed out of contact
    expect(t.diceLeft()).toBe(0)
  })

  it('SK-MELEE-1 exact odds of a charge exchange come from the resolver itself: every outcome sums to 1, no loss on either side is 1/8 × 4/9', () => {
    const t = charged([], 3)
    const odds = t.game.odds({ attackers: ['a1'], defender: 'b1', mode: 'melee' })
    if ('ok' in odds) throw new Error(odds.message)
    const all = odds.distribution.outcomes.map((o) => o.probability)
    expect(addRationals(all)).toEqual(rational(1, 1))
    // The charger's 3 dice miss on 1–3 (defence 3): 1/8; the return strike's 2 dice at −1 miss on 1–4: 4/9.
    expect(odds.distribution.outcomes.find((o) => o.key === '')?.probability).toEqual(rational(1, 18))
    // Per unit, with the push-backs (3 skulls of 3 dice: 1/8, when b1 still stands).
    const b1 = targetOdds(odds).find((u) => u.unit === 'b1')!
    expect(b1.outcomes.some((o) => o.key.includes('push:1'))).toBe(true)
    expect(odds.modifiers.map((m) => m.ruleId)).toContain('SK-CHARGE-4')
  })

  it('SK-MELEE-4 exact odds of a fight of several units stay exact and finite: the enumerator merges paths by the HP each side has lost', () => {
    const t = skGame({ units: [{ id: 'a1', hex: '3,4' }, { id: 'a2', hex: '4,4' }, { id: 'b1', side: 'b', hex: '3,3' }] })
    toStep(t, 'melee', 'a')
    const odds = t.game.odds({ attackers: ['a1', 'a2'], defender: 'b1', mode: 'melee' })
    if ('ok' in odds) throw new Error(odds.message)
    expect(addRationals(odds.distribution.outcomes.map((o) => o.probability))).toEqual(rational(1, 1))
    // Without merge points this is the product of four pools of ten dice and their damage: millions of sequences.
    expect(odds.distribution.leaves).toBeLessThan(100_000)
  })
})
