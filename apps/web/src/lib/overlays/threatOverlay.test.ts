import { movementRange } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { allHexes, distance, overlayGame } from './overlayFixture'
import { threatOverlay } from './threatOverlay'

const how = (o: ReturnType<typeof threatOverlay>, hex: string, unit: string) => o.hexes.find((x) => x.hex === hex)?.units.find((u) => u.unit === unit)?.how

describe('web/overlays/threat', () => {
  it('HM-MOVE-3 HM-ZOC-3 the hexes an enemy can enter are its movement range, and the ring around them is its assault reach', () => {
    const game = overlayGame([{ id: 'a1', hex: '0,3', type: 'militia' }, { id: 'b1', hex: '5,3', type: 'heavy-infantry', side: 'b' }], { '6,3': 'forest' })
    const o = threatOverlay(game.state, game.rules, 'a')
    const b1 = game.state.units.find((u) => u.id === 'b1')!
    const reach = new Set([b1.hex!, ...movementRange(game.rules, game.state, b1).destinations])
    for (const hex of allHexes(game)) {
      const near = [...reach].some((r) => distance(game, r, hex) <= 1)
      expect(how(o, hex, 'b1')).toBe(reach.has(hex) ? 'move' : near ? 'attack' : undefined)
    }
    // 2 MP and an assault: never 4 hexes away.
    expect(distance(game, '5,3', '1,3')).toBe(4)
    expect(how(o, '1,3', 'b1')).toBeUndefined()
    expect(how(o, '6,3', 'b1')).toBe('move')
    expect(o.hexes.some((x) => x.units[0]!.how === 'attack')).toBe(true)
    // Side b is not threatened by its own unit; only b's units threaten a.
    expect(o.hexes.every((x) => x.units.every((u) => u.unit === 'b1'))).toBe(true)
    expect(o.max).toBe(1)
  })

  it('counts every enemy that threatens a hex, each once', () => {
    const game = overlayGame([{ id: 'b1', hex: '3,3', type: 'heavy-infantry', side: 'b' }, { id: 'b2', hex: '5,3', type: 'heavy-infantry', side: 'b' }])
    const o = threatOverlay(game.state, game.rules, 'a')
    const both = o.hexes.find((x) => x.hex === '4,3')!
    expect(both.units.map((u) => u.unit).sort()).toEqual(['b1', 'b2'])
    expect(o.count[game.rules.grid.indexOfRef('4,3')]).toBe(2)
    expect(o.max).toBe(2)
    for (const x of o.hexes) expect(o.count[game.rules.grid.indexOfRef(x.hex)]).toBe(x.units.length)
  })

  it('HM-COMBAT-4 a shooter that cannot move threatens the hexes it sees within its range', () => {
    // A heavy archer (range 3) penned in by a river: it can neither move nor assault beyond the river hexes, only shoot.
    const river = { '3,2': 'river', '3,4': 'river', '2,3': 'river', '2,4': 'river', '4,3': 'river', '4,4': 'river' }
    const forest = Object.fromEntries(Array.from({ length: 7 }, (_, r) => [`5,${r}`, 'forest']))
    const game = overlayGame([{ id: 'b1', hex: '3,3', type: 'heavy-archer', side: 'b' }], { ...river, ...forest })
    const o = threatOverlay(game.state, game.rules, 'a')
    expect(how(o, '3,3', 'b1')).toBe('move')
    expect(how(o, '3,2', 'b1')).toBe('attack')
    expect(how(o, '3,5', 'b1')).toBe('fire')
    expect(how(o, '1,3', 'b1')).toBe('fire')
    // Behind the forest of column 5, column 6 is out of its sight; beyond its range, nothing.
    expect(distance(game, '3,3', '6,3')).toBe(3)
    expect(how(o, '6,3', 'b1')).toBeUndefined()
    expect(how(o, '5,3', 'b1')).toBe('fire')
    expect(how(o, '7,3', 'b1')).toBeUndefined()
  })
})
