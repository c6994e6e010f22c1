import type { PluginDefinition, Scenario } from '@hexes/core'

/** The answer of the check (core's `RecordVerdict`, once `verifyRecord` is on main). */
export type VerifyOutcome = { ok: true; actions: number; dice: number } | { ok: false; code: string; message: string; seq?: number }

/**
 * The check of an ended remote game, in the browser. Until core's `verifyRecord` lands, it
 * refuses with `record/unavailable` (nothing is claimed as checked).
 */
export function verifyGame(record: Record<string, unknown>, published: string, _scenario: Scenario, _plugins: readonly PluginDefinition<any>[]): VerifyOutcome {
  if (record.commitment !== published) return { ok: false, code: 'record/commitment', message: 'the record\'s commitment is not the one published when the game started' }
  return { ok: false, code: 'record/unavailable', message: 'this build cannot check records yet' }
}
