import type { HookRegistry } from '@hexes/core'
import { HM } from '../state/HmState'
import { hmInvariants } from './hmInvariants'

/** Contributes {@link hmInvariants} to the `invariants` hook. */
export function applyInvariants(hooks: HookRegistry): void {
  hooks.invariants.tap({ plugin: HM, ruleId: 'HM-LDR-9' }, ({ state, rules }) => hmInvariants(state, rules))
}
