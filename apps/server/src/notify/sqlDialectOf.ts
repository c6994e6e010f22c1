import { PostgresAdapter, SqliteAdapter, type Kysely } from 'kysely'
import { NotifyError } from './NotifyError'

/** The SQL databases the server runs on. */
export type SqlDialectName = 'sqlite' | 'postgres'

/**
 * Which database a Kysely instance (or transaction) talks to, from its adapter: SQLite
 * (better-sqlite3) or PostgreSQL (pg). Throws `notify/dialect` for any other.
 */
export function sqlDialectOf(db: Kysely<any>): SqlDialectName {
  const adapter = db.getExecutor().adapter
  if (adapter instanceof PostgresAdapter) return 'postgres'
  if (adapter instanceof SqliteAdapter) return 'sqlite'
  throw new NotifyError('notify/dialect', `The server runs on SQLite or PostgreSQL, not on ${adapter.constructor.name}.`, { permanent: true })
}
