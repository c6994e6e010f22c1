import type { GameState } from '@hexes/core'

/** Key of the war-machine rules' per-game state (`state.plugins['war-machines']`) and their plugin id. */
export const WM = 'war-machines'

/** What a machine did in the game turn `turn` (SK-WM-2: exactly one of move, reload, shoot). */
export type MachineDeed = 'reloaded' | 'shot'

/**
 * One machine's state (GAP-SK-33), plain JSON. A machine starts the battle loaded; shooting
 * unloads it; each reload turn while unloaded counts towards `reloadTurns`; each reload turn while
 * loaded banks one misfire re-roll (SK-WM-3).
 */
export interface MachineState {
  /** The machine's unit id. */
  unit: string
  loaded: boolean
  /** Reload turns spent since it last shot (while unloaded). */
  reloading: number
  /** Misfire re-rolls banked (SK-WM-3, at most `maxBankedRerolls`). */
  banked: number
  /** The game turn it last reloaded or shot in, and which (SK-WM-2), or `null`. */
  acted: { turn: number; deed: MachineDeed } | null
  /** A misfire disabled it (GAP-SK-05): it may not shoot up to and including this game turn (0: never disabled). */
  disabledUntil: number
}

/** The war-machine rules' per-game state: the machines in scenario order. */
export interface WmState {
  machines: MachineState[]
}

/** A machine's state at the start of the battle: loaded, nothing banked (GAP-SK-33). */
export function initialMachine(unit: string): MachineState {
  return { unit, loaded: true, reloading: 0, banked: 0, acted: null, disabledUntil: 0 }
}

/** The war-machine state of a game state. */
export function wmState(state: GameState): WmState {
  return state.plugins[WM] as WmState
}

/** The state of the machine `unit`, if it is a machine. */
export function machineOf(state: GameState, unit: string): MachineState | undefined {
  return wmState(state).machines.find((m) => m.unit === unit)
}
