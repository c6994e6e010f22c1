import { gapPaces } from '@hexes/plugin-skirmish'
import { describe, expect, it } from 'vitest'
import { boroughbridge, keyWords } from './boroughbridge.fixture'
import { rangeZones } from './rangeZones'
import { skTablesOf } from './skTablesOf'

describe('skirmish UI: range rings of the selected shooter', () => {
  it('SK-MISSILE-1, GAP-SK-01: the foresters\' short bow reaches 8 paces short and 16 long, gap (distance − 1) × 2 paces', () => {
    const p = boroughbridge()
    const tables = skTablesOf(p.rules)
    const [short, long] = rangeZones(p.rules, p.state, tables, 'e-foresters', keyWords)
    expect(short).toMatchObject({ kind: 'zone', id: 'range-short', tone: 'info', label: 'range.short{"paces":8}' })
    expect(long).toMatchObject({ kind: 'zone', id: 'range-long', tone: 'caution', label: 'range.long{"paces":16}' })
    const g = p.rules.grid
    const from = g.indexOfRef('19,9')
    const gap = (h: string) => gapPaces(g, from, g.indexOfRef(h), 2)
    expect(short!.hexes.every((h) => gap(h) <= 8)).toBe(true)
    expect(long!.hexes.every((h) => gap(h) > 8 && gap(h) <= 16)).toBe(true)
    // Distance 5 (gap 8) is short, 6 (gap 10) long, 10 (gap 18) out of range; the shooter's own hex is in none.
    expect(short!.hexes).toContain('19,4')
    expect(long!.hexes).toContain('19,3')
    expect([...short!.hexes, ...long!.hexes]).not.toContain('19,9')
    expect(short!.hexes.length + long!.hexes.length).toBeLessThan(p.rules.grid.size - 1)
  })

  it('draws nothing for a unit without a missile weapon, or no unit', () => {
    const p = boroughbridge()
    const tables = skTablesOf(p.rules)
    expect(rangeZones(p.rules, p.state, tables, 'e-lancaster', keyWords)).toEqual([])
    expect(rangeZones(p.rules, p.state, tables, null, keyWords)).toEqual([])
  })
})
