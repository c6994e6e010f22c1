import { verifyRecord, type PluginDefinition, type RecordVerdict, type Scenario } from '@hexes/core'

/**
 * The check of an ended remote game, in the browser: core's `verifyRecord` replays the published
 * record from its revealed seed with the shipped scenario and plugins (every die against the
 * commitment, every state hash), and the record's commitment must be the one the server published
 * when the game started (the one this page was shown): a record with another seed and its own
 * commitment is refused (`remote/commitment-changed`).
 */
export type VerifyOutcome = RecordVerdict | { ok: false; code: 'remote/commitment-changed'; message: string }

/**
 * @param record - the record from `GET /record` (checked by `verifyRecord`)
 * @param published - the commitment the game's snapshot showed from its start
 * @param scenario - the scenario as played (with the game's rule mix)
 */
export function verifyGame(record: Record<string, unknown>, published: string, scenario: Scenario, plugins: readonly PluginDefinition<any>[]): VerifyOutcome {
  if (record.commitment !== published) return { ok: false, code: 'remote/commitment-changed', message: 'the record\'s commitment is not the one published when the game started' }
  return verifyRecord(record, { scenario, plugins })
}
