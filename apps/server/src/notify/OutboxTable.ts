import type { Generated, Kysely } from 'kysely'
import { sql } from 'kysely'
import { sqlDialectOf } from './sqlDialectOf'

/** Who gets an outbox row: an e-mail address or a webhook URL. */
export type RecipientKind = 'mail' | 'webhook'

/**
 * One notification waiting to go out (or gone), as stored. Dates are ISO 8601 strings in UTC
 * (`toISOString()`, so they sort as text on both databases). `payload` is the JSON of an
 * {@link OutboxPayload}; once the row is sent or given up, its seat link and secret are wiped.
 */
export interface OutboxTable {
  id: Generated<number>
  game_id: string
  /** The action sequence number the notice announces. */
  seq: number
  /** The notice kind (`your-turn`, ...). */
  kind: string
  recipient_kind: RecipientKind
  /** An e-mail address or a webhook URL: never logged (webhook URLs hold tokens). */
  recipient: string
  payload: string
  created_at: string
  /** Deliveries tried so far (counted when a row is claimed). */
  attempts: number
  next_attempt_at: string
  sent_at: string | null
  /** A dispatcher holds the row until then; a claim that ran out (a crashed process) is taken again. */
  claimed_until: string | null
  last_error: string | null
}

/** The tables this folder owns, for `Kysely<OutboxDatabase>`. */
export interface OutboxDatabase {
  outbox: OutboxTable
}

/**
 * Creates the `outbox` table and its index when missing (safe to call at every start), on
 * SQLite (`integer primary key autoincrement`) or PostgreSQL (`serial`).
 */
export async function createOutboxTable(db: Kysely<any>): Promise<void> {
  const postgres = sqlDialectOf(db) === 'postgres'
  await db.schema
    .createTable('outbox')
    .ifNotExists()
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('game_id', 'text', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('recipient_kind', 'text', (col) => col.notNull().check(sql`recipient_kind in ('mail', 'webhook')`))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .execute()
  await db.schema.createIndex('outbox_due').ifNotExists().on('outbox').columns(['sent_at', 'next_attempt_at']).execute()
}
