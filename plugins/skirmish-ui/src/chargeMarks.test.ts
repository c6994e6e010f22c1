import { describe, expect, it } from 'vitest'
import { beforeFlankCharge, keyWords } from './boroughbridge.fixture'
import { chargeMarks } from './chargeMarks'
import { skTablesOf } from './skTablesOf'

describe('skirmish UI: a charge being declared', () => {
  it('SK-CHARGE-3: once the charger is picked, its reach: where a 2M (14 paces) charge move can take it', () => {
    const p = beforeFlankCharge()
    const tables = skTablesOf(p.rules)
    const [reach] = chargeMarks(p.rules, p.state, tables, { type: 'sk/charge', fields: { unit: 'e-lancaster' }, action: null }, keyWords)
    expect(reach).toMatchObject({ kind: 'zone', id: 'charge-reach', tone: 'info', label: 'charge.reach{"paces":14}' })
    if (reach?.kind !== 'zone') throw new Error('no zone')
    expect(reach.hexes).toContain('16,6')
    expect(reach.hexes).not.toContain('16,10')
    // The river is impassable water: no hex of it is in reach.
    expect(reach.hexes).not.toContain('14,7')
  })

  it('GAP-SK-02, GAP-SK-25: once the target is picked, the contact hex of the arc the charge starts in, and the arc', () => {
    const p = beforeFlankCharge()
    const marks = chargeMarks(p.rules, p.state, skTablesOf(p.rules), { type: 'sk/charge', fields: { unit: 'e-lancaster', target: 'r-schiltron' }, action: null }, keyWords)
    expect(marks).toEqual([
      { kind: 'link', id: 'charge-line', from: '16,10', to: '16,5', tone: 'danger', dashed: true, title: 'charge.line{"unit":"e-lancaster","target":"r-schiltron","arc":"odds.arcs.flank"}' },
      { kind: 'hex', id: 'charge-end', hex: '16,6', tone: 'danger', label: 'odds.arcs.flank', title: 'charge.end{"hex":"16,6","paces":12,"arc":"odds.arcs.flank"}' },
    ])
  })

  it('draws nothing for another draft, or a target the rules refuse', () => {
    const p = beforeFlankCharge()
    const tables = skTablesOf(p.rules)
    expect(chargeMarks(p.rules, p.state, tables, { type: 'attack', fields: {}, action: null }, keyWords)).toEqual([])
    expect(chargeMarks(p.rules, p.state, tables, { type: 'sk/charge', fields: { unit: 'e-lancaster', target: 'r-archers' }, action: null }, keyWords)).toEqual([])
  })
})
