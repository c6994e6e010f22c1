import { applyAction, checkAction, cloneState, ScriptedDice, type GameEvent, type GameState } from '@hexes/core'
import { skirmish, type SkUnitType } from '@hexes/plugin-skirmish'
import { createTestGame, testScenario, type TestGame, type TestScenarioOptions } from '@hexes/testing'
import { skirmishMorale } from '../skirmishMoralePlugin'

/**
 * Test fixtures of the morale rules: unit types with few dice (so that scripted dice stay short),
 * a scenario on the testing package's map (12 × 12 here by default: side `a` on the south edge faces
 * north, side `b` faces south), the skirmish rules with the morale rules, scripted dice.
 */
export const MORALE_TEST_TYPES: Readonly<Record<string, SkUnitType>> = {
  /** M4 foot, 10 figures of 1 HP, Cd 7. */
  foot: { name: 'Men-at-arms', figures: 10, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 1, command: 7, keywords: ['infantry'] },
  /** M4 foot, 10 figures of 1 HP, Cd 8 (the catalogue's example of SK-MORALE-19). */
  veterans: { name: 'Veterans', figures: 10, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 1, command: 8, keywords: ['infantry'] },
  /** Two figures of 2 HP (4 HP), one attack each, Cd 7. */
  duo: { name: 'Duo', figures: 2, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 2, constitution: 2, hp: 2, command: 7, keywords: ['infantry'] },
  /** Low Cd 6 foot, two figures of 2 HP. */
  levy: { name: 'Levy', figures: 2, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 2, constitution: 2, hp: 2, command: 6, keywords: ['infantry'] },
  /** The general: one figure of 3 HP, Cd 9. */
  general: { name: 'General', figures: 1, move: 4, attacks: 2, attackBonus: 1, defence: 4, damage: 2, constitution: 3, hp: 3, command: 9, keywords: ['infantry', 'general'] },
  /** The great banner's bearer: one figure of 2 HP, Cd 7. */
  banner: { name: 'Great banner', figures: 1, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 2, command: 7, keywords: ['infantry', 'greatBanner'] },
  /** Skeletons: five figures of 1 HP, undead. */
  skeletons: { name: 'Skeletons', figures: 5, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 1, command: 5, keywords: ['infantry', 'undead'] },
  /** The necromancer: one figure of 3 HP. */
  necromancer: { name: 'Necromancer', figures: 1, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 3, command: 8, keywords: ['infantry', 'necromancer', 'general'] },
  /** A troll (fear): one creature of 4 HP. */
  troll: { name: 'Troll', figures: 1, move: 6, attacks: 3, attackBonus: 1, defence: 4, damage: 3, constitution: 4, hp: 4, command: 5, keywords: ['fear'] },
  /** Giants (fear): three figures of 4 HP. */
  giants: { name: 'Giants', figures: 3, move: 6, attacks: 2, attackBonus: 1, defence: 4, damage: 3, constitution: 4, hp: 4, command: 6, keywords: ['fear'] },
  /** A dragon (terror): one creature of 6 HP. */
  dragon: { name: 'Dragon', figures: 1, move: 6, attacks: 2, attackBonus: 1, defence: 4, damage: 3, constitution: 4, hp: 6, command: 8, keywords: ['terror'] },
  /** Eight short-bow archers of 1 HP (damage 1). */
  archers: { name: 'Archers', figures: 8, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 1, command: 7, keywords: ['infantry', 'archer'], missile: { weapon: 'shortBow' } },
  /** Two short-bow archers of 1 HP (damage 2). */
  bowmen: { name: 'Bowmen', figures: 2, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 2, constitution: 2, hp: 1, command: 7, keywords: ['infantry', 'archer'], missile: { weapon: 'shortBow' } },
  /** M8 horse, five figures of 2 HP. */
  horse: { name: 'Horsemen', figures: 5, move: 8, attacks: 1, attackBonus: 0, defence: 3, damage: 2, constitution: 3, hp: 2, command: 7, keywords: ['cavalry'] },
  /** M9 lancers, three figures of 2 HP (the catalogue's cavalry guard of SK-PRIS-3). */
  lancers: { name: 'Lancers', figures: 3, move: 9, attacks: 1, attackBonus: 0, defence: 3, damage: 2, constitution: 3, hp: 2, command: 7, keywords: ['cavalry'] },
  /** An enchanter, M6: one figure of 2 HP (the catalogue's prisoner of SK-PRIS-2). */
  wizard: { name: 'Enchanter', figures: 1, move: 6, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 2, command: 8, keywords: ['infantry', 'enchanter'] },
  /** A slow general, M3: one figure of 3 HP. */
  thane: { name: 'Thane', figures: 1, move: 3, attacks: 2, attackBonus: 1, defence: 4, damage: 2, constitution: 3, hp: 3, command: 9, keywords: ['infantry', 'general'] },
}

