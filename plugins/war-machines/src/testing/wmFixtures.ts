import { applyAction, checkAction, ScriptedDice, type GameEvent, type GameState } from '@hexes/core'
import { skirmish, type SkUnitType } from '@hexes/plugin-skirmish'
import { createTestGame, testScenario, type TestGame, type TestScenarioOptions } from '@hexes/testing'
import { warMachines } from '../warMachinesPlugin'

/**
 * Test fixtures of the war-machine rules: machines whose figures are their crews (2 HP each, so a
 * machine of 4 crew has 8 HP, the catalogue's example of SK-WM-15/16), target units, a scenario on
 * the testing package's map (12 × 12 here: side `a` on the south edge faces north, side `b` faces
 * south), the skirmish rules with the war-machine rules, scripted dice.
 */
export const WM_TEST_TYPES: Readonly<Record<string, SkUnitType>> = {
  /** A catapult: 4 crew of 2 HP (8 HP), M2. */
  catapult: { name: 'Catapult', figures: 4, move: 2, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 3, hp: 2, command: 6, keywords: ['warMachine'] },
  /** A bombard: 3 crew of 2 HP, M2. */
  bombard: { name: 'Bombard', figures: 3, move: 2, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 3, hp: 2, command: 6, keywords: ['warMachine'] },
  /** A cannon: 4 crew of 2 HP, M2. */
  cannon: { name: 'Cannon', figures: 4, move: 2, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 3, hp: 2, command: 6, keywords: ['warMachine'] },
  /** A triple cannon (ribaudequin): 3 crew of 2 HP, M2. */
  ribaudequin: { name: 'Ribaudequin', figures: 3, move: 2, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 3, hp: 2, command: 6, keywords: ['warMachine'] },
  /** M4 foot, 10 figures of 1 HP, constitution 2. */
  foot: { name: 'Men-at-arms', figures: 10, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 1, constitution: 2, hp: 1, command: 7, keywords: ['infantry'] },
  /** Two figures of 2 HP, constitution 2. */
  duo: { name: 'Duo', figures: 2, move: 4, attacks: 1, attackBonus: 0, defence: 3, damage: 2, constitution: 2, hp: 2, command: 7, keywords: ['infantry'] },
}

/** The machine profiles of the test types (GAP-SK-33: one reload turn). */
export const WM_TEST_MACHINES = {
  catapult: { kind: 'catapult' },
  bombard: { kind: 'bombard' },
  cannon: { kind: 'cannon' },
  ribaudequin: { kind: 'tripleCannon' },
} as const

/** A test unit: `{ id, side?, type?, hex, facing?, stats? }` (type `foot`, side `a` by default). */
export type WmTestUnit = TestScenarioOptions['units'][number] & { facing?: number }

/** Options of {@link wmScenario}. */
export interface WmScenarioOptions extends Omit<TestScenarioOptions, 'plugins' | 'units'> {
  units: WmTestUnit[]
  /** Config of the `skirmish` plugin (unit types default to {@link WM_TEST_TYPES}). */
  skirmish?: Record<string, unknown>
  /** Config of the `war-machines` plugin (machines default to {@link WM_TEST_MACHINES}). */
  wm?: Record<string, unknown>
}

/** A skirmish scenario with the war-machine rules, on a 12 × 12 clear map unless told otherwise. */
export function wmScenario(o: WmScenarioOptions) {
  const { skirmish: sk, wm, units, ...rest } = o
  const plugins = [{ id: 'skirmish', config: { unitTypes: WM_TEST_TYPES, ...sk } }, { id: 'war-machines', config: { machines: WM_TEST_MACHINES, ...wm } }]
  const s = testScenario({ width: 12, height: 12, ...rest, units: units.map((u) => ({ type: 'foot', ...u })), plugins })
  return { ...s, units: s.units.map((u, i) => (units[i]!.facing !== undefined ? { ...u, facing: units[i]!.facing } : u)) }
}

/** A skirmish game with the war-machine rules for a rule test, with scripted dice when given. */
export function wmGame(o: WmScenarioOptions, dice?: readonly number[]): TestGame {
  return createTestGame({ scenario: wmScenario(o), plugins: [skirmish, warMachines], ...(dice ? { dice } : {}) })
}

/** Plays until side `side`'s step `phase` (`movement`, `shooting`...), of a later turn if it is past. */
export function toStep(t: TestGame, phase: string, side = 'a'): TestGame {
  t.advanceUntil((s) => s.turn.phase === phase && s.turn.activeSide === side)
  return t
}

/** Plays side a's steps until its shooting step of the next turn (from a's shooting step). */
export function toNextShooting(t: TestGame): TestGame {
  const turn = t.state.turn.turn
  t.advanceUntil((s) => s.turn.turn > turn && s.turn.phase === 'shooting' && s.turn.activeSide === 'a')
  return t
}

/** A shot of side a's machine (a cannon gives its distance). */
export const shoot = (unit: string, target: string, distance?: number) => ({ type: 'wm/shoot', side: 'a', unit, target, ...(distance === undefined ? {} : { distance }) })

/** A shot of side a's machine at a structure (a cannon gives its distance). */
export const shootAt = (unit: string, structure: string, distance?: number) => ({ type: 'wm/shoot', side: 'a', unit, structure, ...(distance === undefined ? {} : { distance }) })

/** A reload turn of side a's machine. */
export const reload = (unit: string) => ({ type: 'wm/reload', side: 'a', unit })

/** The events of a type the game has emitted so far. */
export function eventsOf(t: TestGame, type: string): GameEvent[] {
  return t.game.events.filter((e) => e.type === type)
}

/**
 * Plays an action on a hand-made state (a test sets up what play would take turns to reach) with
 * scripted dice: the next state, its events and how many scripted dice were left unrolled. Throws
 * the rejection.
 */
export function playOn(t: TestGame, state: GameState, action: unknown, dice: readonly number[]): { state: GameState; events: GameEvent[]; diceLeft: number } {
  const { rules } = t.game
  const verdict = checkAction(rules, state, action)
  if ('ok' in verdict) throw new Error(`${verdict.code}: ${verdict.message}`)
  const scripted = new ScriptedDice(dice)
  const next = applyAction(rules, state, verdict, scripted)
  return { state: next.state, events: next.events, diceLeft: scripted.remaining }
}
