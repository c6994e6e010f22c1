import type { Kysely, Migration } from 'kysely'

/**
 * Schema step `0100-pending-rules`: `games.pending_rules`, the JSON of a held game's updated rules
 * (`{ pins, divergesAt, accepted }`, the protocol's `GameSnapshot.pendingRules`), written by
 * `hexes server migrate` and cleared when the players accept.
 */
export const pendingRulesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('games').addColumn('pending_rules', 'text').execute()
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('games').dropColumn('pending_rules').execute()
  },
}
