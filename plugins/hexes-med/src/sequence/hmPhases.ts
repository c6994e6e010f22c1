import type { PhaseSpec } from '@hexes/core'

/** Action type of the leader transfer (HM-LDR-5), allowed in the leader-movement phases. */
export const LEADER_TRANSFER = 'hm/leader-transfer'

/** The three player phases of one side's half-turn (HM-SEQ-1, HM-SEQ-3). */
function halfTurn(side: number, firstSlot: number): PhaseSpec[] {
  return [
    { id: 'movement', slot: String(firstSlot), side, label: 'Movement', actions: ['move'], ruleId: 'HM-SEQ-1' },
    { id: 'leaders', slot: String(firstSlot + 1), side, label: 'Leader movement', actions: [LEADER_TRANSFER], ruleId: 'HM-SEQ-1' },
    { id: 'combat', slot: String(firstSlot + 2), side, label: 'Combat', actions: ['attack'], ruleId: 'HM-SEQ-1' },
  ]
}

/**
 * The HEXES Med turn (HM-SEQ-1): slots `1`–`3` are Camp 1's movement, leader movement and combat
 * (side 0, the scenario's `firstSide`, HM-SEQ-2), `4`–`6` the same for Camp 2, `7` the automatic
 * victory check (HM-SEQ-5) and `8` the automatic turn-marker advance (HM-SEQ-6). Other plugins
 * insert their steps by slot (`insertPhaseAfter(phases, '6', ...)`).
 */
export const HM_PHASES: readonly PhaseSpec[] = Object.freeze([
  ...halfTurn(0, 1),
  ...halfTurn(1, 4),
  { id: 'victory', slot: '7', side: null, label: 'Victory check', actions: [], auto: 'victory', ruleId: 'HM-SEQ-5' },
  { id: 'turn-end', slot: '8', side: null, label: 'Turn marker', actions: [], auto: 'turn-end', ruleId: 'HM-SEQ-6' },
])
