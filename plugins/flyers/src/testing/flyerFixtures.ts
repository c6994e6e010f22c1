import { skirmish, type SkUnitType } from '@hexes/plugin-skirmish'
import { createTestGame, testScenario, type TestGame, type TestScenarioOptions } from '@hexes/testing'
import { flyers } from '../flyersPlugin'

/**
 * Test fixtures of the flyers rules: unit types of one figure and one attack (so that scripted
 * dice stay short), a skirmish scenario on the testing package's map (12 × 12 here by default:
 * side `a` on the south edge faces north, side `b` faces south), the skirmish rules with the
 * flyers rules, scripted dice.
 */
export const FLYER_TEST_TYPES: Readonly<Record<string, SkUnitType>> = {
  /** A giant bat: M10 flyer, one figure of 3 HP, one attack. */
  bat: { name: 'Giant bat', figures: 1, move: 10, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 3, command: 6, keywords: ['flyer'] },
  /** The same creature without wings: M10 on foot. */
  runner: { name: 'Runner', figures: 1, move: 10, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 3, command: 6, keywords: ['infantry'] },
  /** M4 foot, one figure of 3 HP, one attack. */
  foot: { name: 'Guard', figures: 1, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 3, command: 7, keywords: ['infantry'] },
  /** One short-bow archer of 3 HP. */
  archer: { name: 'Archer', figures: 1, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 3, command: 7, keywords: ['infantry', 'archer'], missile: { weapon: 'shortBow' } },
}

/** A tower top (GAP-SK-20: level 2) in heavy cover, for SK-FLY-5. */
export const TOWER = { tower: { cost: 2, level: 2, cover: 'heavy', blocksLos: true, woods: false } }

/** A test unit: `{ id, side?, type?, hex, facing? }` (type `bat`, side `a` by default). */
export type FlyerTestUnit = TestScenarioOptions['units'][number] & { facing?: number }

/** Options of {@link flyerScenario}. */
export interface FlyerScenarioOptions extends Omit<TestScenarioOptions, 'plugins' | 'units'> {
  units: FlyerTestUnit[]
  /** Config of the `skirmish` plugin (unit types default to {@link FLYER_TEST_TYPES}). */
  skirmish?: Record<string, unknown>
  /** Config of the `flyers` plugin. */
  flyers?: Record<string, unknown>
  /** Leave the flyers rules out (the same battle without them). */
  withoutFlyers?: boolean
}

/** A skirmish scenario with the flyers rules, on a 12 × 12 clear map unless told otherwise. */
export function flyerScenario(o: FlyerScenarioOptions) {
  const { skirmish: sk, flyers: fly, withoutFlyers, units, ...rest } = o
  const plugins = [{ id: 'skirmish', config: { unitTypes: FLYER_TEST_TYPES, ...sk } }, ...(withoutFlyers ? [] : [{ id: 'flyers', config: { ...fly } }])]
  const s = testScenario({ width: 12, height: 12, ...rest, units: units.map((u) => ({ type: 'bat', ...u })), plugins })
  return { ...s, units: s.units.map((u, i) => (units[i]!.facing !== undefined ? { ...u, facing: units[i]!.facing } : u)) }
}

/** A skirmish game with the flyers rules for a rule test, with scripted dice when given. */
export function flyerGame(o: FlyerScenarioOptions, dice?: readonly number[]): TestGame {
  return createTestGame({ scenario: flyerScenario(o), plugins: o.withoutFlyers ? [skirmish] : [skirmish, flyers], ...(dice ? { dice } : {}) })
}

/** Plays until side a's movement step. */
export function toMovement(t: TestGame): TestGame {
  t.advanceUntil((s) => s.turn.phase === 'movement' && s.turn.activeSide === 'a')
  return t
}

/** Plays until side a's melee step. */
export function toMelee(t: TestGame): TestGame {
  t.advanceUntil((s) => s.turn.phase === 'melee' && s.turn.activeSide === 'a')
  return t
}

/** A move of side a. */
export const move = (unit: string, to: string, facing?: number) => ({ type: 'move', side: 'a', unit, to, ...(facing !== undefined ? { facing } : {}) })

/** A melee attack of side a. */
export const fight = (unit: string, target: string) => ({ type: 'attack', side: 'a', attackers: [unit], defender: target, mode: 'melee' })

/** A fly-on of side a. */
export const flyOn = (unit: string, to: string) => ({ type: 'fly/on', side: 'a', unit, to })
