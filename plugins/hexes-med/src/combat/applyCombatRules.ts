import { unitAt, unitHexsideCosts, type HookRegistry, type PluginApi } from '@hexes/core'
import type { HmTables } from '../config/HmTables'
import { applyMoraleRules } from '../morale/applyMoraleRules'
import { stepBlocked } from '../movement/stepBlocked'
import { HM } from '../state/HmState'
import { advanceAction } from './advanceAction'
import { allocateLossAction } from './allocateLossAction'
import { applyCombatOutcome } from './applyCombatOutcome'
import { chargeWithheld } from './chargeModifier'
import { hmCombatEligibility, hmParticipantCheck } from './combatEligibility'
import { hmCombatModifiers } from './combatModifiers'
import { HM_MODES } from './combatTotals'
import { resolveHmCombat } from './resolveHmCombat'
import { retreatAction } from './retreatAction'
import { hmRetreatOptions } from './retreatOptions'

/**
 * Wires HEXES Med's combat and morale rules into the hooks and defines the decision actions.
 * Called by `HexesMedRules.apply`.
 * - ELIG `combatModes` / `combatEligibility`: close and ranged combat (HM-COMBAT-1..5,
 *   HM-COMBAT-8 minimum odds, GAP-HM-07, GAP-HM-13);
 * - MOD `combatModifiers`: terrain, leaders, charge (HM-COMBAT-10, HM-LDR-1, HM-CHG-1..5);
 *   `combatModifiersWithheld`: a charge refused, with the condition that refuses it (HM-CHG-2..5);
 * - RES `combatResolution`: the CRT and the morale tests it calls for (HM-COMBAT-6..11,
 *   HM-COMBAT-15); `combatOutcome`: losses, retreats, advance (HM-COMBAT-12..14, HM-ADV-1/2);
 * - MOR `moraleModifiers` / `moraleTest` (HM-MORALE-1..6, HM-LDR-2..4);
 * - DISP `displacementOptions` for `retreat` (HM-ZOC-6, HM-COMBAT-14) and `advance` (GAP-HM-12);
 * - LOS `terrainBlocksLos` from the terrain chart (GAP-HM-03, GAP-HM-07);
 * - actions `hm/retreat`, `hm/allocate-loss`, `hm/advance` answering the pending decisions.
 */
export function applyCombatRules(hooks: HookRegistry, api: PluginApi, tables: HmTables): void {
  const isHmUnit = (type: string) => tables.unitTypes[type] !== undefined
  // The collect hook copies the items: the shared list itself is given.
  hooks.combatModes.tap({ plugin: HM, ruleId: 'HM-COMBAT-3' }, () => HM_MODES)
  hooks.combatEligibility.tap({ plugin: HM, ruleId: 'HM-COMBAT-5' }, (ctx) => hmCombatEligibility(ctx, tables))
  hooks.combatCandidate.tap({ plugin: HM, ruleId: 'HM-COMBAT-3' }, (ctx) => hmParticipantCheck(ctx, tables))
  hooks.combatModifiers.tap({ plugin: HM, ruleId: 'HM-COMBAT-10' }, (ctx) => hmCombatModifiers(ctx, tables))
  hooks.combatModifiersWithheld.tap({ plugin: HM, ruleId: 'HM-CHG-1' }, (ctx) => chargeWithheld(ctx, tables))
  hooks.combatResolution.tap({ plugin: HM, ruleId: 'HM-COMBAT-11' }, (ctx) => resolveHmCombat(ctx, tables))
  hooks.combatOutcome.tap({ plugin: HM, ruleId: 'HM-COMBAT-12' }, (ctx) => applyCombatOutcome(ctx, tables))
  hooks.terrainBlocksLos.tap({ plugin: HM, ruleId: 'HM-COMBAT-4' }, (blocks, { terrain }) => tables.terrain[terrain]?.blocksLos ?? blocks)
  hooks.displacementOptions.tap({ plugin: HM, ruleId: 'HM-ZOC-6' }, (options, { state, rules, unit, kind, target }) => {
    if (!isHmUnit(unit.type) || unit.hex === null) return undefined
    if (kind === 'retreat') return hmRetreatOptions(rules, state, unit)
    if (kind === 'advance' && target !== undefined) {
      // Into the vacated hex only, and only where the unit could step (GAP-HM-12): no terrain or
      // hexside it may not cross. No MP, no ZOC.
      const g = rules.grid
      const from = g.indexOfRef(unit.hex)
      const dir = g.directionTo(from, g.indexOfRef(target))
      return dir >= 0 && !unitAt(state, target) && stepBlocked(rules, state, unit, from, dir, unitHexsideCosts(rules, state, unit)) === null ? [target] : []
    }
    return options
  })
  applyMoraleRules(hooks, tables)
  api.defineAction(retreatAction(tables))
  api.defineAction(allocateLossAction(tables))
  api.defineAction(advanceAction(tables))
}
