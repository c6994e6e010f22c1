import { describe, expect, it } from 'vitest'
import { shareDamage } from './shareDamage'

describe('skirmish/combat/share damage', () => {
  it('SK-MELEE-4: a side\'s HP losses are shared among its units (6 HP on 2 units: 3 and 3)', () => {
    expect(shareDamage(6, [{ hp: 10 }, { hp: 10 }])).toEqual([3, 3])
  })

  it('GAP-SK-24: round-robin one HP at a time from the primary target, which takes the odd HP', () => {
    expect(shareDamage(5, [{ hp: 10 }, { hp: 10 }])).toEqual([3, 2])
    expect(shareDamage(7, [{ hp: 10 }, { hp: 10 }, { hp: 10 }])).toEqual([3, 2, 2])
    expect(shareDamage(1, [{ hp: 10 }, { hp: 10 }])).toEqual([1, 0])
    expect(shareDamage(0, [{ hp: 10 }])).toEqual([0])
  })

  it('GAP-SK-24: a unit with no HP left takes no more; what exceeds the side\'s HP is lost', () => {
    expect(shareDamage(5, [{ hp: 1 }, { hp: 9 }])).toEqual([1, 4])
    expect(shareDamage(30, [{ hp: 4 }, { hp: 3 }])).toEqual([4, 3])
    expect(shareDamage(3, [{ hp: 0 }, { hp: 5 }])).toEqual([0, 3])
    expect(shareDamage(3, [])).toEqual([])
  })
})
