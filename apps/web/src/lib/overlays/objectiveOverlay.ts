import type { GameState } from '@hexes/core'
import type { ConditionStatus } from '../../stores/session'

/** One condition an objective hex counts for, and how far it is. */
export interface ObjectiveCondition {
  id: string
  winner: string | null
  have: number
  need: number
  met: boolean
}

/** An objective hex: who stands on it now and the conditions that name it. */
export interface ObjectiveMark {
  hex: string
  /** The side of the unit on the hex, or `null` when it is empty. */
  holder: string | null
  conditions: ObjectiveCondition[]
}

/**
 * The hexes named by the scenario's victory conditions (`holdHexes`, docs/scenarios.md §8), with
 * their holder in `state` and each condition's progress and status as the session computes them
 * (`session.conditions`: the engine's `conditionMet`). In the order the conditions name them.
 */
export function objectiveOverlay(state: GameState, conditions: readonly ConditionStatus[]): ObjectiveMark[] {
  const marks = new Map<string, ObjectiveMark>()
  for (const c of conditions) {
    const cond = c.condition
    if (cond.kind !== 'holdHexes') continue
    for (const hex of cond.hexes) {
      let m = marks.get(hex)
      if (!m) {
        const unit = state.units.find((u) => u.hex === hex && u.status === 'active')
        marks.set(hex, (m = { hex, holder: unit?.side ?? null, conditions: [] }))
      }
      m.conditions.push({ id: cond.id, winner: cond.winner, have: c.progress?.have ?? 0, need: c.progress?.need ?? cond.count, met: c.met })
    }
  }
  return [...marks.values()]
}
