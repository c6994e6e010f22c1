import { flyers } from '@hexes/plugin-flyers'
import { skirmish, type SkUnitType } from '@hexes/plugin-skirmish'
import { createTestGame, testScenario, type TestGame } from '@hexes/testing'
import type { FlyWords } from './words'

/** A giant bat (an M10 flyer, one figure of 3 HP) and a guard (M4 foot, one figure). */
const TYPES: Readonly<Record<string, SkUnitType>> = {
  bat: { name: 'Giant bat', figures: 1, move: 10, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 3, command: 6, keywords: ['flyer'] },
  foot: { name: 'Guard', figures: 1, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 3, command: 7, keywords: ['infantry'] },
}

/**
 * Test fixture: a 12 × 12 skirmish map with the flyers rules. Side a's bat `a1` at 5,10, a second
 * bat `a2` roosting in the wood at 8,10; side b's guard `b1` at 5,7 facing it (south). Scripted
 * `dice`, played to side a's first movement step.
 */
export function bats(dice: readonly number[]): TestGame {
  const s = testScenario({
    width: 12, height: 12, terrain: { '8,10': 'woods' },
    units: [{ id: 'a1', type: 'bat', hex: '5,10' }, { id: 'a2', type: 'bat', hex: '8,10' }, { id: 'b1', side: 'b', type: 'foot', hex: '5,7' }],
    plugins: [{ id: 'skirmish', config: { unitTypes: TYPES } }, { id: 'flyers', config: {} }],
  })
  const scenario = { ...s, units: s.units.map((u) => (u.id === 'b1' ? { ...u, facing: 3 } : u)) }
  const t = createTestGame({ scenario, plugins: [skirmish, flyers], dice })
  t.advanceUntil((st) => st.turn.phase === 'movement' && st.turn.activeSide === 'a')
  return t
}

/** The bat flies 4 paces into contact with the guard; in the melee step it attacks (two natural 1s: both miss). */
export function afterAttack(): TestGame {
  const t = bats([1, 1])
  t.play({ type: 'move', side: 'a', unit: 'a1', to: '5,8' })
  t.advanceUntil((s) => s.turn.phase === 'melee' && s.turn.activeSide === 'a')
  t.play({ type: 'attack', side: 'a', attackers: ['a1'], defender: 'b1', mode: 'melee' })
  return t
}

/** Words that show their key and parameters, ids for unit names, `terrain:<id>` for terrain. */
export const keyWords: FlyWords = {
  t: (k, p) => (p ? `${k}${JSON.stringify(p)}` : k),
  unit: (id) => id,
  terrain: (id) => `terrain:${id}`,
}
