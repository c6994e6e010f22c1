import { CORE_RULES, type HookRegistry } from '@hexes/core'
import { HM } from '../state/HmState'

/**
 * The HEXES Med rules that state what the core checks itself (catalogue §1.1): core rejections,
 * events and victory records of a HEXES Med game cite these ids (`HM-ZOC-3` for `core/zoc-stop`).
 */
export const HM_CITATIONS: Readonly<Record<string, string>> = Object.freeze({
  [CORE_RULES.gameOver]: 'HM-END-2',
  [CORE_RULES.sequence]: 'HM-SEQ-1',
  [CORE_RULES.turnOrder]: 'HM-SEQ-4',
  [CORE_RULES.phaseActions]: 'HM-SEQ-3',
  [CORE_RULES.moveDestination]: 'HM-MOVE-2',
  [CORE_RULES.moveEnemy]: 'HM-MOVE-10',
  [CORE_RULES.moveStacking]: 'HM-MOVE-8',
  [CORE_RULES.moveImpassable]: 'HM-MOVE-6',
  [CORE_RULES.moveAllowance]: 'HM-MOVE-3',
  [CORE_RULES.movePath]: 'HM-MOVE-4',
  [CORE_RULES.zocStop]: 'HM-ZOC-3',
  [CORE_RULES.zocToZoc]: 'HM-ZOC-4',
  [CORE_RULES.terrainStop]: 'GAP-HM-03',
  [CORE_RULES.combatDeclaration]: 'HM-COMBAT-2',
  [CORE_RULES.combatResolution]: 'HM-COMBAT-11',
  [CORE_RULES.turnEnd]: 'HM-SEQ-6',
  [CORE_RULES.victoryImmediate]: 'HM-END-2',
  [CORE_RULES.victoryEndOfTurn]: 'HM-SEQ-5',
  [CORE_RULES.victoryEndOfGame]: 'HM-END-3',
  [CORE_RULES.victorySimultaneous]: 'HM-END-2',
  [CORE_RULES.victoryDefault]: 'HM-END-3',
})

/** Gives the core the HEXES Med ids of its own rules (`ruleCitations`). */
export function applyCitations(hooks: HookRegistry): void {
  hooks.ruleCitations.tap({ plugin: HM, ruleId: 'HM-GEN-1' }, (ids) => ({ ...ids, ...HM_CITATIONS }))
}
