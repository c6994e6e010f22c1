import type { Kysely, Selectable } from 'kysely'
import type { OutboxDatabase, OutboxTable } from './OutboxTable'
import { sqlDialectOf } from './sqlDialectOf'

/** What {@link claimDueRows} needs to know. */
export interface ClaimOptions {
  now: Date
  /** Most rows taken at once. */
  batch: number
  /** How long the claim holds (ms): longer than a batch's deliveries take. */
  claimMs: number
  /** Rows that were tried this many times are given up. */
  maxAttempts: number
}

/**
 * Takes up to `batch` due rows (not sent, not given up, `next_attempt_at` passed, not claimed or
 * claimed by a process whose claim ran out) in one UPDATE ... RETURNING: the claim and the read
 * are one statement, so two dispatchers never take the same row. On PostgreSQL the inner SELECT
 * is `FOR UPDATE SKIP LOCKED` (concurrent dispatchers take other rows instead of waiting); SQLite
 * has a single writer. Counts the attempt at once, so a process that dies while sending still
 * uses one up.
 */
export async function claimDueRows(db: Kysely<OutboxDatabase>, options: ClaimOptions): Promise<Selectable<OutboxTable>[]> {
  const now = options.now.toISOString()
  const until = new Date(options.now.getTime() + options.claimMs).toISOString()
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('attempts', '<', options.maxAttempts)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('id')
    .limit(options.batch)
  const locked = sqlDialectOf(db) === 'postgres' ? due.forUpdate().skipLocked() : due
  const rows = await db
    .updateTable('outbox')
    .set((eb) => ({ claimed_until: until, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', locked)
    .returningAll()
    .execute()
  return rows.sort((a, b) => a.id - b.id)
}
