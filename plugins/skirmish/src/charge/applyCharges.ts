import type { HookRegistry, PluginApi } from '@hexes/core'
import type { SkTables } from '../config/SkTables'
import { chargeAction } from './chargeAction'

/** Defines the charge action (SK-CHARGE-1..3, 11; SK-MELEE-6; GAP-SK-25). */
export function applyCharges(_hooks: HookRegistry, api: PluginApi, tables: SkTables): void {
  api.defineAction(chargeAction(tables))
}
