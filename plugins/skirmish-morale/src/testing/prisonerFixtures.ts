import { cloneState, type GameEvent, type GameState } from '@hexes/core'
import type { TestGame } from '@hexes/testing'
import type { Prisoner } from '../prisoners/Prisoner'
import { moraleState } from '../state/MoraleState'
import { playOn } from './moraleFixtures'

/**
 * A copy of the game's state with these prisoners taken (a test sets up what play would take
 * several melees to reach): each unit leaves the map (`reserve`) with its HP capped at 1 and is
 * recorded, in order.
 */
export function withPrisoners(t: TestGame, prisoners: readonly Prisoner[], state: GameState = t.state): GameState {
  const draft = cloneState(state)
  for (const p of prisoners) {
    const u = draft.units.find((x) => x.id === p.unit)!
    u.status = 'reserve'
    u.hex = null
    u.stats.sk!.hp = 1
    moraleState(draft).prisoners.push({ ...p })
  }
  return draft
}

/** A prisoner of side `side` guarded by `guard`. */
export const guarded = (unit: string, side: string, guard: string): Prisoner => ({ unit, side, guard, building: null })

/** A prisoner of side `side` held in `building`. */
export const jailed = (unit: string, side: string, building: string): Prisoner => ({ unit, side, guard: null, building })

/** Plays actions one after the other from `state`, each with its scripted dice: the last state and every event. */
export function playSeries(t: TestGame, state: GameState, steps: readonly { action: unknown; dice?: readonly number[] }[]): { state: GameState; events: GameEvent[] } {
  let s = state
  const events: GameEvent[] = []
  for (const step of steps) {
    const r = playOn(t, s, step.action, step.dice ?? [])
    if (r.diceLeft !== 0) throw new Error(`${r.diceLeft} scripted dice left after ${JSON.stringify(step.action)}`)
    s = r.state
    events.push(...r.events)
  }
  return { state: s, events }
}

/** The action that ends the active side's step. */
export const endPhase = (state: GameState) => ({ type: 'end-phase', side: state.turn.activeSide })

/** Ends steps from `state` until `until` holds, rolling the scripted `dice` on the way (every one of them). */
export function advanceState(t: TestGame, state: GameState, until: (s: GameState) => boolean, dice: readonly number[] = [], max = 40): GameState {
  let s = state
  let left = dice
  for (let i = 0; i < max && !until(s); i++) {
    const r = playOn(t, s, endPhase(s), left)
    s = r.state
    left = left.slice(left.length - r.diceLeft)
  }
  if (!until(s)) throw new Error('advanceState: condition not met')
  if (left.length > 0) throw new Error(`advanceState: ${left.length} scripted dice left`)
  return s
}

/** The hex next to `hex` in direction `d` (core `DIRECTIONS` order) on the game's grid. */
export function nextTo(t: TestGame, hex: string, d: number): string {
  const { grid } = t.game.rules
  return grid.refOf(grid.neighbors[grid.indexOfRef(hex) * 6 + d]!)
}
