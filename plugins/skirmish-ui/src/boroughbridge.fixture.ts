import { applyAction, checkAction, createGame, isRejection, parseScenario, ScriptedDice, SeededDice, type BaseAction, type GameEvent, type GameRules, type GameState } from '@hexes/core'
import { skirmish } from '@hexes/plugin-skirmish'
import raw from '@hexes/scenarios/boroughbridge-1322.json' with { type: 'json' }

/**
 * Test fixture: Boroughbridge 1322 (the shipped skirmish scenario) played through the engine's
 * functional pipeline, with the game's seeded dice or a script. The flank charge the browser test
 * plays too: turn 1 the Earl of Lancaster's knights ride to 16,10; the schiltron at the ford
 * turns to face north-east; turn 2 the knights charge it in the flank (gap 8 paces, 2M = 14).
 */
export interface Played {
  rules: GameRules
  state: GameState
  /** The events of the last action played. */
  events: GameEvent[]
}

/** A new game of the scenario, dice seed `seed`. */
export function boroughbridge(seed = 1): Played {
  const g = createGame({ scenario: parseScenario(raw), plugins: [skirmish], seed })
  return { rules: g.rules, state: g.state, events: [] }
}

/** Plays `action` (seeded dice, or the `script` given); throws on a rejection. */
export function play(p: Played, action: BaseAction & Record<string, unknown>, script?: readonly number[]): Played {
  const c = checkAction(p.rules, p.state, action)
  if (isRejection(c)) throw new Error(`${c.code}: ${c.message}`)
  const dice = script ? new ScriptedDice(script) : (d: GameState) => new SeededDice(() => d.rng)
  const r = applyAction(p.rules, p.state, c, dice)
  return { rules: p.rules, state: r.state, events: r.events }
}

/** Ends phases until `phase` of `side`. */
export function until(p: Played, phase: string, side: string): Played {
  for (let i = 0; i < 40; i++) {
    if (p.state.turn.phase === phase && p.state.turn.activeSide === side) return p
    p = play(p, { type: 'end-phase', side: p.state.turn.activeSide! })
  }
  throw new Error(`never reached ${side}'s ${phase}`)
}

/** Turn 2, the earls' charge step, the schiltron's flank open to Lancaster's knights. */
export function beforeFlankCharge(seed = 1): Played {
  let p = until(boroughbridge(seed), 'movement', 'earls')
  p = play(p, { type: 'move', side: 'earls', unit: 'e-lancaster', to: '16,10' })
  p = until(p, 'movement', 'royal')
  p = play(p, { type: 'move', side: 'royal', unit: 'r-schiltron', to: '16,5', facing: 1 })
  return until(p, 'charges', 'earls')
}

/** The flank charge of {@link beforeFlankCharge}. */
export const FLANK_CHARGE = { type: 'sk/charge', side: 'earls', unit: 'e-lancaster', target: 'r-schiltron' } as const

/** Seed of the browser test: the charge makes fewer than 3 skulls (no push-back), the second exchange locks the melee. */
export const LOCK_SEED = 3

/** Words that show their key and parameters (tests read what a helper asked for). */
export const keyWords = {
  t: (key: string, params?: Record<string, unknown>) => (params ? `${key}${JSON.stringify(params)}` : key),
  unit: (id: string) => id,
}

/**
 * With {@link LOCK_SEED}: the charge, its exchange in the earls' melee step, the royal second
 * exchange that locks the melee; `at` says where to stop.
 */
export function lockedMelee(at: 'charged' | 'first-exchange' | 'locked' | 'volley'): Played {
  let p = play(beforeFlankCharge(LOCK_SEED), FLANK_CHARGE)
  if (at === 'charged') return p
  p = play(until(p, 'melee', 'earls'), { type: 'attack', side: 'earls', attackers: ['e-lancaster'], defender: 'r-schiltron', mode: 'melee' })
  if (at === 'first-exchange') return p
  p = play(until(p, 'melee', 'royal'), { type: 'attack', side: 'royal', attackers: ['r-schiltron'], defender: 'e-lancaster', mode: 'melee' })
  return at === 'locked' ? p : until(p, 'shooting', 'earls')
}
