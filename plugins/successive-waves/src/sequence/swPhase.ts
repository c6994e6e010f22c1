import { insertPhaseAfter, type PhaseSpec, type Scenario } from '@hexes/core'
import { SW_DECLARE } from '../wave/declareAction'
import { SW_PLACE } from '../wave/placeAction'
import { SW_PLACE_LEADER } from '../wave/placeLeaderAction'
import { SW_RESTART, SW_SET_ASIDE } from '../wave/setAsideActions'

/** Id of the Successive Waves phase. */
export const SW_PHASE_ID = 'successive-waves'
/** Slot of the Successive Waves phase (catalogue §3.3 rule 6, GAP-SW-02). */
export const SW_SLOT = '6b'
/** Every action of the procedure. */
export const SW_ACTIONS: readonly string[] = Object.freeze([SW_DECLARE, SW_PLACE, SW_PLACE_LEADER, SW_SET_ASIDE, SW_RESTART])

/**
 * Index of `sideId` in the game's `state.sides`, which puts the scenario's `firstSide` first and
 * the others in scenario order (HM-SEQ-2); -1 when the scenario has no such side.
 */
export function sideIndex(scenario: Scenario, sideId: string): number {
  const order = [scenario.firstSide, ...scenario.sides.map((s) => s.id).filter((id) => id !== scenario.firstSide)]
  return scenario.sides.some((s) => s.id === sideId) ? order.indexOf(sideId) : -1
}

/** The Native player's Successive Waves phase (SW-1, SW-2). */
export function swPhase(nativeIndex: number): PhaseSpec {
  return { id: SW_PHASE_ID, slot: SW_SLOT, side: nativeIndex, label: 'Successive Waves', actions: SW_ACTIONS, ruleId: 'SW-2' }
}

/**
 * Inserts the Successive Waves phase at the end of the turn (SW-2, GAP-SW-02): slot `6b`, after
 * the last player phase of the base rules and before their victory check (after HEXES Med's
 * slot `6`, side-2 combat, and before `7`). A sequence without a victory check gets it after slot
 * `6` (or at the end).
 */
export function insertSwPhase(phases: readonly PhaseSpec[], spec: PhaseSpec): PhaseSpec[] {
  const v = phases.findIndex((p) => p.auto === 'victory')
  if (v === 0) return [spec, ...phases]
  if (v > 0) return insertPhaseAfter(phases, phases[v - 1]!.slot, spec)
  return insertPhaseAfter(phases, '6', spec)
}
