import { addRationals, combatOdds, isRejection, targetOdds, type BaseAction, type Rational } from '@hexes/core'
import { previewCombat, type CombatPreview } from '@hexes/plugin-skirmish'
import { describe, expect, it } from 'vitest'
import { beforeFlankCharge, FLANK_CHARGE, lockedMelee, play, until } from './boroughbridge.fixture'

const total = (rows: readonly { probability: Rational }[]) => addRationals(rows.map((r) => r.probability))
const ONE = { num: 1, den: 1 }

/** A unit's HP-lost distribution as core `targetOdds` reports it (keys `hp:N` or `hp:N+push:P`), merged by HP. */
function engineHpLost(odds: ReturnType<typeof targetOdds>, unit: string): { hp: number; probability: Rational }[] {
  const by = new Map<number, Rational[]>()
  for (const o of odds.find((t) => t.unit === unit)?.outcomes ?? []) {
    const hp = o.key === 'none' ? 0 : Number(/^hp:(\d+)/.exec(o.key)![1])
    by.set(hp, [...(by.get(hp) ?? []), o.probability])
  }
  return [...by.keys()].sort((a, b) => a - b).map((hp) => ({ hp, probability: addRationals(by.get(hp)!) }))
}

describe('skirmish UI: the engine\'s preview of an action at Boroughbridge before it is confirmed (previewCombat)', () => {
  it('SK-CHARGE-3, GAP-SK-25: a charge is previewed where the engine moves it: into the flank, ending at the ford, 12 of 14 paces', () => {
    const p = beforeFlankCharge()
    const r = previewCombat(p.rules, p.state, FLANK_CHARGE) as CombatPreview
    expect(r.landing).toEqual({ arc: 'flank', hex: '16,6', path: ['16,9', '16,8', '16,7', '16,6'], paces: 12, units: 'paces', intoMelee: false })
    expect(r.decl).toEqual({ attackers: ['e-lancaster'], defender: 'r-schiltron', mode: 'melee' })
    // The preview leaves the live state as it was.
    expect(p.state.units.find((u) => u.id === 'e-lancaster')!.hex).toBe('16,10')
  })

  it('SK-CHARGE-5, SK-COMBAT-1..5: the charge strike is the plan the engine resolves: 5 figures + 3 heavy-cavalry dice, a skull on 4+ (+1 vs defence 4)', () => {
    const r = previewCombat(beforeFlankCharge().rules, beforeFlankCharge().state, FLANK_CHARGE) as CombatPreview
    const [charge, back] = r.strikes
    expect(charge).toMatchObject({ unit: 'e-lancaster', target: 'r-schiltron', kind: 'charge', dice: { min: 8, max: 8 }, made: ONE, fixed: true, needs: 4, chargeBonus: null })
    expect(charge!.plan).toMatchObject({ potential: 5, dice: 8, toHit: 1, defence: 4, damage: 2, constitution: 3 })
    expect(charge!.plan.modifiers.map((m) => [m.ruleId, m.kind, m.value])).toEqual([['SK-CHARGE-5', 'dice', 3]])
    // Each die hits on 4, 5, 6: P(no skull) = (1/2)^8, E[skulls] = 4.
    expect(charge!.summary.pHit).toEqual({ num: 255, den: 256 })
    expect(charge!.summary.expectedHits).toEqual({ num: 4, den: 1 })
    expect(charge!.hits[0]).toEqual({ hits: 0, probability: { num: 1, den: 256 } })
    expect(total(charge!.hits)).toEqual(ONE)
    expect(total(charge!.summary.hpLost)).toEqual(ONE)
    // SK-CHARGE-12: 3 skulls or more push the schiltron back, unless it is destroyed.
    expect(charge!.summary.pPush.num).toBeGreaterThan(0)
    // SK-CHARGE-9 / SK-COMBAT-18: the return strike, with fewer dice when the charge killed figures, and not at all when it wiped the unit out.
    expect(back).toMatchObject({ unit: 'r-schiltron', target: 'e-lancaster', kind: 'return', fixed: false })
    expect(back!.plan.modifiers.map((m) => m.ruleId)).toEqual(expect.arrayContaining(['SK-CHARGE-9', 'SK-COMBAT-18']))
    expect(back!.dice.max).toBeLessThan(10)
    expect(back!.made.num).toBeLessThan(back!.made.den)
  })

  it('the preview of the charge equals the engine\'s own odds of that melee once it is there (core combatOdds in the melee step)', () => {
    const p = beforeFlankCharge()
    const preview = previewCombat(p.rules, p.state, FLANK_CHARGE) as CombatPreview
    const melee = until(play(p, FLANK_CHARGE), 'melee', 'earls')
    const engine = combatOdds(melee.rules, melee.state, 'earls', preview.decl)
    if (isRejection(engine)) throw new Error(engine.message)
    const perUnit = targetOdds(engine)
    for (const u of preview.units) expect(u.hpLost, u.unit).toEqual(engineHpLost(perUnit, u.unit))
    expect(preview.units.map((u) => u.unit)).toEqual(['e-lancaster', 'r-schiltron'])
    // And every strike's plan and odds are those of the melee's own preview there: the charge was not played for it.
    const { landing: _landing, ...rest } = preview
    expect(rest).toEqual(previewCombat(melee.rules, melee.state, { type: 'attack', side: 'earls', ...preview.decl } as BaseAction))
  }, 20_000)

  it('SK-MISSILE-1..7: a volley at short range and the engine\'s odds of it agree; what the rules refuse has no odds', () => {
    const p = lockedMelee('volley')
    const shot = { type: 'attack', side: 'earls', attackers: ['e-foresters'], defender: 'r-archers', mode: 'missile' }
    const volley = (defender: string): BaseAction => ({ ...shot, defender }) as BaseAction
    const r = previewCombat(p.rules, p.state, volley('r-archers')) as CombatPreview
    expect(r.landing).toBeUndefined()
    expect(r.strikes).toHaveLength(1)
    expect(r.strikes[0]).toMatchObject({ unit: 'e-foresters', target: 'r-archers', kind: 'missile', intoMelee: false })
    const engine = combatOdds(p.rules, p.state, 'earls', { attackers: ['e-foresters'], defender: 'r-archers', mode: 'missile' })
    if (isRejection(engine)) throw new Error(engine.message)
    expect(r.units[0]!.hpLost).toEqual(engineHpLost(targetOdds(engine), 'r-archers'))
    expect(r.strikes[0]!.summary.hpLost).toEqual(r.units[0]!.hpLost)
    // The crossbowmen are out of the foresters' reach: the engine's refusal, with its rule.
    expect(previewCombat(p.rules, p.state, volley('r-crossbows'))).toMatchObject({ ok: false, ruleId: expect.stringMatching(/^SK-MISSILE-/) })
  })

  it('SK-MELEE-8/9: a volley into a locked melee shares its HP between both sides and names no "destroyed"', () => {
    const p = lockedMelee('volley')
    const r = previewCombat(p.rules, p.state, { type: 'attack', side: 'earls', attackers: ['e-foresters'], defender: 'r-schiltron', mode: 'missile' } as BaseAction) as CombatPreview
    expect(r.strikes[0]).toMatchObject({ kind: 'missile', intoMelee: true })
    expect(r.strikes[0]!.summary.pDestroyed).toEqual({ num: 0, den: 1 })
    expect(r.units.map((u) => u.unit).sort()).toEqual(['e-lancaster', 'r-schiltron'])
    for (const u of r.units) expect(total(u.hpLost)).toEqual(ONE)
  })

  it('gives nothing for an action that is not an attack or a charge', () => {
    const p = beforeFlankCharge()
    expect(previewCombat(p.rules, p.state, { type: 'end-phase', side: 'earls' })).toBeNull()
  })
})
