import { describe, expect, it } from 'vitest'
import { beforeFlankCharge, FLANK_CHARGE, keyWords } from './boroughbridge.fixture'
import { oddsViews } from './oddsViews'
import { skActionOdds, type SkActionOdds } from './skActionOdds'

describe('skirmish UI: the odds as the app draws them', () => {
  it('a charge: where it lands, the charge, the return strike, what each unit suffers; every line the engine\'s number', () => {
    const p = beforeFlankCharge()
    const odds = skActionOdds(p.rules, p.state, FLANK_CHARGE) as SkActionOdds
    const views = oddsViews(odds, keyWords)
    expect(views.map((v) => v.id)).toEqual(['charge', 'strike-0', 'strike-1', 'units'])
    expect(views[0]!.facts).toEqual([
      { id: 'arc', label: 'odds.arc', value: 'odds.arcs.flank' },
      { id: 'contact', label: 'odds.contact', value: '16,6' },
      { id: 'paces', label: 'odds.paces', value: '12' },
    ])
    const charge = views[1]!
    expect(charge.title).toBe('odds.strikeTitle{"unit":"e-lancaster","kind":"odds.kinds.charge","target":"r-schiltron"}')
    expect(charge.lines.find((l) => l.id === 'hit')!.probability).toEqual(odds.odds.strikes[0]!.summary.pHit)
    expect(charge.lines.find((l) => l.id === 'push')!.probability).toEqual(odds.odds.strikes[0]!.summary.pPush)
    expect(charge.facts!.find((f) => f.id === 'expected-hits')!.value).toBe('4.00')
    expect(charge.tables!.map((t) => t.id)).toEqual(['hits', 'hp'])
    // The return strike is not sure to be made: its line says how likely it is.
    expect(views[2]!.lines[0]!.id).toBe('made')
    expect(views[3]!.tables!.map((t) => t.id).sort()).toEqual(['e-lancaster', 'r-schiltron'])
    expect(views[0]!.note).toBe('odds.chargeNote')
  })

  it('I-05: a charge in a HEXES Med game is counted in MP and fought in the combat phase', () => {
    const p = beforeFlankCharge()
    const odds = skActionOdds(p.rules, p.state, FLANK_CHARGE) as SkActionOdds
    const views = oddsViews({ ...odds, landing: { ...odds.landing!, units: 'MP', paces: 3 } }, keyWords)
    expect(views[0]!.facts!.find((f) => f.id === 'paces')).toEqual({ id: 'paces', label: 'odds.mp', value: '3' })
    expect(views[0]!.note).toBe('odds.chargeNoteMix')
  })
})
