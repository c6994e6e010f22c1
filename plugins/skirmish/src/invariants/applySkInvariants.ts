import type { HookRegistry } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { SK } from '../state/SkState'
import { skInvariants } from './skInvariants'

/** Contributes {@link skInvariants} to the `invariants` hook. */
export function applySkInvariants(hooks: HookRegistry, tables: SkTables): void {
  hooks.invariants.tap({ plugin: SK, ruleId: 'GAP-SK-06' }, ({ state, rules }) => skInvariants(rules, state, tables))
}
