import type { HookRegistry } from '@hexes/core'
import type { HmTables } from '../config/HmTables'
import { HM } from '../state/HmState'
import { leaderMoraleModifier } from './moraleModifiers'
import { hmMoraleTest } from './moraleTest'

/**
 * Wires the HEXES Med morale model (MOR): the leader +1 (`moraleModifiers`, HM-LDR-2..4,
 * HM-MORALE-6) and the d6-against-F test (`moraleTest`, HM-MORALE-1..5). Applying a result is
 * the caller's business (combat outcome: retreat decision or step loss).
 */
export function applyMoraleRules(hooks: HookRegistry, tables: HmTables): void {
  hooks.moraleModifiers.tap({ plugin: HM, ruleId: 'HM-LDR-4' }, (ctx) => (tables.unitTypes[ctx.unit.type] ? leaderMoraleModifier(ctx) : undefined))
  hooks.moraleTest.tap({ plugin: HM, ruleId: 'HM-MORALE-1' }, (ctx) => hmMoraleTest(ctx, tables))
}
