import { describe, expect, it } from 'vitest'
import { enemyZocMask, sideZocMask } from './movementRange'
import { testGame } from './testPlugins.fixture'

describe('core/zoc masks', () => {
  const game = testGame({ units: [{ id: 'a1', hex: '2,2' }, { id: 'b1', side: 'b', hex: '6,4' }, { id: 'b2', side: 'b', hex: null }] })
  const { rules, state } = game
  const hexes = (mask: Uint8Array) => [...mask.keys()].filter((i) => mask[i] === 1).map((i) => rules.grid.refOf(i)).sort()

  it('HM-ZOC-1 sideZocMask: the six neighbours of each active unit of that side, and nothing else', () => {
    const a = hexes(sideZocMask(rules, state, 'a'))
    expect(a).toHaveLength(6)
    for (const h of a) expect(rules.grid.distance(rules.grid.indexOfRef(h), rules.grid.indexOfRef('2,2'))).toBe(1)
    // b2 is off the map: only b1's zone, away from the map's corner.
    const b = hexes(sideZocMask(rules, state, 'b'))
    expect(b).toHaveLength(6)
    expect(b).not.toContain('0,0')
  })

  it('HM-ZOC-1 sideZocMask of one side is the enemyZocMask of the other, in a two-sided game', () => {
    expect(hexes(sideZocMask(rules, state, 'a'))).toEqual(hexes(enemyZocMask(rules, state, 'b')))
    expect(hexes(sideZocMask(rules, state, 'b'))).toEqual(hexes(enemyZocMask(rules, state, 'a')))
  })
})
