import { definePlugin, injectable, type HookRegistry, type RulePlugin } from '@hexes/core'
import { describe, expect, it } from 'vitest'
import { hmGame } from '../testing/hmFixtures'
import { rangedLineOfSight, sightBlockers } from './rangedLineOfSight'

/** Crossbowmen on towers: forests do not block the sight of `crossbowman` units (a test rule). */
@injectable()
class Towers implements RulePlugin {
  apply(hooks: HookRegistry) {
    hooks.terrainBlocksLos.tap({ plugin: 'towers', after: ['hexes-med'] }, (blocks, { unit, terrain }) => (terrain === 'forest' && unit.type === 'crossbowman' ? false : blocks))
  }
}
const towers = definePlugin({ manifest: { id: 'towers', name: 'Towers', version: '0.1.0', engine: '^0.1.0' }, plugin: Towers })

describe('hexes-med/combat/rangedLineOfSight', () => {
  it('HM-COMBAT-4 asks the terrain hook for each shooter: one state, two shooters, two answers (GAP-HM-07)', () => {
    const t = hmGame(
      {
        terrain: { '2,3': 'forest', '4,3': 'hill' },
        units: [{ id: 'arc', hex: '2,2', type: 'archer' }, { id: 'xb', hex: '4,2', type: 'crossbowman' }, { id: 'b1', side: 'b', hex: '2,4' }, { id: 'b2', side: 'b', hex: '4,4' }],
      },
      { plugins: [towers] },
    )
    const { rules, state } = t.game
    const u = (id: string) => state.units.find((x) => x.id === id)!
    // The same check twice, in both orders, gives the same answers (the block arrays are reused).
    for (let i = 0; i < 2; i++) {
      expect(rangedLineOfSight(rules, state, u('arc'), u('b1'))).toBe(false)
      expect(rangedLineOfSight(rules, state, u('xb'), u('b1'))).toBe(true)
    }
    expect(sightBlockers(rules, state, u('arc'), u('b1'))).toEqual(['2,3'])
    // The hill still blocks the crossbowmen.
    expect(rangedLineOfSight(rules, state, u('xb'), u('b2'))).toBe(false)
    expect(sightBlockers(rules, state, u('xb'), u('b2'))).toEqual(['4,3'])
  })
})
