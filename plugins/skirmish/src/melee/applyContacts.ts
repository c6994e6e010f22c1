import type { HookRegistry } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { SK } from '../state/SkState'
import { syncContacts } from './contacts'

/**
 * Keeps the melee pairs true to the board (SK-MELEE-1, see {@link syncContacts}): after every
 * move, whoever made it (a move, a charge, a push-back, another rule set's flight), and after
 * every unit eliminated.
 */
export function applyContacts(hooks: HookRegistry, tables: SkTables): void {
  hooks.afterMove.tap({ plugin: SK, ruleId: 'SK-MELEE-1', stage: 10 }, ({ draft, rules }) => syncContacts(rules, draft, tables))
  hooks.events.tap({ plugin: SK, ruleId: 'SK-MELEE-1' }, ({ draft, rules, event }) => {
    if (event.type === 'unitEliminated') syncContacts(rules, draft, tables)
  })
}
