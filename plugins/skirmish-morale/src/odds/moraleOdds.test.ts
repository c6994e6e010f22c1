import { addRationals, exactRational, isRejection, rational, rationalTerms, ScriptedDice, type Rational } from '@hexes/core'
import { aftermathAgreement, aftermathMarks, combatAftermath, previewCombat, skCombatOf, type CombatPreview } from '@hexes/plugin-skirmish'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { isFleeing } from '../state/MoraleState'
import { mixMoraleGame } from '../testing/mixFixtures'
import { fight, moraleGame, shoot, toMelee, toShooting, type MoraleTestUnit } from '../testing/moraleFixtures'

installMatchers()

const times = (a: Rational, b: Rational) => {
  const x = rationalTerms(a)
  const y = rationalTerms(b)
  return exactRational(x.num * y.num, x.den * y.den)
}

/** The preview of an action (throws on a rejection). */
function preview(t: ReturnType<typeof moraleGame>, action: Parameters<typeof previewCombat>[2]): CombatPreview {
  const p = previewCombat(t.game.rules, t.state, action)
  if (p === null || isRejection(p)) throw new Error(`no preview: ${JSON.stringify(p)}`)
  return p
}

const marksOf = (p: CombatPreview, unit: string) => p.units.find((u) => u.unit === unit)!.aftermath

/** The exact chance that the volley takes more than half of b1's 10 HP and leaves it standing (SK-MORALE-16, GAP-SK-13). */
function heavyLoss(p: CombatPreview): Rational {
  return addRationals(p.units.find((u) => u.unit === 'b1')!.hpLost.filter((h) => h.hp > 5 && h.hp < 10).map((h) => h.probability))
}

/** Archers (8 dice) shoot at a foot unit of 10 HP, Cd 7; `more` stands by the target. */
const volley = (more: MoraleTestUnit[] = [], target: Partial<MoraleTestUnit> = {}) =>
  toShooting(moraleGame({ units: [{ id: 'a1', type: 'archers', hex: '5,9' }, { id: 'b1', side: 'b', hex: '5,5', ...target }, ...more] }))

