import { rational } from '@hexes/core'
import { previewCombat, type CombatPreview } from '@hexes/plugin-skirmish'
import { describe, expect, it } from 'vitest'
import { beforeFlankCharge, FLANK_CHARGE, keyWords } from './boroughbridge.fixture'
import { oddsViews } from './oddsViews'

describe('skirmish UI: the odds as the app draws them', () => {
  it('a charge: where it lands, the charge, the return strike, what each unit suffers; every line the engine\'s number', () => {
    const p = beforeFlankCharge()
    const odds = previewCombat(p.rules, p.state, FLANK_CHARGE) as CombatPreview
    const views = oddsViews(odds, keyWords)
    expect(views.map((v) => v.id)).toEqual(['charge', 'strike-0', 'strike-1', 'units'])
    expect(views[0]!.facts).toEqual([
      { id: 'arc', label: 'odds.arc', value: 'odds.arcs.flank' },
      { id: 'contact', label: 'odds.contact', value: '16,6' },
      { id: 'paces', label: 'odds.paces', value: '12' },
    ])
    const charge = views[1]!
    expect(charge.title).toBe('odds.strikeTitle{"unit":"e-lancaster","kind":"odds.kinds.charge","target":"r-schiltron"}')
    expect(charge.lines.find((l) => l.id === 'hit')!.probability).toEqual(odds.strikes[0]!.summary.pHit)
    expect(charge.lines.find((l) => l.id === 'push')!.probability).toEqual(odds.strikes[0]!.summary.pPush)
    expect(charge.facts!.find((f) => f.id === 'expected-hits')!.value).toBe('4.00')
    expect(charge.tables!.map((t) => t.id)).toEqual(['hits', 'hp'])
    expect(charge.note).toBeUndefined()
    // The return strike is not sure to be made: its line says how likely it is; it is planned again after the charge.
    expect(views[2]!.lines[0]!.id).toBe('made')
    expect(views[2]!.note).toBe('odds.replannedNote')
    expect(views[3]!.tables!.map((t) => t.id).sort()).toEqual(['e-lancaster', 'r-schiltron'])
    expect(views[0]!.note).toBe('odds.chargeNote')
  })

  it('I-05: a charge in a HEXES Med game is counted in MP and fought in the combat phase', () => {
    const p = beforeFlankCharge()
    const odds = previewCombat(p.rules, p.state, FLANK_CHARGE) as CombatPreview
    const views = oddsViews({ ...odds, landing: { ...odds.landing!, units: 'MP', paces: 3 } }, keyWords)
    expect(views[0]!.facts!.find((f) => f.id === 'paces')).toEqual({ id: 'paces', label: 'odds.mp', value: '3' })
    expect(views[0]!.note).toBe('odds.chargeNoteMix')
  })

  it('SK-COMBAT-3, SK-CHARGE-5: each strike shows what its dice need (4+: +1 against defence 4), its damage and every modifier by its rule id', () => {
    const p = beforeFlankCharge()
    const views = oddsViews(previewCombat(p.rules, p.state, FLANK_CHARGE) as CombatPreview, keyWords)
    const facts = Object.fromEntries(views[1]!.facts!.map((f) => [f.id, [f.label, f.value]]))
    expect(facts).toMatchObject({
      dice: ['odds.dice', '8'],
      needs: ['odds.needs', 'odds.needsValue{"needs":4}'],
      'to-hit': ['odds.toHit', '+1'],
      defence: ['odds.defence', '4'],
      damage: ['odds.damage', 'odds.damageValue{"damage":"+2","constitution":3}'],
      'modifier-0': ['SK-CHARGE-5', 'odds.modifierKinds.dice{"value":"+3"}'],
    })
    // The schiltron strikes back at a charger: −1 to hit (SK-COMBAT-18), one die fewer from the flank (SK-CHARGE-9).
    const back = views[2]!.facts!.filter((f) => f.id.startsWith('modifier-')).map((f) => f.label)
    expect(back).toEqual(expect.arrayContaining(['SK-CHARGE-9', 'SK-COMBAT-18']))
  })

  it('SK-CHARGE-6..8, R-05: an incomplete charger shows the chance of its bonus die and the die it needs; automatic hits show no to-hit, but their damage', () => {
    const half = rational(1, 2)
    const summary = { pHit: half, pDamage: half, pPush: rational(0), pDestroyed: rational(0), expectedHits: half, expectedHpLost: half, hpLost: [] }
    const plan = { toHit: 0, defence: 3, damage: 1, constitution: 2, modifiers: [], automaticHits: false, chargeRoll: { ruleId: 'SK-CHARGE-8', faces: 10, atLeast: 6, bonus: 1 } }
    const charge = { unit: 'a1', target: 'b1', kind: 'charge', plan, fixed: true, needs: 4, made: rational(1), dice: { min: 4, max: 5 }, chargeBonus: half, summary, hits: [], intoMelee: false }
    const pursuit = { ...charge, kind: 'pursuit', needs: null, chargeBonus: null, plan: { ...plan, automaticHits: true, chargeRoll: null } }
    const preview = { decl: { attackers: ['a1'], defender: 'b1', mode: 'melee' }, strikes: [charge, pursuit], units: [], misfire: rational(0), leaves: 1 } as unknown as CombatPreview
    const [c, p] = oddsViews(preview, keyWords)
    expect(c!.lines.find((l) => l.id === 'charge-bonus')).toEqual({ id: 'charge-bonus', label: 'odds.chargeBonus{"atLeast":6,"faces":10}', probability: half })
    expect(p!.lines.some((l) => l.id === 'charge-bonus')).toBe(false)
    expect(p!.facts!.filter((f) => ['needs', 'to-hit', 'defence', 'damage'].includes(f.id))).toEqual([
      { id: 'needs', label: 'odds.needs', value: 'odds.automatic' },
      { id: 'damage', label: 'odds.damage', value: 'odds.damageValue{"damage":"+1","constitution":2}' },
    ])
  })
})
