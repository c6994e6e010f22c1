import { addRationals, exactRational, isRejection, rational, rationalTerms, ScriptedDice, type Rational } from '@hexes/core'
import { aftermathAgreement, aftermathMarks, combatAftermath, previewCombat, skCombatOf, type CombatPreview } from '@hexes/plugin-skirmish'
import { installMatchers } from '@hexes/testing'
import { describe, expect, it } from 'vitest'
import { isFleeing } from '../state/MoraleState'
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
    const after = combatAftermath(c.ctx, c.tables, c.built.resolve(scripted))
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
})
