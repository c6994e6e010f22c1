import { enemyZocMask } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { distance, overlayGame } from './overlayFixture'
import { zocOverlay } from './zocOverlay'

describe('web/overlays/zoc', () => {
  it('HM-ZOC-1 each side exerts a ZOC on the hexes around its units, and both sides are drawn', () => {
    const game = overlayGame([{ id: 'a1', hex: '2,3', type: 'militia' }, { id: 'b1', hex: '4,3', type: 'militia', side: 'b' }])
    const [a, b] = zocOverlay(game.state, game.rules)
    expect(a!.side).toBe('a')
    expect(b!.side).toBe('b')
    expect(a!.hexes).toHaveLength(6)
    expect(a!.hexes.every((h) => distance(game, '2,3', h) === 1)).toBe(true)
    expect(b!.hexes.every((h) => distance(game, '4,3', h) === 1)).toBe(true)
    // What side b exerts is what binds side a (the acting side's overlay).
    const bindsA = enemyZocMask(game.rules, game.state, 'a')
    expect(b!.hexes).toEqual([...bindsA.keys()].filter((i) => bindsA[i]).map((i) => game.rules.grid.refOf(i)))
    // The hexes between the two units are in both zones.
    expect(a!.hexes.filter((h) => b!.hexes.includes(h)).length).toBeGreaterThan(0)
  })
})
