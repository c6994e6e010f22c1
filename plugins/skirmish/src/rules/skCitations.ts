import { CORE_RULES, type HookRegistry } from '@hexes/core'
import { SK } from '../state/SkState'

/**
 * The skirmish rules that state what the core checks itself (catalogue §1.3, §2.3): core
 * rejections and events of a standalone skirmish game cite these ids (a move beyond M is
 * SK-MOVE-1, a turn that costs more than is left SK-MOVE-6).
 */
export const SK_CITATIONS: Readonly<Record<string, string>> = Object.freeze({
  [CORE_RULES.sequence]: 'GAP-SK-07',
  [CORE_RULES.turnOrder]: 'GAP-SK-07',
  [CORE_RULES.phaseActions]: 'GAP-SK-07',
  [CORE_RULES.moveAllowance]: 'SK-MOVE-1',
  [CORE_RULES.facing]: 'SK-MOVE-6',
  [CORE_RULES.moveImpassable]: 'SK-MOVE-2',
  [CORE_RULES.moveStacking]: 'GAP-SK-06',
})

/** Gives the core the skirmish ids of its own rules (`ruleCitations`), in the standalone rule set. */
export function applySkCitations(hooks: HookRegistry): void {
  hooks.ruleCitations.tap({ plugin: SK, ruleId: 'GAP-SK-07' }, (ids) => ({ ...ids, ...SK_CITATIONS }))
}
