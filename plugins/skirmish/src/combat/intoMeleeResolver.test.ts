import { addRationals, rationalTerms, ScriptedDice, type Rational } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import type { Fighter } from './AttackSituation'
import { fighter, profile, testConfig, UNITS } from './combat.fixture'
import { intoMeleeOdds, intoMeleeResolver } from './intoMeleeResolver'
import { planAttack } from './planAttack'

const config = testConfig()
const exact = (r: Rational) => {
  const t = rationalTerms(r)
  return `${t.num}/${t.den}`
}
const shooters = fighter(profile({ figures: 3, damage: 1, keywords: ['archer'] }))
const spearmen = fighter(UNITS.spearmen) // defence 3, constitution 1
const swordsmen = fighter(UNITS.swordsmen) // constitution 2
const volley = (n = 3) => planAttack({ kind: 'missile', attacker: { ...shooters, type: { ...shooters.type, figures: n }, hp: n, startHp: n }, target: spearmen, range: 'short', targetLocked: true }, config)

function resolve(sides: [Fighter[], Fighter[]], faces: number[], cfg = config) {
  const dice = new ScriptedDice(faces)
  const r = intoMeleeResolver(volley(), sides, cfg)(dice)
  expect(dice.remaining, 'scripted faces left over').toBe(0)
  return { ...r, reasons: dice.rolls.map((x) => x.reason) }
}

describe('skirmish/combat/volley into a melee', () => {
  it('SK-MELEE-8: the volley is rolled against the locked target\'s defence −2', () => {
    expect(volley().defence).toBe(1)
    // Defence 1: a 2 hits (it would miss defence 3).
    expect(resolve([[spearmen], [swordsmen]], [2, 1, 1, 1, 1]).hits).toBe(1)
  })

  it('SK-MELEE-9: every side takes damage: each hit goes by 1d6 to the target\'s side (1–3) or the other side (4–6), damage against the receiving unit\'s constitution', () => {
    // 3 hits; assignment 1, 4, 3 → 2 to the spearmen, 1 to the swordsmen; damage 4, 4 (4 + 1 − 1 = 4: 2 HP each), then 6 (6 + 1 − 2 = 5: 2 HP).
    const r = resolve([[spearmen], [swordsmen]], [2, 3, 4, 1, 4, 3, 4, 4, 6])
    expect(r.sideHits).toEqual([2, 1])
    expect(r.hpLost).toEqual([[4], [2]])
    expect(r.figuresLost).toEqual([[4], [2]])
    expect(r.reasons).toEqual([...Array(3).fill('SK-COMBAT-1 attack'), ...Array(3).fill('GAP-SK-24 hit into a melee'), ...Array(3).fill('SK-COMBAT-7 damage')])
    // intoMeleeTargetSide 6: every hit on the target's side.
    const all = resolve([[spearmen], [swordsmen]], [2, 3, 4, 1, 4, 3, 4, 4, 6], testConfig({ intoMeleeTargetSide: 6 }))
    expect([all.sideHits, all.hpLost]).toEqual([[3, 0], [[6], [0]]])
  })

  it('GAP-SK-24: within a side, hits are dealt round-robin from its first unit, natural-6 hits first', () => {
    // Natural 6s matter (the swordsmen's constitution 2 > damage 1: a KO is possible). Hits 6, 2, 3: one natural.
    // Natural hit → side 0 (die 2); plain hits → side 1 (5), side 0 (1). Side 0 [spearmen, knights]: the natural hit
    // to the spearmen, the plain one to the knights (round-robin goes on). Damage: spearmen 1, knights 6, swordsmen 1.
    const knights = fighter(UNITS.knights) // constitution 2
    const r = resolve([[spearmen, knights], [swordsmen]], [6, 2, 3, 2, 5, 1, 1, 6, 1])
    expect(r.sideHits).toEqual([2, 1])
    // Spearmen: natural-6 hit, 1 + 1 − 1 = 1: 1 HP. Knights: 6 + 1 − 2 = 5: 2 HP. Swordsmen: 1 + 1 − 2 = 0, a KO on a plain hit: 0.
    expect(r.hpLost).toEqual([[1, 2], [0]])
  })

  it('SK-MELEE-9: exact odds of a volley into a melee: hits split by 1d6 (even for 1–3), both sides can lose HP', () => {
    const dist = intoMeleeOdds(volley(2), [[spearmen], [swordsmen]], config)
    expect(dist.total).toEqual({ num: 1, den: 1 })
    const p = (test: (r: (typeof dist.outcomes)[number]['example']) => boolean) => exact(addRationals(dist.outcomes.filter((o) => test(o.example)).map((o) => o.probability)))
    // 2 dice vs defence 1: each hits on 2–6 (5/6). P(the swordsmen, not targeted, get hit at all) = 1 − (1 − 5/12)^2.
    expect(p((r) => r.sideHits[1] > 0)).toBe('95/144')
    expect(p((r) => r.hpLost[0][0] > 0 && r.hpLost[1][0] > 0)).not.toBe('0/1')
  })

  it('a 10-die volley into a one-against-one melee: about 1,000 paths without KOs, about 29,000 with (natural 6s split apart)', () => {
    const strong = planAttack({ kind: 'missile', attacker: fighter(profile({ figures: 10, damage: 2 })), target: spearmen, range: 'short', targetLocked: true }, config)
    expect(intoMeleeOdds(strong, [[spearmen], [swordsmen]], config).leaves).toBe(1001)
    expect(intoMeleeOdds(volley(10), [[spearmen], [swordsmen]], config).leaves).toBe(29029)
  })
})
