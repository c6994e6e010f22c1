import { createGame, prepareCombat } from '@hexes/core'
import { examplePlugin } from '@hexes/plugin-example'
import { describe, expect, it } from 'vitest'
import { exampleScenario } from '../exampleScenario'
import { losOverlay } from './losOverlay'
import { allHexes, distance, overlayGame } from './overlayFixture'

// Column 2 all forest: a wall between a heavy archer (range 3) on 1,3 and everything east of it.
const wall = Object.fromEntries(Array.from({ length: 7 }, (_, r) => [`2,${r}`, 'forest']))

describe('web/overlays/los', () => {
  it('HM-COMBAT-4 on open ground every hex within range is in sight, and only those', () => {
    const game = overlayGame([{ id: 'a1', hex: '1,3', type: 'heavy-archer' }])
    const o = losOverlay(game.state, game.rules, 'a1')!
    expect(o.range).toBe(3)
    const inRange = allHexes(game).filter((h) => h !== '1,3' && distance(game, '1,3', h) <= 3)
    expect(o.visible).toEqual(inRange)
    expect(o.blocked).toEqual([])
    expect(o.blockers).toEqual([])
  })

  it('HM-COMBAT-4 GAP-HM-07 a forest wall hides the hexes behind it and is named as the blocker', () => {
    const game = overlayGame([{ id: 'a1', hex: '1,3', type: 'heavy-archer' }], wall)
    const o = losOverlay(game.state, game.rules, 'a1')!
    const col = (h: string) => Number(h.split(',')[0])
    // The hexes next to the shooter are always seen; every hex beyond the wall is hidden.
    for (const h of o.visible) expect(distance(game, '1,3', h) === 1 || col(h) <= 2).toBe(true)
    const beyond = allHexes(game).filter((h) => col(h) >= 3 && distance(game, '1,3', h) <= 3)
    expect(beyond.length).toBeGreaterThan(0)
    for (const h of beyond) expect(o.blocked).toContain(h)
    // What is hidden is behind forest: east of column 1, never next to the shooter.
    for (const h of o.blocked) expect(col(h) >= 2 && distance(game, '1,3', h) > 1).toBe(true)
    expect(o.blockers.length).toBeGreaterThan(0)
    for (const h of o.blockers) expect(wall[h]).toBe('forest')
  })

  it('HM-COMBAT-4 the targets are the enemies the combat check accepts, and agree with the lit hexes', () => {
    const units = [{ id: 'a1', hex: '1,3', type: 'heavy-archer' }, { id: 'b1', hex: '3,3', type: 'heavy-infantry', side: 'b' as const }, { id: 'b2', hex: '0,1', type: 'militia', side: 'b' as const }]
    for (const terrain of [{}, wall]) {
      const game = overlayGame(units, terrain)
      const o = losOverlay(game.state, game.rules, 'a1')!
      for (const id of ['b1', 'b2']) {
        const hex = game.state.units.find((u) => u.id === id)!.hex!
        const ranged = prepareCombat(game.rules, game.state, 'a', { attackers: ['a1'], defender: id, mode: 'ranged' })
        const target = o.targets.find((t) => t.unit === id)
        expect(target?.modes.includes('ranged') ?? false).toBe(!('ok' in ranged))
        expect(o.visible.includes(hex)).toBe(!('ok' in ranged))
      }
    }
    const blocked = overlayGame(units, wall)
    expect(losOverlay(blocked.state, blocked.rules, 'a1')!.targets.map((t) => t.unit)).toEqual(['b2'])
  })

  it('has nothing to show for a unit that cannot shoot, one off the map, or a rule mix without line of sight', () => {
    const game = overlayGame([{ id: 'a1', hex: '1,3', type: 'heavy-infantry' }])
    expect(losOverlay(game.state, game.rules, 'a1')).toBeNull()
    expect(losOverlay(game.state, game.rules, 'nobody')).toBeNull()
    const example = createGame({ scenario: exampleScenario, plugins: [examplePlugin], seed: 1 })
    for (const u of example.state.units) expect(losOverlay(example.state, example.rules, u.id)).toBeNull()
  })
})
