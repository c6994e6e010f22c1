import { describe, expect, it } from 'vitest'
import { oddsColumn } from './oddsColumn'

describe('hexes-med/combat/oddsColumn', () => {
  it.each([
    [5, 2, '2:1'],
    [7, 3, '2:1'],
    [3, 4, '1:2'],
    [2, 3, '1:2'],
    [4, 4, '1:1'],
    [12, 2, '5:1+'],
  ])('HM-COMBAT-8 rounds odds in the defender favour: %i vs %i is %s', (a, d, label) => {
    expect(oddsColumn(a, d).label).toBe(label)
  })

  it('HM-COMBAT-8 maps every ratio to its column index (GAP-HM-02: 1:2 … 5:1+)', () => {
    expect(oddsColumn(1, 2)).toEqual({ index: 0, label: '1:2' })
    expect(oddsColumn(3, 3)).toEqual({ index: 1, label: '1:1' })
    expect(oddsColumn(5, 3)).toEqual({ index: 1, label: '1:1' })
    expect(oddsColumn(6, 3)).toEqual({ index: 2, label: '2:1' })
    expect(oddsColumn(9, 3)).toEqual({ index: 3, label: '3:1' })
    expect(oddsColumn(8, 2)).toEqual({ index: 4, label: '4:1' })
    expect(oddsColumn(10, 2)).toEqual({ index: 5, label: '5:1+' })
    expect(oddsColumn(30, 1)).toEqual({ index: 5, label: '5:1+' })
  })

  it('HM-COMBAT-8 puts odds below 1:2 off the table (GAP-HM-02: 2 vs 5 is 1:3)', () => {
    expect(oddsColumn(2, 5)).toEqual({ index: -1, label: '1:3' })
    expect(oddsColumn(1, 4)).toEqual({ index: -2, label: '1:4' })
    expect(oddsColumn(0, 3).index).toBeLessThan(0)
  })
})
