import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './Database'
import { serverMigrations, type SqlDialect } from './migrations'
import { createOutboxTable } from '../notify/index'
import { ServerError } from '../ServerError'

/** Where the games are kept: a SQLite file (one process) or a PostgreSQL URL (several). */
export type DatabaseConfig = { sqlite: string } | { postgres: string }

/** An open, migrated database. */
export interface OpenDatabase {
  db: Kysely<Database>
  dialect: SqlDialect
  /** The PostgreSQL connection string (for the LISTEN client), when on PostgreSQL. */
  url?: string
  close(): Promise<void>
}

/** Settings of {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /**
   * Told when an idle PostgreSQL connection of the pool fails (the database restarted, the
   * network dropped it): the pool opens a new one on next use. Without a listener such an error
   * would end the process.
   */
  onConnectionError?: (error: Error) => void
}

/**
 * Opens the database and brings its schema up to date. SQLite runs in WAL mode with
 * `synchronous = FULL` (an acknowledged action survives a power cut) and a busy timeout;
 * PostgreSQL through a `pg` pool.
 *
 * @throws ServerError `server/migration-failed` when a migration fails
 */
export async function openDatabase(config: DatabaseConfig, options: OpenDatabaseOptions = {}): Promise<OpenDatabase> {
  let db: Kysely<Database>
  let dialect: SqlDialect
  if ('sqlite' in config) {
    if (config.sqlite !== ':memory:') mkdirSync(dirname(config.sqlite), { recursive: true })
    const file = new BetterSqlite3(config.sqlite)
    file.pragma('journal_mode = WAL')
    file.pragma('synchronous = FULL')
    file.pragma('busy_timeout = 5000')
    file.pragma('foreign_keys = ON')
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) })
    dialect = 'sqlite'
  } else {
    const pool = new pg.Pool({ connectionString: config.postgres, max: 10 })
    pool.on('error', (error) => options.onConnectionError?.(error))
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    dialect = 'postgres'
  }
  const { error, results } = await new Migrator({ db, provider: serverMigrations(dialect) }).migrateToLatest()
  if (error) {
    await db.destroy()
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? '?'
    throw new ServerError('server/migration-failed', `migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  // The notices' outbox (apps/server/src/notify) keeps its own idempotent table creation.
  await createOutboxTable(db)
  return { db, dialect, ...('postgres' in config ? { url: config.postgres } : {}), close: () => db.destroy() }
}
