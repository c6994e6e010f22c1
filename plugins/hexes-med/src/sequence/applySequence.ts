import type { GameState, HookRegistry, PhaseSpec } from '@hexes/core'
import { hmState } from '../config/HmTables'
import { HM } from '../state/HmState'
import { HM_PHASES } from './hmPhases'

/**
 * Turn sequence (HM-SEQ-1..6): contributes the eight steps of {@link HM_PHASES} and resets the
 * per-phase state when a phase starts:
 * - movement: the units moved this phase (HM-MOVE-7), and the moving side's "moved this turn" and
 *   "started in ZOC" records (HM-CHG-4, HM-CHG-5: they describe its own movement phase of this turn);
 * - leader movement: the leaders transferred (HM-LDR-8);
 * - combat: the units that fought (HM-COMBAT-5), cleared again when the combat phase ends, so
 *   that odds previewed in a later phase are not refused by a finished phase's record.
 */
export function applySequence(hooks: HookRegistry): void {
  hooks.phases.tap({ plugin: HM, ruleId: 'HM-SEQ-1' }, () => [...HM_PHASES])
  hooks.phaseStart.tap({ plugin: HM, ruleId: 'HM-SEQ-1' }, ({ draft, phase }) => resetPhaseState(draft, phase))
  hooks.phaseEnd.tap({ plugin: HM, ruleId: 'HM-COMBAT-5' }, ({ draft, phase }) => {
    if (phase.id === 'combat') hmState(draft).fought = []
  })
}

/** Clears what the rules count "per phase" at the start of `phase`. */
function resetPhaseState(draft: GameState, phase: PhaseSpec): void {
  const hm = hmState(draft)
  switch (phase.id) {
    case 'movement': {
      hm.moved = []
      hm.mover = null
      const side = draft.turn.activeSide
      const own = new Set(draft.units.filter((u) => u.side === side).map((u) => u.id))
      hm.movedThisTurn = hm.movedThisTurn.filter((id) => !own.has(id))
      hm.startedInZoc = hm.startedInZoc.filter((id) => !own.has(id))
      return
    }
    case 'leaders':
      hm.leadersMoved = []
      return
    case 'combat':
      hm.fought = []
      return
  }
}