/** A test unit: `{ id, side?, type?, hex, facing?, stats? }` (type `foot`, side `a` by default). */
export type MoraleTestUnit = TestScenarioOptions['units'][number] & { facing?: number }

/** Options of {@link moraleScenario}. */
export interface MoraleScenarioOptions extends Omit<TestScenarioOptions, 'plugins' | 'units'> {
  units: MoraleTestUnit[]
  /** Config of the `skirmish` plugin (unit types default to {@link MORALE_TEST_TYPES}). */
  skirmish?: Record<string, unknown>
  /** Config of the `skirmish-morale` plugin. */
  morale?: Record<string, unknown>
  /** Leave the morale rules out (the same battle without them). */
  withoutMorale?: boolean
}

/** A skirmish scenario with the morale rules, on a 12 × 12 clear map unless told otherwise. */
export function moraleScenario(o: MoraleScenarioOptions) {
  const { skirmish: sk, morale, withoutMorale, units, ...rest } = o
  const plugins = [{ id: 'skirmish', config: { unitTypes: MORALE_TEST_TYPES, ...sk } }, ...(withoutMorale ? [] : [{ id: 'skirmish-morale', config: { ...morale } }])]
  const s = testScenario({ width: 12, height: 12, ...rest, units: units.map((u) => ({ type: 'foot', ...u })), plugins })
  return { ...s, units: s.units.map((u, i) => (units[i]!.facing !== undefined ? { ...u, facing: units[i]!.facing } : u)) }
}

/** A skirmish game with the morale rules for a rule test, with scripted dice when given. */
export function moraleGame(o: MoraleScenarioOptions, dice?: readonly number[]): TestGame {
  return createTestGame({ scenario: moraleScenario(o), plugins: o.withoutMorale ? [skirmish] : [skirmish, skirmishMorale], ...(dice ? { dice } : {}) })
}

/** The events of a type the game has emitted so far. */
export function eventsOf(t: TestGame, type: string) {
  return t.game.events.filter((e) => e.type === type)
}

/** Plays side a's steps until its shooting step. */
export function toShooting(t: TestGame): TestGame {
  t.advanceUntil((s) => s.turn.phase === 'shooting' && s.turn.activeSide === 'a')
  return t
}

/** A volley of side a. */
export const shoot = (unit: string, target: string) => ({ type: 'attack', side: 'a', attackers: [unit], defender: target, mode: 'missile' })

/** A charge of side a. */
export const charge = (unit: string, target: string) => ({ type: 'sk/charge', side: 'a', unit, target })

/** Plays until side a's melee step. */
export function toMelee(t: TestGame): TestGame {
  t.advanceUntil((s) => s.turn.phase === 'melee' && s.turn.activeSide === 'a')
  return t
}

/** A melee attack of side a. */
export const fight = (unit: string, target: string) => ({ type: 'attack', side: 'a', attackers: [unit], defender: target, mode: 'melee' })

/** A copy of the game's state with units made fleeing (a test sets up what play would take turns to reach). */
export function withFleeing(t: TestGame, ...ids: string[]): GameState {
  const draft = cloneState(t.state)
  for (const u of draft.units) if (ids.includes(u.id)) u.stats.skMorale = { fleeing: true }
  return draft
}

/** Plays an action on any state with scripted dice: the next state, its events and the dice left, or throws the rejection. */
export function playOn(t: TestGame, state: GameState, action: unknown, dice: readonly number[]): { state: GameState; events: GameEvent[]; diceLeft: number } {
  const checked = checkAction(t.game.rules, state, action)
  if ('ok' in checked) throw new Error(`${checked.code}: ${checked.message}`)
  const source = new ScriptedDice(dice)
  const r = applyAction(t.game.rules, state, checked, source)
  return { ...r, diceLeft: source.remaining }
}