describe('skirmish-morale/odds of the aftermath', () => {
  it('SK-MORALE-16 the exact chance a volley makes its target flee: P(it loses more than half its HP and stands) × P(1d10 ≥ Cd 7) = × 4/10', () => {
    const p = preview(volley(), shoot('a1', 'b1'))
    expect(marksOf(p, 'b1')).toEqual([{ mark: 'flees', probability: times(heavyLoss(p), rational(4, 10)) }])
  })

  it('SK-MORALE-20 with the general (Cd 9) less than 12 paces away the unit fails on 9 or 10 only: × 2/10', () => {
    const p = preview(volley([{ id: 'g', side: 'b', type: 'general', hex: '8,4' }]), shoot('a1', 'b1'))
    expect(marksOf(p, 'b1')).toEqual([{ mark: 'flees', probability: times(heavyLoss(p), rational(2, 10)) }])
  })

  it('SK-MORALE-21 with the great banner less than 12 paces away a failed test is re-rolled once: × (4/10)²', () => {
    const p = preview(volley([{ id: 'flag', side: 'b', type: 'banner', hex: '8,4' }]), shoot('a1', 'b1'))
    expect(marksOf(p, 'b1')).toEqual([{ mark: 'flees', probability: times(heavyLoss(p), rational(16, 100)) }])
  })

  it('SK-MORALE-22 undead never flee: no mark, whatever they lose', () => {
    const p = preview(volley([], { type: 'skeletons' }), shoot('a1', 'b1'))
    expect(marksOf(p, 'b1')).toEqual([])
  })

  it('SK-MORALE-16 (the plugin is optional) without the morale rules the odds read no aftermath', () => {
    const t = toShooting(moraleGame({ withoutMorale: true, units: [{ id: 'a1', type: 'archers', hex: '5,9' }, { id: 'b1', side: 'b', hex: '5,5' }] }))
    expect(preview(t, shoot('a1', 'b1')).units.every((u) => u.aftermath === undefined)).toBe(true)
  })

  it('SK-MORALE-8 the post-melee test of the odds is the one play rolls: the same dice give the same flight', () => {
    const duel = (dice?: number[]) => toMelee(moraleGame({ units: [{ id: 'a1', type: 'duo', hex: '5,7' }, { id: 'b1', side: 'b', type: 'duo', hex: '5,6' }] }, dice))
    // a1: 4 hits, 1 misses, damage 4 → 2 HP; b1 strikes back and misses; b1 tests 1d6 + 2: 5 + 2 = 7 ≥ Cd 7, it flees (flight die 1).
    const dice = [4, 1, 4, 1, 5, 1]
    const played = duel(dice)
    played.play(fight('a1', 'b1'))
    expect(isFleeing(played.unit('b1'))).toBe(true)
    const t = duel()
    const c = skCombatOf(t.game.rules, t.state, fight('a1', 'b1'))
    if (c === null || isRejection(c)) throw new Error('no combat')
    const scripted = new ScriptedDice(dice)
    const after = combatAftermath(c.ctx, c.tables, c.built.resolve(scripted), scripted)
    expect(aftermathMarks(after, c.tables, scripted)).toEqual([{ unit: 'b1', mark: 'flees' }])
    // The flight die is left: the odds stop when the unit breaks (its flight move and the pursuits are not theirs).
    expect(scripted.remaining).toBe(1)
    // Its exact chance, and the attacker's (it loses the melee when b1's return strike takes more), agree with 20,000 resolved melees.
    const p = preview(t, fight('a1', 'b1'))
    expect(marksOf(p, 'b1')).toEqual([expect.objectContaining({ mark: 'flees' })])
    expect(marksOf(p, 'a1')).toEqual([expect.objectContaining({ mark: 'flees' })])
    const check = aftermathAgreement(t.game.rules, t.state, fight('a1', 'b1'), { runs: 20_000, seed: 'duel' })
    expect(check).toMatchObject({ ok: true, unseen: [] })
  })

  it('SK-PRIS-1 (GAP-SK-27) a general a melee would kill is taken prisoner instead: the chance of the capture is the chance he loses all his HP', () => {
    const t = toMelee(moraleGame({ units: [{ id: 'a1', type: 'duo', hex: '5,7' }, { id: 'g', side: 'b', type: 'general', hex: '5,6' }, { id: 'b9', side: 'b', type: 'duo', hex: '0,0' }] }))
    const p = preview(t, fight('a1', 'g'))
    const g = p.units.find((u) => u.unit === 'g')!
    expect(g.aftermath!.find((m) => m.mark === 'captured')).toEqual({ mark: 'captured', probability: g.destroyed })
  })

  it('SK-MORALE-17 a friend of 2 HP or more seen fleeing less than 4 paces away makes a unit test too: it has a mark, though the volley does not touch it', () => {
    const p = preview(volley([{ id: 'b2', side: 'b', type: 'duo', hex: '7,5' }]), shoot('a1', 'b1'))
    // b1 flees (4/10) with at least 2 HP left (friendFleeHp) after losing 6 to 8 of its 10; then b2 (Cd 7) fails 1d10 on 7 or more (4/10).
    const fled = times(addRationals(p.units.find((u) => u.unit === 'b1')!.hpLost.filter((h) => h.hp > 5 && h.hp <= 8).map((h) => h.probability)), rational(4, 10))
    expect(marksOf(p, 'b2')).toEqual([{ mark: 'flees', probability: times(fled, rational(4, 10)) }])
    expect(p.units.find((u) => u.unit === 'b2')!.hpLost).toEqual([{ hp: 0, probability: rational(1) }])
  })

  it('I-03 in a HEXES Med game an HM-model unit takes HEXES Med\u2019s test instead: its marks are a retreat or a step lost, never a flight, and agree with 20,000 resolved melees', () => {
    const t = mixMoraleGame({ units: [{ id: 'a1', hex: '3,4' }, { id: 'b1', side: 'b', hex: '3,3' }] })
    t.advanceUntil((s) => s.turn.phase === 'combat' && s.turn.activeSide === 'a')
    const p = preview(t, fight('a1', 'b1'))
    for (const id of ['a1', 'b1']) expect(marksOf(p, id)!.map((m) => m.mark)).toEqual(['loses-step', 'retreats'])
    expect(aftermathAgreement(t.game.rules, t.state, fight('a1', 'b1'), { runs: 20_000, seed: 'mix' })).toMatchObject({ ok: true, unseen: [] })
  })
})
