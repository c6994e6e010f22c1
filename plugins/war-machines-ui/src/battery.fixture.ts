import { skirmish, type SkUnitType } from '@hexes/plugin-skirmish'
import { warMachines } from '@hexes/plugin-war-machines'
import { createTestGame, testScenario, type TestGame } from '@hexes/testing'
import type { WmWords } from './words'

/** A catapult of 4 crew of 2 HP (8 HP) and a company of 10 foot of 1 HP. */
const TYPES: Readonly<Record<string, SkUnitType>> = {
  catapult: { name: 'Catapult', figures: 4, move: 2, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 3, hp: 2, command: 6, keywords: ['warMachine'] },
  foot: { name: 'Men-at-arms', figures: 10, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 1, command: 7, keywords: ['infantry'] },
}

/** A river along row 6 (the bridge at 5,6), a mill at 8,8. */
const TERRAIN = { ...Object.fromEntries(Array.from({ length: 12 }, (_, c) => [`${c},6`, c === 5 ? 'bridge' : 'water'])), '8,8': 'building' }
const STRUCTURES = [{ id: 'bridge', name: 'The bridge', hex: '5,6', class: 'bridge' }, { id: 'mill', name: 'The mill', hex: '8,8', class: 'resistant' }]

/**
 * Test fixture: a battery on a 12 × 12 skirmish map with the war-machine rules. Side a's catapult
 * `cat` at 5,10 faces north over a river (row 6, its bridge at 5,6) at side b's foot `b1` at 5,4;
 * a mill (a resistant building, 2 hits) at 8,8. Scripted `dice`, played to side a's first
 * shooting step. Dice of a shot: the scatter die (1–2 HIT, 3–6 an arrow and then its direction
 * die), the artillery die (faces 1–5: 2..10 paces, 6 MISFIRE), then the misfire table or the damage.
 */
export function battery(dice: readonly number[]): TestGame {
  const s = testScenario({
    width: 12, height: 12, terrain: TERRAIN,
    units: [{ id: 'cat', type: 'catapult', hex: '5,10' }, { id: 'b1', side: 'b', type: 'foot', hex: '5,4' }],
    plugins: [{ id: 'skirmish', config: { unitTypes: TYPES, structures: STRUCTURES } }, { id: 'war-machines', config: { machines: { catapult: { kind: 'catapult' } } } }],
  })
  const t = createTestGame({ scenario: s, plugins: [skirmish, warMachines], dice })
  t.advanceUntil((st) => st.turn.phase === 'shooting' && st.turn.activeSide === 'a')
  return t
}

/** The catapult's shot at the foot. */
export const SHOT = { type: 'wm/shoot', side: 'a', unit: 'cat', target: 'b1' } as const

/** Arrow, direction face 4 (south), artillery 4 paces (2 hexes at 2 paces a hex): from 5,4 onto the bridge at 5,6. */
export const SCATTER_ON_BRIDGE = [3, 4, 2]
/** HIT, artillery 6: on the foot, then 4 combat dice for the 4 other figures (4, 5 skulls; 1, 2). */
export const HIT_ON_FOOT = [1, 3, 4, 5, 1, 2]
/** HIT, MISFIRE, then the misfire table's die. */
export const misfireThen = (roll: number) => [1, 6, roll]

/** Words that show their key and parameters (`card.reloading{"done":0,"needed":1}`), and ids for names. */
export const keyWords: WmWords = {
  t: (k, p) => (p ? `${k}${JSON.stringify(p)}` : k),
  unit: (id) => id,
  structure: (st) => st.name ?? st.id,
}
