import type {
  BaseAction, CombatDeclaration, CombatOdds, GameEvent, GameRules, GameState, MovementOptions, PlayerView, Rejection, SaveFile, Scenario,
} from '@hexes/core'
import type { TextSource } from '../engineText'

/** Every state of a game from its start, for the replay. */
export interface ReplayStates {
  /** `states[i]` is the state after `i` actions (`states[0]`: the start). */
  states: GameState[]
  /** `eventCounts[i]`: number of events after `i` actions. */
  eventCounts: number[]
  actions: BaseAction[]
}

/** The answer to {@link GameDriver.act}: what happened, or the rules' rejection. */
export type DriverActResult = { ok: true; events: GameEvent[] } | Rejection

/**
 * What the app asks of a game, wherever it runs: in the browser ({@link LocalDriver}, the engine's
 * `Game`) or on a server (`RemoteDriver`). The session store talks to a driver and to
 * nothing else, and no component ever sees one, so nothing outside the session depends on where
 * the engine runs.
 *
 * Answers are plain data (snapshots: treat them as read-only), except {@link rules}: the rule set
 * (code and scenario, no dice and no seed), which a remote driver builds from the scenario too,
 * for the read-only questions the app asks about a state (unit cards, victory status, a rule
 * plugin's read helpers) and for the engine's texts.
 *
 * @example
 * const r = driver.act({ type: 'move', side: 'normans', unit: 'n-hc-1', to: '5,6' })
 * if (!r.ok) show(r.code, r.ruleId)
 */
export interface GameDriver {
  /** The rule set of the game (the plugins' rules over the scenario). */
  readonly rules: GameRules
  /** The scenario as played (with the start screen's rule mix). */
  readonly scenario: Scenario
  /** The game's rules as a source of the engine's texts (`lib/engineText`). */
  readonly textSource: TextSource
  /** The current state. */
  state(): GameState
  /** Every event so far, in order. */
  events(): readonly GameEvent[]
  /** The actions played so far, in order (undone ones removed). */
  log(): readonly BaseAction[]
  /** Every legal action now. */
  legalActions(): BaseAction[]
  /** A unit's movement options (holds functions: keep it raw), or why it cannot move. */
  movementOptions(unitId: string): MovementOptions | Rejection
  /** The exact odds of a proposed combat, or why it is illegal. */
  odds(decl: CombatDeclaration): CombatOdds | Rejection
  /** Checks an action without applying it: the rejection, or `undefined` when legal. */
  check(action: BaseAction & Record<string, unknown>): Rejection | undefined
  /**
   * Plays an action: at once in the browser ({@link LocalDriver}), or once the server has
   * committed it (a remote driver: a promise).
   */
  act(action: BaseAction & Record<string, unknown>): DriverActResult | Promise<DriverActResult>
  /** Takes back the last action, when the engine finds it reversible (`core/undo`). */
  undo(): { ok: true } | Rejection
  /** Whether {@link undo} would take back an action. */
  canUndo(): boolean
  /** The save file of the game so far, with the app's `meta`. */
  saveFile(meta: Record<string, unknown>): SaveFile
  /** Every state of the game from its start (the replay). */
  replayStates(): Promise<ReplayStates>
  /** What `viewer` may see of the current state (core's `viewFor`: no dice generator; `null`: a spectator). */
  viewFor(viewer: string | null): PlayerView
}
