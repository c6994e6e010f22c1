import { applyAction, checkAction, cloneState, ScriptedDice, type GameEvent, type GameRules, type GameState, type Rejection } from '@hexes/core'
import { createTestGame, testScenario, type TestGame, type TestScenarioOptions } from '@hexes/testing'
import type { SkUnitType } from '../model/skProfile'
import { skirmish } from '../skirmishPlugin'

/**
 * Test fixtures of the skirmish plugin: unit types as the catalogue's examples use them, a
 * scenario builder on the testing package's 8x8 map (side `a` on the south edge faces north,
 * side `b` faces south unless a unit says otherwise), and a game factory with scripted dice.
 * Facing 0 is north, 3 south (`DIRECTIONS`).
 */
export const SK_TEST_TYPES: Readonly<Record<string, SkUnitType>> = {
  /** M4 foot, 10 figures of 1 HP, 1 attack each. */
  foot: { name: 'Men-at-arms', figures: 10, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 1, command: 7, keywords: ['infantry'] },
  /** M5 foot (an about-face of M5 is 2.5 paces, SK-MOVE-5). */
  spear: { name: 'Spearmen', figures: 8, move: 5, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 1, command: 7, keywords: ['infantry'] },
  /** M8 cavalry. */
  horse: { name: 'Horsemen', figures: 5, move: 8, attacks: 1, attackBonus: 0, defence: 3, damage: 2, constitution: 3, hp: 2, command: 7, keywords: ['cavalry'] },
  /** M8 heavy cavalry. */
  knights: { name: 'Knights', figures: 5, move: 8, attacks: 1, attackBonus: 1, defence: 4, damage: 2, constitution: 3, hp: 2, command: 8, keywords: ['heavyCavalry'] },
  /** Short-bow archers, M4. */
  archers: { name: 'Archers', figures: 8, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 1, command: 6, keywords: ['infantry', 'archer'], missile: { weapon: 'shortBow' } },
  /** Long-bow archers, M4. */
  longbows: { name: 'Longbowmen', figures: 8, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 1, command: 7, keywords: ['infantry', 'archer'], missile: { weapon: 'longBow' } },
  /** Crossbowmen, M4. */
  crossbows: { name: 'Crossbowmen', figures: 8, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 1, command: 6, keywords: ['infantry', 'crossbow'], missile: { weapon: 'crossbow' } },
  /** Two figures of 2 HP, one attack each, damage 2 against constitution 2: few dice for scripted tests. */
  duo: { name: 'Duo', figures: 2, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 2, constitution: 2, hp: 2, command: 7, keywords: ['infantry'] },
  /** Two archers of 1 HP, short bows. */
  bowmen: { name: 'Bowmen', figures: 2, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 2, constitution: 2, hp: 1, command: 7, keywords: ['infantry', 'archer'], missile: { weapon: 'shortBow' } },
  /** A single creature of 4 HP. */
  troll: { name: 'Troll', figures: 1, move: 6, attacks: 3, attackBonus: 1, defence: 4, damage: 3, constitution: 4, hp: 4, command: 5, keywords: ['fear'] },
}

/** A skirmish test unit: `{ id, side?, type?, hex, facing? }` (type `foot`, side `a` by default). */
export type SkTestUnit = TestScenarioOptions['units'][number] & { facing?: number }

/** Options of {@link skScenario}: the testing package's, plus the skirmish config. */
export interface SkScenarioOptions extends Omit<TestScenarioOptions, 'plugins' | 'units'> {
  units: SkTestUnit[]
  /** Config of the `skirmish` plugin (unit types default to {@link SK_TEST_TYPES}). */
  config?: Record<string, unknown>
}

/** A standalone skirmish scenario on the testing package's map. */
export function skScenario(o: SkScenarioOptions) {
  const { config, units, ...rest } = o
  const s = testScenario({ ...rest, units: units.map((u) => ({ type: 'foot', ...u })), plugins: [{ id: 'skirmish', config: { unitTypes: SK_TEST_TYPES, ...config } }] })
  return { ...s, units: s.units.map((u, i) => (units[i]!.facing !== undefined ? { ...u, facing: units[i]!.facing } : u)) }
}

/** A standalone skirmish game for a rule test, with scripted dice when given. */
export function skGame(o: SkScenarioOptions, dice?: readonly number[]): TestGame {
  return createTestGame({ scenario: skScenario(o), plugins: [skirmish], ...(dice ? { dice } : {}) })
}

/**
 * Applies an action to any state (a hand-made one: a pair set locked without fighting) through the
 * core's functional pipeline, with scripted dice: the next state and its events, or the rejection.
 */
export function actOn(rules: GameRules, state: GameState, action: unknown, dice: readonly number[] = []): { state: GameState; events: GameEvent[]; dice: ScriptedDice } | Rejection {
  const checked = checkAction(rules, state, action)
  if ('ok' in checked) return checked
  const source = new ScriptedDice(dice)
  const r = applyAction(rules, state, checked, source)
  return { ...r, dice: source }
}

/** A copy of a state changed by `edit` (a test sets up what play would take turns to reach). */
export function edited(state: GameState, edit: (draft: GameState) => void): GameState {
  const draft = cloneState(state)
  edit(draft)
  return draft
}
